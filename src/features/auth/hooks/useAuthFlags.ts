import { useFlag } from '@/flags/useFlag';

/**
 * The feature flags the accounts screens follow (§6), gathered so each screen
 * asks by meaning. Resolution (manifest → server settings tree → default) is
 * src/flags' job; nothing here reads the tree.
 */
export interface AuthFlags {
  mobileRegistration: boolean;
  usernameRegistration: boolean;
  /** MOBILENUMPASSREG3: mobile registration sets a password too. */
  mobilePasswordRegistration: boolean;
  smsRegistrationVerification: boolean;
  smsLogin: boolean;
  mobilePasswordReset: boolean;
  forcePasswordChange: boolean;
  freePlay: boolean;
  /** CAPTCHA3: the platform asks for the captcha on every login, not only after failures. */
  captchaAlways: boolean;
  /** Third-party sign-in offered in the login dialog (§6). */
  googleLogin: boolean;
  facebookLogin: boolean;
  /** SMS codes go through Firebase phone auth instead of the platform (§4, §9). */
  firebaseSms: boolean;
}

export function useAuthFlags(): AuthFlags {
  return {
    mobileRegistration: useFlag('mobileRegistration'),
    usernameRegistration: useFlag('usernameRegistration'),
    mobilePasswordRegistration: useFlag('mobilePasswordRegistration'),
    smsRegistrationVerification: useFlag('smsRegistrationVerification'),
    smsLogin: useFlag('smsLogin'),
    mobilePasswordReset: useFlag('mobilePasswordReset'),
    forcePasswordChange: useFlag('forcePasswordChange'),
    freePlay: useFlag('freePlay'),
    captchaAlways: useFlag('captcha'),
    googleLogin: useFlag('googleLogin'),
    facebookLogin: useFlag('facebookLogin'),
    firebaseSms: useFlag('firebaseSms'),
  };
}
