import type { SignInConfig } from '@/api/types.generated';
import { authApi } from '../api/auth-api';

/**
 * The platform's sign-in configuration (signInConfig: OpenID Connect clients, Firebase), asked once per page
 * load when a player first needs it; a failed answer is asked again next time.
 */
let asked: Promise<SignInConfig> | null = null;

export function signInConfig(): Promise<SignInConfig> {
  asked ??= authApi.signInConfig().catch((err: unknown) => {
    asked = null;
    throw err;
  });
  return asked;
}
