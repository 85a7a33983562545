/**
 * Pure pieces of the lottery feature (spec §3, §7, §9): the lottery-lobby
 * launch parameters and the per-user favourites kept under local key LOTTFAV.
 */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;
export const LOTTERY_FAVOURITES_KEY = 'LOTTFAV';

export interface LotteryLobbyInput {
  gameCode?: string | null;
  /** Prize mode (§3: Lott, ZY, Elott, SEA); the game's playType, else the brand's lotteryType. */
  prizeMode: string;
  device: string;
  /** Where the lottery's own "back" button returns: this portal. */
  backUrl: string;
  language: string;
}

/** §7 lottery lobby: lottoView is 'betting' with a game code, else 'lobby'. */
export function lotteryLobbyQuery(i: LotteryLobbyInput): Record<string, string> {
  const code = i.gameCode?.trim() ?? '';
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: i.prizeMode,
    lottoGameCode: code,
    lottoView: code ? 'betting' : 'lobby',
    device: i.device,
    backUrl: i.backUrl,
    language: i.language,
  };
}

export type LotteryFavourites = Record<string, string[]>;

/** Parses the stored map, dropping anything malformed (another tab or an old version may have written it). */
export function parseFavourites(raw: string | null): LotteryFavourites {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: LotteryFavourites = {};
    for (const [user, codes] of Object.entries(v as Record<string, unknown>)) {
      if (Array.isArray(codes)) out[user] = codes.filter((c): c is string => typeof c === 'string');
    }
    return out;
  } catch {
    return {};
  }
}

export function toggleFavourite(all: LotteryFavourites, username: string, gameCode: string): LotteryFavourites {
  const mine = all[username] ?? [];
  const next = mine.includes(gameCode) ? mine.filter((c) => c !== gameCode) : [...mine, gameCode];
  return { ...all, [username]: next };
}
