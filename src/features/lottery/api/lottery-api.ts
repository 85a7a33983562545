import type { Game, VnLotteryMenu, VnNumbers, VnOpened } from '@/api/models';
import { POPULAR_LOTTERY_COUNT, VN_NUMBERS_COUNT } from '../lib/lottery';

/**
 * The lottery feature's calls (§7) as queries for the shared cache
 * (src/api/query.ts): the parameter names live here, the pages read with
 * useLotteryQuery; each answer's type comes from the contract.
 */

/** Popular lottery for the home strip and the VN lobby (§7, count 20). */
export const popularLotteryQuery = (q: { device: string; language: string }) => ({ count: POPULAR_LOTTERY_COUNT, device: q.device, language: q.language });

export type VnRegion = VnLotteryMenu['list'][number];
export const vnMenuQuery = (q: { prizeMode: string; device: string }) => ({ prizeMode: q.prizeMode, device: q.device });
export const vnPopularQuery = (q: { prizeMode: string; device: string; language: string }) => ({
  count: POPULAR_LOTTERY_COUNT,
  prizeMode: q.prizeMode,
  device: q.device,
  language: q.language,
});

export type NumberStat = VnNumbers['list'][number];
export const vnNumbersQuery = (q: { gameCode?: string }) => ({ count: VN_NUMBERS_COUNT, gameCode: q.gameCode });

export type OpenedDraw = VnOpened['list'][number];

/** Lottery games of a category (ELOTT or LOTT), for /elott. */
export const lotteryGamesQuery = (q: { gameType: 'ELOTT' | 'LOTT'; language: string }) => ({
  clientType: 3,
  platform: 'html5-desktop',
  gameType: q.gameType,
  pageNo: 1,
  pageSize: 200,
  language: q.language,
});

/** Most lottery answers are `{ list }`. */
export const listOf = <T>(answer: { list: T[] }): T[] => answer.list;
export const gamesOf = (answer: { games: Game[] }): Game[] => answer.games;
