import { useBrand } from '@/brand/brand-config';

/**
 * The feature flags the accounts screens follow (§6), in one place so each
 * screen asks by meaning. TEMPORARY: reads the brand manifest with the
 * sandbox's defaults until src/flags (useFlag, manifest → settings tree →
 * default) lands; then this file is the only one to change.
 */
export interface AuthFlags {
  mobileRegistration: boolean;
  usernameRegistration: boolean;
  smsRegistrationVerification: boolean;
  smsLogin: boolean;
  mobilePasswordReset: boolean;
  forcePasswordChange: boolean;
  freePlay: boolean;
}

export function useAuthFlags(): AuthFlags {
  const f = useBrand().features as Partial<AuthFlags>;
  return {
    mobileRegistration: f.mobileRegistration ?? false,
    usernameRegistration: f.usernameRegistration ?? true,
    smsRegistrationVerification: f.smsRegistrationVerification ?? false,
    smsLogin: f.smsLogin ?? false,
    mobilePasswordReset: f.mobilePasswordReset ?? false,
    forcePasswordChange: f.forcePasswordChange ?? true,
    freePlay: f.freePlay ?? false,
  };
}
