import { proxy } from 'valtio';

/**
 * Who is using the portal. Shared by every feature (header, games, accounts…),
 * so it lives below them. Persisted in sessionStorage under the spec's session
 * keys (§3); never a password.
 */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Account type: agents 1, 2, 41, 42; trial 4 (§9). */
  type: number;
  toUpline?: boolean;
  clubLabel?: { labelName: string; color: string; color2: string; rankLevel: number } | null;
  memberLabel?: string[];
}

export const session = proxy({
  token: null as string | null,
  member: null as MemberInfo | null,
});

const TOKEN_KEY = 'token';
const MERCHANT_KEY = 'merchant';

export function restoreSession(merchantCode: string): void {
  try {
    session.token = sessionStorage.getItem(TOKEN_KEY);
    sessionStorage.setItem(MERCHANT_KEY, merchantCode);
  } catch {
    // storage disabled: a session lasts for this page only
  }
}

export function setToken(token: string): void {
  session.token = token;
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // storage disabled
  }
}

export function setMember(member: MemberInfo | null): void {
  session.member = member;
  try {
    if (member) {
      sessionStorage.setItem('account', member.account);
      sessionStorage.setItem('nickname', member.nickname);
      sessionStorage.setItem('isAgent', String(member.type));
    }
  } catch {
    // storage disabled
  }
}

/** Sign-out: clear session storage, then re-store the brand's merchant (§4). */
export function clearSession(merchantCode: string): void {
  session.token = null;
  session.member = null;
  try {
    sessionStorage.clear();
    sessionStorage.setItem(MERCHANT_KEY, merchantCode);
  } catch {
    // storage disabled
  }
}

export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isLoggedIn = (s: { token: string | null }) => Boolean(s.token);
export const isTrialAccount = (s: { member: MemberInfo | null }) => s.member?.type === TRIAL_ACCOUNT_TYPE;
export const canOpenMemberCentre = (s: { token: string | null; member: MemberInfo | null }) =>
  Boolean(s.token) && s.member?.type !== TRIAL_ACCOUNT_TYPE;
export const canOpenAgentCentre = (s: { member: MemberInfo | null }) => AGENT_ACCOUNT_TYPES.includes(s.member?.type ?? -1);
