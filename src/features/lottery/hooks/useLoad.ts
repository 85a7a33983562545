import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ErrorMessageKey } from '@/api/errors';

/**
 * Loads `fetcher` whenever `key` changes, cancelling the previous request.
 * The answer carries the key it answers, so "loading" is derived, not set.
 * `key` null means "do not load" (e.g. a member-only list for a visitor).
 */
export function useLoad<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): { data: T | null; error: ErrorMessageKey | null; loading: boolean; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const full = key === null ? null : `${key}#${attempt}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: ErrorMessageKey | null }>({ key: null, data: null, error: null });

  useEffect(() => {
    if (full === null) return;
    const ctrl = new AbortController();
    fetcher(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setState({ key: full, data, error: null }),
      (err: unknown) => !ctrl.signal.aborted && setState({ key: full, data: null, error: err instanceof ApiError ? err.messageKey : 'error.unknown' }),
    );
    return () => ctrl.abort();
    // The fetcher is re-created every render; `full` says when to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === full;
  return { data: current ? state.data : null, error: current ? state.error : null, loading: full !== null && !current, retry };
}
