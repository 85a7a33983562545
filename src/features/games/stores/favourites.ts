import { proxy } from 'valtio';
import type { Game } from '@/api/models';
import { session } from '@/session/session';
import { ApiError } from '@/api/errors';
import { prompts, requireRealAccount } from '@/session/prompts';
import { addFavourite, fetchFavouriteIds, removeFavourite } from '../api/games-api';

/**
 * The member's favourite node ids (§3: strings). The server is the truth; the
 * local list changes only after the server's add or remove succeeds (§4), so a
 * heart never shows a state the server does not have.
 */
export const favourites = proxy({
  ids: [] as string[],
  /** Token the ids belong to: a different member (or none) means reload. */
  owner: null as string | null,
  /** Node ids with an add/remove in flight (their hearts are busy). */
  busy: [] as string[],
});

let loading: Promise<void> | null = null;

export function ensureFavouriteIds(): Promise<void> {
  const token = session.token;
  if (!token) {
    favourites.ids = [];
    favourites.owner = null;
    return Promise.resolve();
  }
  if (favourites.owner === token) return Promise.resolve();
  loading ??= fetchFavouriteIds()
    .then((ids) => {
      if (session.token !== token) return;
      favourites.ids = ids;
      favourites.owner = token;
    })
    .catch(() => {
      // Hearts just show empty; favouriting still works and corrects the list.
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Returns the new state, or null when the gate refused or the server failed. */
export async function toggleFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<boolean | null> {
  // Visitors get the login popup, trial accounts the warning (§5).
  if (!requireRealAccount()) return null;
  const { nodeId } = game;
  if (favourites.busy.includes(nodeId)) return null;
  const wasFavourite = favourites.ids.includes(nodeId);
  favourites.busy.push(nodeId);
  try {
    const change = { nodeId, vendor: game.vassalage, gameType: game.gameType };
    await (wasFavourite ? removeFavourite(change) : addFavourite(change));
    favourites.ids = wasFavourite ? favourites.ids.filter((id) => id !== nodeId) : [...favourites.ids, nodeId];
    return !wasFavourite;
  } catch (err) {
    // Member info may not have arrived yet when a trial account taps: the server's refusal still shows the warning.
    if (err instanceof ApiError && err.code === 'TRIAL_ACCOUNT') prompts.trialWarning = true;
    return null;
  } finally {
    favourites.busy = favourites.busy.filter((id) => id !== nodeId);
  }
}
