import type { Game, GameCategory, VendorCard } from '@/api/models';
import { LOTTERY_CATEGORIES, LOTTERY_DIRECT_VENDOR } from './game-categories';

/**
 * Which game goes where (spec §2, §4). Pure: the lobby, the home strips and the
 * side menu all launch through useLaunchGame, which asks this first.
 *
 * - lottery and e-lottery games open the lottery page with their game code;
 * - a game whose isGame is VASSALAGE opens a popup of its sub-games;
 * - a click on the ELOTT or LOTT category launches TCG_SEA directly;
 * - everything else fetches a launch address and plays it on /game.
 */
export type LaunchTarget =
  { kind: 'game'; game: Game } | { kind: 'vendor'; card: VendorCard; category: GameCategory } | { kind: 'category'; category: GameCategory; card?: VendorCard };

export interface LaunchContext {
  loggedIn: boolean;
  /** Account type 4 (trial / free-play account). */
  trial: boolean;
  /** The free-play flag: trial accounts may launch games only when it is on. */
  freePlay: boolean;
}

export interface LaunchParams {
  gameId: string;
  nodeId: string;
  vassalage: string;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'trialRefused' }
  | { kind: 'lottery'; path: string }
  | { kind: 'subGames'; game: Game }
  | { kind: 'launch'; params: LaunchParams }
  | { kind: 'unavailable' };

/** Account names the platform gives lottery games (§3). */
const LOTTERY_ACCOUNT_TYPES = ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT'];

export function isLotteryGame(game: Pick<Game, 'gameType' | 'accountTypeName'>): boolean {
  return LOTTERY_CATEGORIES.includes(game.gameType) || LOTTERY_ACCOUNT_TYPES.includes(game.accountTypeName ?? '');
}

/** /lottery?gameCode=…&playType=… (both optional, §2). */
export function lotteryPath(gameCode?: string, playType?: string): string {
  const q = new URLSearchParams();
  if (gameCode) q.set('gameCode', gameCode);
  if (playType) q.set('playType', playType);
  const s = q.toString();
  return s ? `/lottery?${s}` : '/lottery';
}

export function decideLaunch(target: LaunchTarget, ctx: LaunchContext): LaunchDecision {
  // Sub-game popups and the lottery page can be browsed before logging in;
  // only fetching a launch address needs the token.
  if (target.kind === 'game') {
    const { game } = target;
    if (game.isGame === 'VASSALAGE') return { kind: 'subGames', game };
    if (isLotteryGame(game)) return { kind: 'lottery', path: lotteryPath(game.gameCode ?? game.code, game.defaultPlayType) };
    return gate(ctx, { gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage });
  }
  if (target.kind === 'category') {
    if (!LOTTERY_CATEGORIES.includes(target.category)) return { kind: 'unavailable' };
    const card = target.card;
    if (!card?.nodeId) return { kind: 'unavailable' };
    return gate(ctx, { gameId: card.gameId ?? card.nodeId, nodeId: card.nodeId, vassalage: card.vassalage || LOTTERY_DIRECT_VENDOR });
  }
  const { card } = target;
  if (!card.nodeId) return { kind: 'unavailable' };
  return gate(ctx, { gameId: card.gameId ?? card.nodeId, nodeId: card.nodeId, vassalage: card.vassalage });
}

function gate(ctx: LaunchContext, params: LaunchParams): LaunchDecision {
  if (!ctx.loggedIn) return { kind: 'login' };
  if (ctx.trial && !ctx.freePlay) return { kind: 'trialRefused' };
  return { kind: 'launch', params };
}

/**
 * Only http(s) game addresses are played (a `javascript:` or `data:` URL in an
 * iframe would run in our origin). Relative addresses resolve against `base`.
 * Returns the absolute URL, or null when refused.
 */
export function safeGameUrl(raw: unknown, base: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * Puts a launch address on one of the permission's launch-game CDNs (§9: picked
 * at random). A relative address or an empty list keeps the address as it is.
 */
export function onCdn(address: string, cdns: readonly string[], random: () => number = Math.random): string {
  const cdn = pickRandom(cdns, random);
  if (!cdn || !/^https?:\/\//i.test(cdn)) return address;
  try {
    const from = new URL(address);
    const to = new URL(cdn);
    return new URL(from.pathname + from.search + from.hash, to).href;
  } catch {
    return address;
  }
}

export function pickRandom<T>(list: readonly T[], random: () => number = Math.random): T | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

/** The launch address from any of the answer shapes §3 lists. */
export function launchAddress(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  for (const k of ['game_url', 'game_url2', 'content', 'url']) if (typeof v[k] === 'string' && v[k]) return v[k] as string;
  return null;
}
