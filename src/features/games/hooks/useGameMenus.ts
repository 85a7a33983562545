import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ErrorMessageKey } from '@/api/errors';
import type { GameVendorGroup } from '@/api/models';
import { fetchGameMenus } from '../api/games-api';

export type MenusState =
  | { status: 'loading'; groups: null; error: null }
  | { status: 'ready'; groups: GameVendorGroup[]; error: null }
  | { status: 'error'; groups: null; error: ErrorMessageKey };

/** Re-categorised game menus from the session cache (or the server on flush / retry). */
export function useGameMenus(): MenusState & { reload: () => void } {
  const [state, setState] = useState<MenusState>({ status: 'loading', groups: null, error: null });
  const [flush, setFlush] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchGameMenus({ flush: flush > 0, signal: ctrl.signal }).then(
      (groups) => setState({ status: 'ready', groups, error: null }),
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        setState({ status: 'error', groups: null, error: err instanceof ApiError ? err.messageKey : 'error.unknown' });
      },
    );
    return () => ctrl.abort();
  }, [flush]);

  const reload = useCallback(() => {
    setState({ status: 'loading', groups: null, error: null });
    setFlush((n) => n + 1);
  }, []);
  return { ...state, reload };
}
