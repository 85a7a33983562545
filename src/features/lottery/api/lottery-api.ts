import { api } from '@/api/api';
import type { Game } from '@/api/models';
import { launchAddress } from '@/lib/game-launch';
import { POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT, lotteryLobbyQuery, type LotteryLobbyInput } from '../lib/lottery';

/** The lottery feature's calls (§7), typed once. */
function listOf<T>(v: unknown): T[] {
  if (Array.isArray(v)) return v as T[];
  const o = v as { list?: T[]; content?: T[] } | null;
  return o?.list ?? o?.content ?? [];
}

export async function fetchLotteryLobby(i: LotteryLobbyInput, signal?: AbortSignal): Promise<string | null> {
  const v = await api.call<unknown>('lotteryLobby', { query: lotteryLobbyQuery(i), headers: { Language: i.language }, signal });
  return launchAddress(v);
}

/** Popular lottery for the home strip (§7, count 20). */
export async function fetchPopularLottery(q: { device: string; language: string }, signal?: AbortSignal): Promise<Game[]> {
  return listOf<Game>(await api.call('popularGames', { query: { count: POPULAR_LOTTERY_COUNT, device: q.device, language: q.language }, signal }));
}

export interface VnRegion {
  region: string;
  games: Game[];
}

export async function fetchVnMenu(q: { prizeMode: string; device: string }, signal?: AbortSignal): Promise<VnRegion[]> {
  return listOf<VnRegion>(await api.call('vnLotteryMenu', { query: { prizeMode: q.prizeMode, device: q.device }, signal }));
}

export async function fetchVnPopular(q: { prizeMode: string; device: string; language: string }, signal?: AbortSignal): Promise<Game[]> {
  return listOf<Game>(await api.call('vnPopularLottery', { query: { count: POPULAR_LOTTERY_COUNT, prizeMode: q.prizeMode, device: q.device, language: q.language }, signal }));
}

export interface NumberStat {
  number: string;
  count: number;
}

export async function fetchVnNumbers(q: { gameCode?: string }, signal?: AbortSignal): Promise<NumberStat[]> {
  return listOf<NumberStat>(await api.call('vnNumbers', { query: { count: VN_NUMBERS_COUNT, gameCode: q.gameCode }, signal }));
}

export interface OpenedDraw {
  gameCode: string;
  gameName: string;
  issueNo: string;
  openTime: string;
  numbers: string[];
}

export async function fetchVnOpened(signal?: AbortSignal): Promise<OpenedDraw[]> {
  return listOf<OpenedDraw>(await api.call('vnOpenedNumbers', { signal }));
}

export async function fetchVnRecent(signal?: AbortSignal): Promise<Game[]> {
  return listOf<Game>(await api.call('vnRecent', { signal }));
}

/** Lottery games of a category (ELOTT or LOTT), for /elott. */
export async function fetchLotteryGames(q: { gameType: 'ELOTT' | 'LOTT'; language: string }, signal?: AbortSignal): Promise<Game[]> {
  const v = await api.call<unknown>('gameList', { query: { clientType: 3, platform: 'html5-desktop', gameType: q.gameType, pageNo: 1, pageSize: 200, language: q.language }, signal });
  const o = v as { games?: Game[] } | null;
  return o?.games ?? listOf<Game>(v);
}
