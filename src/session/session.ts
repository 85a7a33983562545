import { proxy } from 'valtio';
import type { MemberInfo } from '@/api/models';

/**
 * Who is using the portal. Shared by every feature (header, games, accounts…),
 * so it lives below them. Persisted in sessionStorage under the spec's session
 * keys (§3); never a password.
 */
export type { MemberInfo };

export const session = proxy({
  token: null as string | null,
  member: null as MemberInfo | null,
});

/** sessionStorage key of the player's token (§3); the boot script reads it too (scripts/lib/brand/boot-scripts.ts). */
export const TOKEN_STORAGE_KEY = 'token';
const MERCHANT_KEY = 'merchant';

/** The brand's merchant code, re-stored after every sign-out (§4); set once by restoreSession at boot. */
let merchant = '';

export function restoreSession(merchantCode: string): void {
  merchant = merchantCode;
  try {
    session.token = sessionStorage.getItem(TOKEN_STORAGE_KEY);
    sessionStorage.setItem(MERCHANT_KEY, merchantCode);
  } catch {
    // storage disabled: a session lasts for this page only
  }
}

export function setToken(token: string): void {
  session.token = token;
  try {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
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

/** Sign-out: clear session storage, then re-store the brand's merchant (§4). The lifecycle (lifecycle.ts) calls it. */
export function clearSession(merchantCode: string = merchant): void {
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

/** The predicates read only the account type, so a valtio snapshot (deeply readonly) passes as well as the proxy. */
type WithType = { member: Pick<MemberInfo, 'type'> | null };

export const isTrialAccount = (s: WithType) => s.member?.type === TRIAL_ACCOUNT_TYPE;
export const canOpenMemberCentre = (s: { token: string | null } & WithType) => Boolean(s.token) && s.member?.type !== TRIAL_ACCOUNT_TYPE;
export const canOpenAgentCentre = (s: WithType) => AGENT_ACCOUNT_TYPES.includes(s.member?.type ?? -1);
