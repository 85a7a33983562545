import { proxy, ref } from 'valtio';
import { ApiError } from '@/api/errors';
import type { LoginValue } from '@/api/models';
import { closeLoginPopup } from '@/session/prompts';

/**
 * The extra step after a login from an unregistered IP (§4), pluggable like
 * human verification (human-verification.ts): the platform refuses a right
 * password with IP_VERIFICATION_REQUIRED and a ticket; `verifyLogin(challenge)`
 * runs the step and answers the login value, or null when the person gave up
 * (the flow then stops quietly). The default step is this feature's dialog
 * (IpVerificationDialog: phone + SMS code, bound email, bank account name or
 * Google code, whichever the account has); a brand may plug in another with
 * `setLoginVerifier`.
 */
export type IpMethod = 'sms' | 'email' | 'bankName' | 'google';
export interface IpChallenge {
  ticket: string;
  methods: IpMethod[];
  /** The bound phone and email, masked by the platform. */
  mobile: string | null;
  email: string | null;
}
export type LoginVerifier = (challenge: IpChallenge) => Promise<LoginValue | null>;

export const IP_VERIFICATION_REQUIRED = 'IP_VERIFICATION_REQUIRED';
const METHODS: readonly IpMethod[] = ['sms', 'email', 'bankName', 'google'];

/** The challenge a refusal carries, or null when the refusal is anything else. */
export function ipChallengeOf(err: unknown): IpChallenge | null {
  if (!(err instanceof ApiError) || err.code !== IP_VERIFICATION_REQUIRED) return null;
  const d = err.details as Partial<IpChallenge> | null | undefined;
  if (!d || typeof d.ticket !== 'string' || !d.ticket) return null;
  const methods = (Array.isArray(d.methods) ? d.methods : []).filter((m): m is IpMethod => METHODS.includes(m as IpMethod));
  return { ticket: d.ticket, methods: methods.length ? methods : ['bankName', 'google'], mobile: d.mobile ?? null, email: d.email ?? null };
}

/** The dialog's state: the open challenge and how to answer the waiting login. */
export const ipVerification = proxy({
  challenge: null as IpChallenge | null,
  finish: null as null | ((value: LoginValue | null) => void),
});

export const dialogVerifier: LoginVerifier = (challenge) =>
  new Promise((resolve) => {
    // A challenge still open (a second submit) is given up: one dialog at a time.
    ipVerification.finish?.(null);
    // One dialog at a time: the step replaces the login popup (a login page stays beneath).
    closeLoginPopup();
    ipVerification.challenge = challenge;
    ipVerification.finish = ref((value: LoginValue | null) => {
      ipVerification.challenge = null;
      ipVerification.finish = null;
      resolve(value);
    });
  });

let current: LoginVerifier = dialogVerifier;

export function setLoginVerifier(verifier: LoginVerifier): void {
  current = verifier;
}

export function verifyLogin(challenge: IpChallenge): Promise<LoginValue | null> {
  return current(challenge);
}

/** A login call with the step: the login value, or null when the person gave up the verification. Other refusals are thrown. */
export async function withLoginVerification(login: Promise<LoginValue>): Promise<LoginValue | null> {
  try {
    return await login;
  } catch (err) {
    const challenge = ipChallengeOf(err);
    if (!challenge) throw err;
    return verifyLogin(challenge);
  }
}
