import { useApiQuery } from '@/api/query';

export type BalanceState = { loading: boolean; amount: string | null; failed: boolean };

/**
 * The member's main wallet as the platform's decimal string ("12345.67"),
 * through the shared query cache: every money action (useApiMutation)
 * invalidates 'balance', so the header and the centre refresh by themselves.
 * refresh() refetches on demand. Loads when `enabled` (logged in).
 */
export function useBalance(enabled: boolean) {
  const q = useApiQuery('balance', { enabled, staleMs: 5_000 });
  const amount = q.data?.sumBalance ?? null;
  return { loading: q.status === 'loading', refreshing: q.refreshing, amount, failed: q.status === 'error', refresh: q.retry };
}
