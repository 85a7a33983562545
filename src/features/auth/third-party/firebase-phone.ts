import { signInConfig } from './sign-in-config';

/**
 * The Firebase route of SMS codes (§4, §9; issue 32): where the settings tree chooses it (FIREBASESMS3), the
 * code is sent and checked by Firebase phone authentication, not by the platform, and the platform takes the
 * Firebase ID token that proves the number. The Identity Toolkit REST exchange the Firebase SDK makes
 * (sendVerificationCode → sessionInfo; signInWithPhoneNumber → idToken) against the endpoint the platform's
 * configuration names: Google's in production, the sandbox's stand-in locally. Both steps answer null on any
 * failure: the spec's flows stop silently.
 */
export const FIREBASE_CHANNEL = 'sms';

/** §4: a plus, the dialing code, the number. */
export const firebasePhoneNumber = (dialCode: string, mobile: string) => `+${dialCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;

async function identityToolkit(method: string, body: Record<string, string>): Promise<Record<string, unknown> | null> {
  try {
    const firebase = (await signInConfig()).firebase;
    if (!firebase) return null;
    const res = await fetch(`${firebase.endpoint}/accounts:${method}?key=${encodeURIComponent(firebase.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.ok ? ((await res.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Sends a code to the number; its session (to confirm the code with), or null. */
export async function firebaseSendCode(phoneNumber: string): Promise<string | null> {
  const answer = await identityToolkit('sendVerificationCode', { phoneNumber });
  return typeof answer?.sessionInfo === 'string' ? answer.sessionInfo : null;
}

/** The Firebase ID token for a right code, or null (wrong or expired code, no session, no network). */
export async function firebaseConfirmCode(sessionInfo: string | null, code: string): Promise<string | null> {
  if (!sessionInfo || !code) return null;
  const answer = await identityToolkit('signInWithPhoneNumber', { sessionInfo, code });
  return typeof answer?.idToken === 'string' ? answer.idToken : null;
}
