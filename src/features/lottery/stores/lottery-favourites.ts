import { proxy } from 'valtio';
import { LOTTERY_FAVOURITES_KEY, parseFavourites, toggleFavourite } from '../lib/lottery';

/**
 * Lottery favourites per user (§3: local key LOTTFAV, keyed by username). Local
 * only: the platform has no lottery favourites call. Re-read on every change so
 * two tabs do not overwrite each other's picks.
 */
export const lotteryFavourites = proxy({ all: read() });

function read() {
  try {
    return parseFavourites(localStorage.getItem(LOTTERY_FAVOURITES_KEY));
  } catch {
    return {};
  }
}

export function toggleLotteryFavourite(username: string, gameCode: string): void {
  const next = toggleFavourite(read(), username, gameCode);
  lotteryFavourites.all = next;
  try {
    localStorage.setItem(LOTTERY_FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: kept for this page only
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === LOTTERY_FAVOURITES_KEY) lotteryFavourites.all = read();
  });
}
