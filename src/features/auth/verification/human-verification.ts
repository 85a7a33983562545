/**
 * Human verification as a pluggable step (§4): every flow calls
 * `verifyHuman(scene)` before its sensitive call (register, sms, login) and
 * merges what it returns into the request; null means the person closed the
 * popup: registration stops quietly (§8), login says "login failure from a
 * closed popup, try again" (§8). A brand can plug in another provider (geetest,
 * reCAPTCHA…) with `setHumanVerifier` without touching any flow.
 *
 * The default is the platform's image captcha, which lives INLINE in the forms
 * (the captcha field with its CaptchaImage: on registration when the server's
 * rules enable it, on login once a refusal asks for it), so the default step has
 * nothing to add to the request. For the sms scene the platform's image captcha
 * is not checked (its SMS calls are rate-limited server-side instead), so asking
 * for one there would be friction without protection; a provider that guards
 * SMS sends plugs in here.
 */
export type VerificationScene = 'register' | 'sms' | 'login';
/** Fields merged into the request (e.g. geetest's challenge/validate/seccode). */
export type VerificationResult = Record<string, string>;

export interface VerifyOptions {
  /** The form carries a filled-in inline image captcha. */
  inlineCaptcha?: boolean;
}
export type HumanVerifier = (scene: VerificationScene, options: VerifyOptions) => Promise<VerificationResult | null>;

export const imageCaptchaVerifier: HumanVerifier = async () => ({});

let current: HumanVerifier = imageCaptchaVerifier;

export function setHumanVerifier(verifier: HumanVerifier): void {
  current = verifier;
}

export function verifyHuman(scene: VerificationScene, options: VerifyOptions = {}): Promise<VerificationResult | null> {
  return current(scene, options);
}
