import { api } from '@/api/api';
import { ApiError } from '@/api/errors';
import { fetchQuery, resetQueries } from '@/api/query';
import { openLoginPopup } from './prompts';
import { clearSession, restoreSession, session, setMember, setToken } from './session';
import { takeTokenFromUrl } from './url-token';

/**
 * The session's whole life in one place: sign in (a token from any flow: password,
 * SMS, registration, free play, `?token=`), load the member behind it, lose it
 * (the platform refuses the token on any call: clear, ask to log in again, come
 * back to the same page) and sign out. Features call these; none of them
 * clears or fills the session by itself.
 */

/** Where the player was when the platform dropped the session; the next login returns there. */
let returnTo: string | null = null;

/**
 * Loads the member behind the session token (after a restored session, a
 * `?token=` login or any sign-in). A token the platform refuses ends the session
 * (the API client reports it, see `sessionExpired`), so the header never shows a
 * logged-in state with nobody behind it; any other failure leaves a usable session.
 */
export async function loadMember(): Promise<void> {
  if (!session.token) return;
  try {
    // Through the query cache: joins the request useMemberSync may have in flight, and refreshes its entry.
    setMember(await fetchQuery('memberInfo', { staleMs: 0 }));
  } catch (err) {
    if (!(err instanceof ApiError && err.messageKey === 'error.notLoggedIn')) console.warn('member info failed to load', err);
  }
}

/**
 * Boot, before React: this merchant's stored session, then a `?token=` login
 * (§2). The token leaves the address bar at once, before React or analytics see
 * the URL (a token left there leaks through history, bookmarks and Referer).
 */
export function resumeSession(merchantCode: string): void {
  restoreSession(merchantCode);
  const { token, cleanUrl } = takeTokenFromUrl(window.location.href);
  if (cleanUrl !== window.location.href) window.history.replaceState(window.history.state, '', cleanUrl);
  if (token) setToken(token);
}

/** A new token: every cached answer may differ for this member, so the query cache starts over. */
export function startSession(token: string): void {
  setToken(token);
  resetQueries();
}

/** startSession, then the member (header, role checks). */
export async function signIn(token: string): Promise<void> {
  startSession(token);
  await loadMember();
}

function endSession(): void {
  clearSession();
  resetQueries();
}

/**
 * Sign out (§4): tell the platform (best effort: a dead token must not keep anyone
 * signed in), then clear the session storage re-storing the brand's merchant
 * (which drops the member, hence the agent flag and VIP label).
 */
export async function signOut(): Promise<void> {
  if (session.token) {
    try {
      await api.call('logout');
    } catch {
      // already expired or offline: the local sign-out below is what matters
    }
  }
  returnTo = null;
  endSession();
}

/**
 * The API client's `onNotLoggedIn`: the platform refused `refusedToken` on some
 * call (expired, revoked, signed in elsewhere). If it is still the session's
 * token, the session ends, the login popup opens (not over the login or register
 * page) and the page the player was on is remembered for `takeReturnPath`. An answer about an older token (a slow
 * call from before a new login) changes nothing.
 */
export function sessionExpired(refusedToken: string | null, where: string = currentPath()): void {
  if (!session.token || (refusedToken !== null && refusedToken !== session.token)) return;
  returnTo = where;
  endSession();
  // On the login or register page the page is the login form: a dialog over it would be a second one.
  if (!/^\/(login|register)(\.html)?(\?|$)/.test(where)) openLoginPopup('login');
}

/** The page to go back to after a login that followed an expired session (null: the flow's own landing page). */
export function takeReturnPath(): string | null {
  const path = returnTo;
  returnTo = null;
  return path;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search + window.location.hash;
}
