import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApiQuery } from '@/api/query';
import { session, setMember } from './session';

/**
 * The member behind the session, kept current from the shared query cache:
 * mounted once by src/app, so a restored or `?token=` session gets its member,
 * and a feature that changes the member (nickname, avatar, unread count) only
 * invalidates 'memberInfo' for the header and role checks to follow. A refused
 * token ends the session through the client's onNotLoggedIn (lifecycle.ts).
 */
export function useMemberSync(): void {
  const { token } = useSnapshot(session);
  const q = useApiQuery('memberInfo', { enabled: Boolean(token), staleMs: 60_000 });
  useEffect(() => {
    if (token && q.data) setMember(q.data);
  }, [token, q.data]);
}
