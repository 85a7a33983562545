import { signIn } from '@/session/lifecycle';
import { errorKey, type ErrorMessageKey } from '@/api/errors';

/**
 * Free play (§6), the accounts feature's entry for the header's free demo: the
 * platform makes a trial (type 4) account and the session starts with it. The
 * call's module is loaded on click so the auth code stays out of first load.
 * Returns null once signed in, else the §8 message key of the refusal, for the player to read.
 */
export async function startFreePlay(): Promise<ErrorMessageKey | null> {
  try {
    const { authApi } = await import('./api/auth-api');
    const value = await authApi.loginFreePlay();
    await signIn(value.token);
    return null;
  } catch (err) {
    return errorKey(err);
  }
}
