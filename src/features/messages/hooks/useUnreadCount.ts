import { useSnapshot } from 'valtio';
import { useApiQuery } from '@/api/query';
import { session, TRIAL_ACCOUNT_TYPE } from '@/session/session';

/**
 * The member's unread platform messages (§3 "Unread message count"), shared by
 * the header avatar, the side menu and the messages page through the query
 * cache: reading or deleting a message invalidates `unreadCount`, so every
 * badge follows. Visitors and trial accounts have none (0, no request).
 */
export function useUnreadCount(): number {
  const s = useSnapshot(session);
  const enabled = Boolean(s.token) && Boolean(s.member) && s.member?.type !== TRIAL_ACCOUNT_TYPE;
  const q = useApiQuery('unreadCount', { enabled, staleMs: 60_000 });
  return enabled && q.data ? q.data.unReadCount : 0;
}
