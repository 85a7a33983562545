import { api } from '@/api/api';
import type { ResponseOf } from '@/api/contract';
import { fetchQuery } from '@/api/query';
import type { Game, GameCategory, GameListPage, GameVendorGroup } from '@/api/models';
import { recategorise } from '@/lib/game-categories';
import { launchAddress } from '@/lib/game-launch';
import { restoreVendors } from '../stores/vendor-cache';

/**
 * The games feature's calls (spec §7), typed once. Components and hooks call
 * these, never api.call directly, so parameter names live in one file.
 */
export const PAGE_SIZE = 42;
/** Web game requests (§9). */
export const CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'html5-desktop';
/** Hot games are asked for with isPlatform 2 (§9). */
export const HOT_IS_PLATFORM = 2;

/** The game-menus call's query; one constant so every reader shares one cache entry. */
export const MENUS_QUERY = { platform: GAME_PLATFORM } as const;
/** §4: the vendors hold for the session (stores/vendor-cache.ts) until a flush asks the platform again. */
export const MENUS_STALE_MS = Number.POSITIVE_INFINITY;

/** Re-categorised once per answer, so every reader of one answer gets the same groups (stable for memo). */
const regrouped = new WeakMap<object, GameVendorGroup[]>();
export function menuGroups(answer: ResponseOf<'gameMenus'>): GameVendorGroup[] {
  let groups = regrouped.get(answer);
  if (!groups) {
    groups = recategorise(answer);
    regrouped.set(answer, groups);
  }
  return groups;
}

/** Game menus, re-categorised (§4), through the shared query cache (the same entry useGameMenus reads). */
export async function fetchGameMenus(): Promise<GameVendorGroup[]> {
  restoreVendors(MENUS_QUERY);
  const answer = await fetchQuery('gameMenus', { query: MENUS_QUERY, staleMs: MENUS_STALE_MS });
  return menuGroups(answer);
}

export interface GameListQuery {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  pageNo: number;
  language: string;
}

/**
 * Game-list pages already fetched (or being prefetched) in this session, so the
 * next page, prefetched while the player looks at this one, paints at once.
 * Small (12 pages) and short-lived (60 s): the catalogue changes rarely, and a
 * stale minute is harmless for browsing.
 */
const LIST_CACHE_SIZE = 12;
const LIST_TTL_MS = 60_000;
const listCache = new Map<string, { at: number; page: Promise<GameListPage>; value?: GameListPage }>();

function listQuery(q: GameListQuery) {
  return {
    clientType: CLIENT_TYPE,
    platform: GAME_PLATFORM,
    gameType: q.gameType,
    vassalage: q.vassalage,
    gameClassify: q.gameClassify || undefined,
    gameName: q.gameName?.trim() || undefined,
    minBet: q.minBet,
    pageNo: q.pageNo,
    pageSize: PAGE_SIZE,
    language: q.language,
  };
}

const listKey = (q: GameListQuery) => JSON.stringify(listQuery(q));

function cached(key: string): Promise<GameListPage> | null {
  const hit = listCache.get(key);
  if (!hit) return null;
  if (Date.now() - hit.at > LIST_TTL_MS) {
    listCache.delete(key);
    return null;
  }
  listCache.delete(key); // most recently used last
  listCache.set(key, hit);
  return hit.page;
}

function remember(key: string, page: Promise<GameListPage>): void {
  const entry: { at: number; page: Promise<GameListPage>; value?: GameListPage } = { at: Date.now(), page };
  listCache.set(key, entry);
  page.then(
    (value) => {
      entry.value = value;
    },
    () => listCache.delete(key), // failures are never served from the cache
  );
  while (listCache.size > LIST_CACHE_SIZE) listCache.delete(listCache.keys().next().value!);
}

/** Waits for a shared promise, giving up (not cancelling it) when `signal` aborts. */
function until<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A page already in memory, synchronously: the lobby renders it in the same
 * pass as the click, with no "loading" frame in between.
 */
export function peekGameList(q: GameListQuery): GameListPage | null {
  const hit = listCache.get(listKey(q));
  return hit?.value && Date.now() - hit.at <= LIST_TTL_MS ? hit.value : null;
}

/**
 * One page of games. A request of its own (cancelled by `signal`, so a stale
 * search dies on the network) unless the page is cached or being prefetched.
 */
