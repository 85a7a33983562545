import { useMemo } from 'react';
import { errorKey, type ErrorMessageKey } from '@/api/errors';
import type { Query } from '@/api/client';
import type { ResponseOf } from '@/api/contract';
import type { EndpointName } from '@/api/endpoints';
import { useApiQuery } from '@/api/query';

export interface LotteryRead<T> {
  data: T | null;
  error: ErrorMessageKey | null;
  loading: boolean;
  retry: () => void;
}

/**
 * A lottery read through the shared query cache, reshaped by `pick` (most
 * answers wrap a `list`). `enabled` false: not loaded (a member-only list for
 * a visitor). `fresh`: a cached answer is not shown while a new one loads
 * (a launch address signs the player in and must not be reused).
 */
export function useLotteryQuery<N extends EndpointName, T>(
  name: N,
  query: Query | undefined,
  pick: (answer: ResponseOf<N>) => T,
  options: { enabled?: boolean; staleMs?: number; fresh?: boolean } = {},
): LotteryRead<T> {
  const enabled = options.enabled ?? true;
  const q = useApiQuery(name, { query, enabled, staleMs: options.staleMs });
  const usable = q.data !== undefined && !(options.fresh && q.refreshing);
  // `pick` is a plain reshaping function re-created each render; the answer decides.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const data = useMemo(() => (usable ? pick(q.data as ResponseOf<N>) : null), [usable, q.data]);
  const error = q.status === 'error' && !usable ? errorKey(q.error) : null;
  return { data, error, loading: enabled && !usable && error === null, retry: q.retry };
}
