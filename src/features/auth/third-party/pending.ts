/**
 * A third-party sign-in in flight (issue 32, §6): what the browser must remember across the trip to the
 * provider and back — the provider, its issuer and client, the PKCE verifier, `state` and `nonce`, the redirect
 * address, and where the player was. Kept in sessionStorage (this tab only, gone with it), taken out once by
 * the callback whatever happens, and never older than 10 minutes.
 */
export type Provider = 'google' | 'facebook';
export const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

export interface PendingSignIn {
  provider: Provider;
  issuer: string;
  clientId: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  /** Where the player started: the page under the login popup, or /login itself. */
  returnTo: string;
  fromPage: boolean;
  startedAt: number;
}

const KEY = 'portal.thirdPartySignIn';
export const PENDING_MAX_AGE_MS = 10 * 60_000;

/** The one address providers send the browser back to: the login page (each provider registers it per domain). */
export const redirectUriOf = (origin: string) => `${origin}/login`;

export function savePending(p: PendingSignIn): void {
  sessionStorage.setItem(KEY, JSON.stringify(p));
}

/** The pending sign-in, removed as it is read (a callback is answered once). */
export function takePending(now = Date.now()): PendingSignIn | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as PendingSignIn;
    return now - p.startedAt <= PENDING_MAX_AGE_MS ? p : null;
  } catch {
    return null;
  }
}

/** Does this address look like a provider sending the browser back (a code or an error, with a state)? */
export function isCallbackSearch(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('state') && (q.has('code') || q.has('error'));
}
