import { parsePage } from '@/lib/pagination';

/**
 * Lobby state that belongs in the address (spec §2, §4): a reload, a shared
 * link or the back button after a game returns to the same tab, page and
 * search. `page` is the vendor tab (the spec's name for it on /rng); the game
 * page number is `pageNo`. Pure: parse and serialise only.
 */
export const LOBBY_VIEWS = ['all', 'hot', 'recent', 'favourites'] as const;
export type LobbyView = (typeof LOBBY_VIEWS)[number];

export interface LobbyParams {
  vendor: string | null;
  pageNo: number;
  q: string;
  view: LobbyView;
  classify: string | null;
  minBet: number | null;
}

export const defaultLobbyParams: LobbyParams = { vendor: null, pageNo: 1, q: '', view: 'all', classify: null, minBet: null };

export function parseLobbyParams(sp: URLSearchParams, vendors: readonly string[] | null): LobbyParams {
  const vendor = sp.get('page');
  const view = sp.get('view');
  const minBet = Number(sp.get('minBet'));
  return {
    // An unknown vendor (hidden for this merchant, or a typo) falls back to all games.
    vendor: vendor && (!vendors || vendors.includes(vendor)) ? vendor : null,
    pageNo: parsePage(sp.get('pageNo')),
    q: (sp.get('q') ?? '').slice(0, 64),
    view: (LOBBY_VIEWS as readonly string[]).includes(view ?? '') ? (view as LobbyView) : 'all',
    classify: sp.get('classify') || null,
    minBet: sp.has('minBet') && Number.isFinite(minBet) && minBet > 0 ? minBet : null,
  };
}

/**
 * Applies a change. Anything that changes which games match sends the player
 * back to page 1; only an explicit pageNo keeps its value.
 */
export function updateLobbyParams(current: LobbyParams, change: Partial<LobbyParams>): LobbyParams {
  const next = { ...current, ...change };
  const filtersChanged = (['vendor', 'q', 'view', 'classify', 'minBet'] as const).some((k) => k in change && change[k] !== current[k]);
  if (filtersChanged && !('pageNo' in change)) next.pageNo = 1;
  return next;
}

export function lobbySearch(p: LobbyParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.vendor) sp.set('page', p.vendor);
  if (p.view !== 'all') sp.set('view', p.view);
  if (p.q.trim()) sp.set('q', p.q);
  if (p.classify) sp.set('classify', p.classify);
  if (p.minBet !== null) sp.set('minBet', String(p.minBet));
  if (p.pageNo > 1) sp.set('pageNo', String(p.pageNo));
  return sp;
}
