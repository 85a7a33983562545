import { useMemo } from 'react';
import { errorKey, type ErrorMessageKey } from '@/api/errors';
import type { GameVendorGroup } from '@/api/models';
import { useApiQuery } from '@/api/query';
import { MENUS_QUERY, MENUS_STALE_MS, menuGroups } from '../api/games-api';

export type MenusState =
  | { status: 'loading'; groups: null; error: null }
  | { status: 'ready'; groups: GameVendorGroup[]; error: null }
  | { status: 'error'; groups: null; error: ErrorMessageKey };

/**
 * Re-categorised game menus through the shared query cache: the side menu, the
 * home tiles, the hot strip and the lobby read one entry (one request).
 */
export function useGameMenus(): MenusState & { reload: () => void } {
  const q = useApiQuery('gameMenus', { query: MENUS_QUERY, staleMs: MENUS_STALE_MS });
  const groups = useMemo(() => (q.data ? menuGroups(q.data) : null), [q.data]);
  const state: MenusState = groups
    ? { status: 'ready', groups, error: null }
    : q.status === 'error'
      ? { status: 'error', groups: null, error: errorKey(q.error) }
      : { status: 'loading', groups: null, error: null };
  return { ...state, reload: q.retry };
}
