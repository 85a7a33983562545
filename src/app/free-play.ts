import { setToken } from '@/session/session';
import { loadMember } from './bootstrap/member';

/**
 * The header's free demo (§6): the accounts feature's call makes a trial
 * (type 4) account; loaded on click so the auth code stays out of first load.
 * Returns false when the platform refused.
 */
export async function startFreePlay(merchantCode: string): Promise<boolean> {
  try {
    const { authApi } = await import('@/features/auth/api/authApi');
    const value = await authApi.loginFreePlay();
    setToken(value.token);
    await loadMember(merchantCode);
    return true;
  } catch (err) {
    console.warn('free play login failed', err);
    return false;
  }
}
