import type { LoginValue } from '@/api/models';

/**
 * What happens right after the platform accepts a login (§4): the forced
 * change-password modal when the password is the platform's default, or expired
 * while forced change is on — never for SMS logins, which typed no password.
 * Otherwise the member info loads and the player goes home.
 */
export type LoginMethod = 'username' | 'sms' | 'firebase' | 'register' | 'freePlay' | 'phoneReset' | 'google' | 'facebook';

/** The platform's default password (§9 "{secret}"): accounts created by an agent start with it. */
export const PLATFORM_DEFAULT_PASSWORD = 'a123456';

export interface AfterLoginInput {
  value: Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>;
  method: LoginMethod;
  /** The password just typed (username logins only); compared, never stored. */
  password?: string;
  forceChangeOnExpiry: boolean;
}

export interface AfterLoginDecision {
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
}

export function afterLogin({ value, method, password, forceChangeOnExpiry }: AfterLoginInput): AfterLoginDecision {
  const typedPassword = method === 'username';
  const isDefault = typedPassword && password === PLATFORM_DEFAULT_PASSWORD;
  const expiredAndForced = typedPassword && value.passwordExpired && forceChangeOnExpiry;
  return { firstTimeLogin: value.firstTimeLogin, mustChangePassword: isDefault || expiredAndForced };
}
