import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when `deps` change and tracks loading/ready/error, with `retry`
 * for ErrorState. The fetcher comes from the caller (a feature's api/), so this
 * shared hook knows nothing about endpoints. Stale answers are dropped.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset to loading when the inputs change
    setState((s) => (s.status === 'loading' ? s : { status: 'loading' }));
    load(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !ctrl.signal.aborted && setState({ status: 'error', error }),
    );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The §8 message key of an error for ErrorState (ApiError carries one; anything else is 'error.unknown'). */
export function errorKey(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  return typeof key === 'string' ? key : 'error.unknown';
}
