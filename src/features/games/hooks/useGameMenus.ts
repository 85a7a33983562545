import { useEffect, useMemo } from 'react';
import { errorKey, type ErrorMessageKey } from '@/api/errors';
import type { GameVendorGroup } from '@/api/models';
import { useApiQuery } from '@/api/query';
import { MENUS_QUERY, MENUS_STALE_MS, menuGroups } from '../api/games-api';
import { flushVendors, restoreVendors } from '../stores/vendor-cache';

export type MenusState =
  | { status: 'loading'; groups: null; error: null }
  | { status: 'ready'; groups: GameVendorGroup[]; error: null }
  | { status: 'error'; groups: null; error: ErrorMessageKey };

/**
 * Re-categorised game menus through the shared query cache: the side menu, the
 * home tiles, the hot strip and the lobby read one entry (one request), kept in
 * the session cache `gameVendor` (stores/vendor-cache.ts).
 */
export function useGameMenus(): MenusState & { reload: () => void } {
  // Before the query's own effect: the session's vendors (§4), seeded after hydration so the pre-rendered page matches.
  useEffect(() => restoreVendors(MENUS_QUERY), []);
  const q = useApiQuery('gameMenus', { query: MENUS_QUERY, staleMs: MENUS_STALE_MS });
  const groups = useMemo(() => (q.data ? menuGroups(q.data) : null), [q.data]);
  const state: MenusState = groups
    ? { status: 'ready', groups, error: null }
    : q.status === 'error'
      ? { status: 'error', groups: null, error: errorKey(q.error) }
      : { status: 'loading', groups: null, error: null };
  // A reload is the flush §4 speaks of: the platform answers again.
  return { ...state, reload: flushVendors };
}
