import { api } from '@/api/api';
import { askHuman } from './human-check';

/**
 * Human verification as a pluggable step (§4): every flow calls
 * `verifyHuman(scene)` before its sensitive call (register, sms, login) and
 * merges what it returns into the request; null means the person closed the
 * popup: registration stops quietly (§8), login says "login failure from a
 * closed popup, try again" (§8). A brand can plug in another provider (geetest,
 * reCAPTCHA…) with `setHumanVerifier` without touching any flow.
 *
 * For login and register the default is the platform's image captcha, which lives INLINE in the forms
 * (the captcha field with its CaptchaImage: on registration when the server's
 * rules enable it, on login once a refusal asks for it), so the default step has
 * nothing to add to the request. For the sms scene the platform says which
 * provider guards its SMS sends (`platformVerifier` below).
 */
export type VerificationScene = 'register' | 'sms' | 'login';
/** Fields merged into the request (e.g. geetest's challenge/validate/seccode). */
export type VerificationResult = Record<string, string>;

export interface VerifyOptions {
  /** The form carries a filled-in inline image captcha. */
  inlineCaptcha?: boolean;
  /** The platform asked for its own check (a login after failed tries, `human: true`): the provider's check first. */
  platformCheck?: boolean;
}
export type HumanVerifier = (scene: VerificationScene, options: VerifyOptions) => Promise<VerificationResult | null>;

export const imageCaptchaVerifier: HumanVerifier = async () => ({});

/**
 * The platform decides the provider per brand (issue 32): before an SMS send the portal asks for a challenge;
 * with `token` ("I'm not a robot") or `slider` (the puzzle) the person answers it in HumanCheckDialog and the
 * send carries the one-use pass token (`humanToken`); with `captcha` the dialog asks for the image captcha and
 * the send carries it (`captcha`); with `none` nothing is added. Login and register keep their inline image
 * captcha, unless the platform asked a login for its provider's check after failed tries (`platformCheck`).
 */
export const platformVerifier: HumanVerifier = async (scene, options) => {
  if (scene !== 'sms' && !options.platformCheck) return imageCaptchaVerifier(scene, options);
  const challenge = await api.call('humanChallenge');
  if (challenge.provider === 'none' || (scene !== 'sms' && challenge.provider === 'captcha')) return {};
  return askHuman(challenge);
};

let current: HumanVerifier = platformVerifier;

export function setHumanVerifier(verifier: HumanVerifier): void {
  current = verifier;
}

export function verifyHuman(scene: VerificationScene, options: VerifyOptions = {}): Promise<VerificationResult | null> {
  return current(scene, options);
}
