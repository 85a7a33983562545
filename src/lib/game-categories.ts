import type { GameCategory, GameVendorGroup } from '@/api/models';

/**
 * Game categories as the portal shows them (spec §4, §9). The platform lists
 * e-sports and cockfight vendors under SPORTS; players look for them on their
 * own, so the portal moves them into ESPORTS (just before SPORTS) and COCKFIGHT
 * (just after). Pure: the side menu, home and the lobbies all use this.
 */

/** E-sports providers (§3). */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
/** Cockfight provider (§3). */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88'];

/** Side-menu order when the brand gives none (§9). */
export const DEFAULT_CATEGORY_ORDER: readonly GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];

/** Lottery categories launch this vendor directly instead of opening a lobby (§2, §9). */
export const LOTTERY_DIRECT_VENDOR = 'TCG_SEA';
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['ELOTT', 'LOTT'];

/** Categories with a lobby page, and its path (§2). */
export const LOBBY_CATEGORIES = ['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const satisfies readonly GameCategory[];
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

export function isLobbyCategory(c: string): c is LobbyCategory {
  return (LOBBY_CATEGORIES as readonly string[]).includes(c);
}

export function lobbyPath(category: LobbyCategory): string {
  return `/${category.toLowerCase()}`;
}

/** What a click on a category in the side menu does (§2). */
export type CategoryAction = { kind: 'navigate'; path: string } | { kind: 'launchVendor'; category: GameCategory; vendor: string };

export function categoryAction(category: GameCategory): CategoryAction | null {
  if (LOTTERY_CATEGORIES.includes(category)) return { kind: 'launchVendor', category, vendor: LOTTERY_DIRECT_VENDOR };
  if (isLobbyCategory(category)) return { kind: 'navigate', path: lobbyPath(category) };
  return null;
}

function splitGroup(group: GameVendorGroup, category: GameCategory, pick: (vendor: string) => boolean): GameVendorGroup {
  const vendors = group.vendors.filter(pick);
  const cards = Object.fromEntries(vendors.filter((v) => group.cards[v]).map((v) => [v, group.cards[v]]));
  return { gameCategory: category, vendors, cards, gameClassify: [...group.gameClassify] };
}

/** Adds `extra`'s vendors to `into` (when the platform already sends that category). */
function merge(into: GameVendorGroup | undefined, extra: GameVendorGroup): GameVendorGroup {
  if (!into) return extra;
  const vendors = [...into.vendors, ...extra.vendors.filter((v) => !into.vendors.includes(v))];
  const gameClassify = [...into.gameClassify, ...extra.gameClassify.filter((c) => !into.gameClassify.includes(c))];
  return { ...into, vendors, cards: { ...extra.cards, ...into.cards }, gameClassify };
}

/**
 * Moves e-sports and cockfight vendors out of SPORTS into ESPORTS (before SPORTS)
 * and COCKFIGHT (after SPORTS); cards and classify travel with them. Categories
 * left with no vendors are dropped. Never mutates its input.
 */
export function recategorise(groups: readonly GameVendorGroup[]): GameVendorGroup[] {
  const sportsIndex = groups.findIndex((g) => g.gameCategory === 'SPORTS');
  if (sportsIndex < 0) return groups.filter((g) => g.vendors.length > 0).map(copyGroup);

  const sports = groups[sportsIndex];
  const isESports = (v: string) => ESPORTS_VENDORS.includes(v);
  const isCockfight = (v: string) => COCKFIGHT_VENDORS.includes(v);
  const existingE = groups.find((g) => g.gameCategory === 'ESPORTS');
  const existingC = groups.find((g) => g.gameCategory === 'COCKFIGHT');
  const esports = merge(existingE && copyGroup(existingE), splitGroup(sports, 'ESPORTS', isESports));
  const cockfight = merge(existingC && copyGroup(existingC), splitGroup(sports, 'COCKFIGHT', isCockfight));
  const rest = splitGroup(sports, 'SPORTS', (v) => !isESports(v) && !isCockfight(v));

  const out: GameVendorGroup[] = [];
  groups.forEach((g, i) => {
    if (g.gameCategory === 'ESPORTS' || g.gameCategory === 'COCKFIGHT') return; // re-placed around SPORTS
    if (i === sportsIndex) out.push(esports, rest, cockfight);
    else out.push(copyGroup(g));
  });
  return out.filter((g) => g.vendors.length > 0);
}

function copyGroup(g: GameVendorGroup): GameVendorGroup {
  return { ...g, vendors: [...g.vendors], cards: { ...g.cards }, gameClassify: [...g.gameClassify] };
}

/**
 * The categories the side menu shows: those that have vendors, in the brand's
 * order when it gives one (`sideMenu.categories`), else §9's order. Categories
 * outside the order are not menu entries.
 */
export function menuCategories(groups: readonly GameVendorGroup[], order: readonly string[] = DEFAULT_CATEGORY_ORDER): GameCategory[] {
  const withVendors = new Set(groups.filter((g) => g.vendors.length > 0).map((g) => g.gameCategory));
  const seen = new Set<string>();
  return order.filter((c): c is GameCategory => {
    if (seen.has(c) || !withVendors.has(c as GameCategory)) return false;
    seen.add(c);
    return true;
  });
}

/** The group of one category, if the menus have it. */
export function groupOf(groups: readonly GameVendorGroup[], category: GameCategory): GameVendorGroup | undefined {
  return groups.find((g) => g.gameCategory === category);
}
