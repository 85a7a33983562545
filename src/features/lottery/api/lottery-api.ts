import { api } from '@/api/api';
import type { Game, VnLotteryMenu, VnNumbers, VnOpened } from '@/api/models';
import { launchAddress } from '@/lib/game-launch';
import { POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT, lotteryLobbyQuery, type LotteryLobbyInput } from '../lib/lottery';

/** The lottery feature's calls (§7); each answer's type comes from the contract (src/api/contract.ts). */

export async function fetchLotteryLobby(i: LotteryLobbyInput, signal?: AbortSignal): Promise<string | null> {
  const v = await api.call('lotteryLobby', { query: lotteryLobbyQuery(i), headers: { Language: i.language }, signal });
  return launchAddress(v);
}

/** Popular lottery for the home strip (§7, count 20). */
export async function fetchPopularLottery(q: { device: string; language: string }, signal?: AbortSignal): Promise<Game[]> {
  return (await api.call('popularGames', { query: { count: POPULAR_LOTTERY_COUNT, device: q.device, language: q.language }, signal })).list;
}

export type VnRegion = VnLotteryMenu['list'][number];

export async function fetchVnMenu(q: { prizeMode: string; device: string }, signal?: AbortSignal): Promise<VnRegion[]> {
  return (await api.call('vnLotteryMenu', { query: { prizeMode: q.prizeMode, device: q.device }, signal })).list;
}

export async function fetchVnPopular(q: { prizeMode: string; device: string; language: string }, signal?: AbortSignal): Promise<Game[]> {
  return (await api.call('vnPopularLottery', { query: { count: POPULAR_LOTTERY_COUNT, prizeMode: q.prizeMode, device: q.device, language: q.language }, signal })).list;
}

export type NumberStat = VnNumbers['list'][number];

export async function fetchVnNumbers(q: { gameCode?: string }, signal?: AbortSignal): Promise<NumberStat[]> {
  return (await api.call('vnNumbers', { query: { count: VN_NUMBERS_COUNT, gameCode: q.gameCode }, signal })).list;
}

export type OpenedDraw = VnOpened['list'][number];

export async function fetchVnOpened(signal?: AbortSignal): Promise<OpenedDraw[]> {
  return (await api.call('vnOpenedNumbers', { signal })).list;
}

export async function fetchVnRecent(signal?: AbortSignal): Promise<Game[]> {
  return (await api.call('vnRecent', { signal })).list;
}

/** Lottery games of a category (ELOTT or LOTT), for /elott. */
export async function fetchLotteryGames(q: { gameType: 'ELOTT' | 'LOTT'; language: string }, signal?: AbortSignal): Promise<Game[]> {
  const v = await api.call('gameList', { query: { clientType: 3, platform: 'html5-desktop', gameType: q.gameType, pageNo: 1, pageSize: 200, language: q.language }, signal });
  return v.games;
}
