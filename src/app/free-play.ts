import { signIn } from '@/session/lifecycle';

/**
 * The header's free demo (§6): the accounts feature's call makes a trial
 * (type 4) account; loaded on click so the auth code stays out of first load.
 * Returns false when the platform refused.
 */
export async function startFreePlay(): Promise<boolean> {
  try {
    const { authApi } = await import('@/features/auth/api/authApi');
    const value = await authApi.loginFreePlay();
    await signIn(value.token);
    return true;
  } catch (err) {
    console.warn('free play login failed', err);
    return false;
  }
}