export function fetchGameList(q: GameListQuery, signal?: AbortSignal): Promise<GameListPage> {
  const key = listKey(q);
  const hit = cached(key);
  if (hit) return until(hit, signal);
  const page = api.call('gameList', { query: listQuery(q), signal });
  page.then(
    (value) => remember(key, Promise.resolve(value)),
    () => {},
  );
  return page;
}

/** Forgets every cached page (tests; a language or catalogue change does not need it: both are in the key). */
export function clearGameListCache(): void {
  listCache.clear();
}

/** Starts fetching a page the player is likely to open next (not cancelled: it is shared). */
export function prefetchGameList(q: GameListQuery): void {
  const key = listKey(q);
  if (cached(key)) return;
  const page = api.call('gameList', { query: listQuery(q) });
  page.catch(() => {}); // a failed prefetch is forgotten; the real request will report
  remember(key, page);
}

/** Recent games answer { list }, favourites { content } (§7): one page shape for the grid. */
function asPage(games: Game[], totalPages: number | undefined, pageNo: number): GameListPage {
  return { games, totalPages: Math.max(1, totalPages ?? 1), totalCount: games.length, pageNo, pageSize: PAGE_SIZE };
}

export interface HotGamesInput {
  merchantCode: string;
  gameType?: GameCategory;
  vassalage?: string;
  language: string;
}

/** The hot-games call's query (§9: isPlatform 2), shared by the home strip's cached read and the lobby's hot view. */
export function hotGamesQuery(q: HotGamesInput) {
  return {
    merchantCode: q.merchantCode,
    isPlatform: HOT_IS_PLATFORM,
    gameType: q.gameType,
    vassalage: q.vassalage,
    platform: 'flash,html5-desktop',
    language: q.language,
  };
}

export async function fetchHotGames(q: HotGamesInput, signal?: AbortSignal): Promise<Game[]> {
  return (await api.call('hotGames', { query: hotGamesQuery(q), signal })).list;
}

export function fetchRecentGames(q: { vassalage?: string; pageNo: number; language: string }, signal?: AbortSignal): Promise<GameListPage> {
  return api
    .call('recentGames', { query: { clientType: CLIENT_TYPE, vassalage: q.vassalage, pageNo: q.pageNo, pageSize: PAGE_SIZE, language: q.language }, signal })
    .then((v) => asPage(v.list, v.totalPages, q.pageNo));
}

export function fetchFavouriteList(q: { pageNo: number; language: string }, signal?: AbortSignal): Promise<GameListPage> {
  return api
    .call('favouriteList', {
      query: { clientType: CLIENT_TYPE, platform: 'flash', gameType: 'RNG', pageNo: q.pageNo, pageSize: PAGE_SIZE, language: q.language },
      signal,
    })
    .then((v) => asPage(v.content, v.totalPages, q.pageNo));
}

export function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return api.call('favouriteIds', { signal });
}

export interface FavouriteChange {
  nodeId: string;
  vendor: string;
  gameType: GameCategory;
}

export function addFavourite(f: FavouriteChange): Promise<null> {
  return api.call('favouriteAdd', { body: f });
}

export function removeFavourite(f: FavouriteChange): Promise<null> {
  return api.call('favouriteRemove', { query: { ...f } });
}

export async function fetchSubGames(q: { nodeId: string; vassalage: string; language: string }, signal?: AbortSignal): Promise<Game[]> {
  const v = await api.call('subGames', {
    query: { parentNodeId: q.nodeId, nodeId: q.nodeId, vassalage: q.vassalage, clientType: CLIENT_TYPE, language: q.language },
    signal,
  });
  return v.list;
}

/** §3 launch request. The answer's address is returned raw: the caller vets it. */
export interface LaunchRequest {
  gameId: string;
  nodeId: string;
  vassalage: string;
  username: string;
  token: string;
  merchantCode: string;
  language: string;
}

export async function fetchLaunchAddress(r: LaunchRequest, signal?: AbortSignal): Promise<string | null> {
  const v = await api.call('launchGame', {
    query: {
      gameId: r.gameId,
      nodeId: r.nodeId,
      accountType: 1,
      confirmTrans: 0,
      vassalage: r.vassalage,
      launchMode: 'GLS',
      platform: GAME_PLATFORM,
      clientType: CLIENT_TYPE,
      username: r.username,
      token: r.token,
      merchantCode: r.merchantCode,
      language: r.language,
    },
    headers: { Language: r.language },
    signal,
  });
  return launchAddress(v);
}
