import { proxy } from 'valtio';

/**
 * Which accounts dialogs are open. Cross-feature requests (login popup, trial
 * warning, sign-out) arrive through src/session/prompts; these are the dialogs
 * only this feature opens.
 */
export const authUi = proxy({
  forgotPassword: false,
  /** forced: right after a login whose password is default or expired (§4). */
  changePassword: null as null | { forced: boolean },
  registerSuccess: false,
  /** Mobile registration: the generated account number, shown before anything else (§4). */
  mobileAccount: null as string | null,
  /** First-time login action (§4): a one-off welcome. */
  firstLoginWelcome: false,
  /** A Facebook or Google sign-in that came back cancelled or failed: the login form (page or popup) says so (issue 32). */
  thirdPartyFailure: null as null | { message: string; onPage: boolean },
});

/**
 * The password just typed at a login that must be changed at once. Held in this
 * module's memory only (never a store snapshot, never storage), so the forced
 * change need not ask for it again; dropped as soon as it is used or abandoned.
 */
let heldPassword: string | null = null;

export function holdPassword(password: string | undefined): void {
  heldPassword = password ?? null;
}
export function takeHeldPassword(): string | null {
  return heldPassword;
}
export function dropHeldPassword(): void {
  heldPassword = null;
}
