import { useSnapshot } from 'valtio';
import { flagTable, type FlagKey } from '@/flags/flags';
import { flagSources } from '@/flags/store';
import { useFlag } from '@/flags/useFlag';
import { useLoginState } from './useLoginState';

/**
 * The feature flags the accounts screens follow (§6), gathered so each screen
 * asks by meaning. Resolution (manifest → server settings tree → default) is
 * src/flags' job; nothing here reads the tree. The platform's login state (§3)
 * answers too: it stands in for the settings tree's registration switches when
 * the tree could not be read (the manifest still wins), and its `validate` asks
 * for the captcha on every login as CAPTCHA3 does.
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
  /** DIRECTREG3: registration is open (its routes, the header button and the login form's way to it). */
  directRegistration: boolean;
}

export function useAuthFlags(): AuthFlags {
  const { status, features } = useSnapshot(flagSources);
  const login = useLoginState();
  /** The flag, unless the tree failed, the manifest leaves it open and the login state has an answer. */
  const orLoginState = (key: FlagKey, value: boolean, fromLoginState: boolean | undefined) => {
    const manifestKey = flagTable[key].manifestKey;
    const manifestDecides = manifestKey !== null && typeof features[manifestKey] === 'boolean';
    return status === 'failed' && !manifestDecides && fromLoginState !== undefined ? fromLoginState : value;
  };
  return {
    mobileRegistration: orLoginState('mobileRegistration', useFlag('mobileRegistration'), login?.mobileReg),
    usernameRegistration: orLoginState('usernameRegistration', useFlag('usernameRegistration'), login?.usernameEnabled),
    mobilePasswordRegistration: orLoginState('mobilePasswordRegistration', useFlag('mobilePasswordRegistration'), login?.mobileRegPass),
    smsRegistrationVerification: orLoginState('smsRegistrationVerification', useFlag('smsRegistrationVerification'), login?.smsEnabled),
    smsLogin: useFlag('smsLogin'),
    mobilePasswordReset: useFlag('mobilePasswordReset'),
    forcePasswordChange: useFlag('forcePasswordChange'),
    freePlay: useFlag('freePlay'),
    captchaAlways: useFlag('captcha') || login?.validate === true,
    googleLogin: useFlag('googleLogin'),
    facebookLogin: useFlag('facebookLogin'),
    firebaseSms: useFlag('firebaseSms'),
    directRegistration: useFlag('directRegistration'),
  };
}
