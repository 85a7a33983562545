import { signIn } from '@/session/lifecycle';

/**
 * Free play (§6), the accounts feature's entry for the header's free demo: the
 * platform makes a trial (type 4) account and the session starts with it. The
 * call's module is loaded on click so the auth code stays out of first load.
 * Returns false when the platform refused.
 */
export async function startFreePlay(): Promise<boolean> {
  try {
    const { authApi } = await import('./api/authApi');
    const value = await authApi.loginFreePlay();
    await signIn(value.token);
    return true;
  } catch (err) {
    console.warn('free play login failed', err);
    return false;
  }
}
