import { proxy } from 'valtio';
import { isTrialAccount, session } from './session';

/**
 * Cross-feature prompts: any feature may ask for the login popup or the trial
 * warning; the accounts feature renders them (composed by src/app). This keeps
 * features from importing each other.
 */
export type LoginPopupTab = 'login' | 'register';
export type TrialWarningFor = 'action' | 'chat';

export const prompts = proxy({
  loginPopup: null as null | { tab: LoginPopupTab },
  /** §8 'in_need_true_account' with the 'in_increase_submit' button. */
  trialWarning: false,
  /** Which §8 sentence the trial warning says: the general one, or the chat's information-please text. */
  trialWarningFor: 'action' as TrialWarningFor,
  signOutConfirm: false,
  /** A member's own change of password (old one asked), from the member centre. */
  changePassword: false,
  /** A visitor asked to play for fun (a game page): the accounts feature opens a free-play (trial) session. */
  freePlay: false,
});

/** Play for fun: a trial session from the accounts feature; the login popup when the merchant gives none. */
export function requestFreePlay(): void {
  prompts.freePlay = true;
}

export function openLoginPopup(tab: LoginPopupTab = 'login'): void {
  prompts.loginPopup = { tab };
}

export function closeLoginPopup(): void {
  prompts.loginPopup = null;
}

/** Login gate (§5): true when the action may go on; otherwise opens the popup. */
export function requireLogin(): boolean {
  if (session.token) return true;
  openLoginPopup('login');
  return false;
}

/** Login gate plus the trial-account refusal (type 4) for member-only actions. */
export function requireRealAccount(): boolean {
  return realAccountGate('action');
}

/** The same gate for the chat, whose trial warning has its own information-please sentence (§8). */
export function requireRealAccountForChat(): boolean {
  return realAccountGate('chat');
}

function realAccountGate(forWhat: TrialWarningFor): boolean {
  if (!requireLogin()) return false;
  if (isTrialAccount(session)) {
    prompts.trialWarningFor = forWhat;
    prompts.trialWarning = true;
    return false;
  }
  return true;
}

/** Sign-out asks first (§2): the header sets this, the accounts feature confirms and signs out. */
export function askSignOut(): void {
  prompts.signOutConfirm = true;
}

/** The member centre asks; the accounts feature owns the change-password dialog. */
export function askChangePassword(): void {
  prompts.changePassword = true;
}
