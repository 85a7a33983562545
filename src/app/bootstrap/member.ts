import { api } from '@/api/api';
import { ApiError } from '@/api/errors';
import { clearSession, session, setMember, type MemberInfo } from '@/session/session';

/**
 * Loads the member behind the session token (after a restored session or a
 * `?token=` login). A token the platform refuses is dropped, so the header never
 * shows a logged-in state with nobody behind it.
 */
export async function loadMember(merchantCode: string): Promise<void> {
  if (!session.token) return;
  try {
    setMember(await api.call<MemberInfo>('memberInfo'));
  } catch (err) {
    if (err instanceof ApiError && err.messageKey === 'error.notLoggedIn') clearSession(merchantCode);
    else console.warn('member info failed to load', err);
  }
}
