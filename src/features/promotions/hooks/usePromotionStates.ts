import { useSnapshot } from 'valtio';
import type { PromotionState } from '@/api/models';
import { useApiQuery } from '@/api/query';
import { session, TRIAL_ACCOUNT_TYPE } from '@/session/session';

/**
 * The logged-in member's status of every promotion, by id. Visitors and trial
 * accounts have none (they see the list's own status; acting asks them to log
 * in or use a real account).
 */
export function usePromotionStates(): { states: Map<number, PromotionState> | null; loading: boolean } {
  const s = useSnapshot(session);
  const enabled = Boolean(s.token) && s.member?.type !== TRIAL_ACCOUNT_TYPE;
  const res = useApiQuery('promotionStates', { enabled, staleMs: 10_000 });
  if (!enabled) return { states: null, loading: false };
  return { states: res.data ? new Map(res.data.list.map((x) => [x.promotionId, x])) : null, loading: res.status === 'loading' };
}
