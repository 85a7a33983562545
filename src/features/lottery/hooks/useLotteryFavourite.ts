import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { requireRealAccount } from '@/session/prompts';
import { session } from '@/session/session';
import { lotteryFavourites, toggleLotteryFavourite } from '../stores/lottery-favourites';

/** The signed-in player's lottery favourites (LOTTFAV) and a gated toggle. */
export function useLotteryFavourites(): { codes: readonly string[]; toggle: (g: Game) => void } {
  const { all } = useSnapshot(lotteryFavourites);
  const { member } = useSnapshot(session);
  const username = member?.account ?? null;
  const codes = (username && all[username]) || [];
  const toggle = useCallback((g: Game) => {
    // Favourites need a real account (§5): visitors log in, trial accounts are warned.
    if (!requireRealAccount()) return;
    const user = session.member?.account;
    const code = g.gameCode ?? g.code;
    if (user && code) toggleLotteryFavourite(user, code);
  }, []);
  return { codes, toggle };
}
