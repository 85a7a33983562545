import { proxy } from 'valtio';
import type { MemberInfo } from '@/api/models';
import type { BrandConfig } from '@/brand/brand-config.generated';

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
/** §3 keeps the merchant code under `merchantCode` too: in the session and locally (the last brand this browser used). */
const MERCHANT_CODE_KEY = 'merchantCode';

/**
 * §3's session keys that come from the member: written whenever the member loads, gone with the session (sign-out
 * clears the storage). `cpw` (the player's password) is never kept: the change-password form asks for the old one.
 */
export function memberSessionKeys(member: MemberInfo): Record<string, string> {
  return {
    account: member.account,
    username: member.account,
    nickname: member.nickname,
    customerId: String(member.id),
    isAgent: String(member.type),
    toUpline: String(member.toUpline === true),
    memberLabel: (member.memberLabel ?? []).join(','),
    memberLabelTextColor: member.clubLabel?.color ?? '',
    memberLabelBgColor: member.clubLabel?.color2 ?? '',
  };
}

/** §1: the one platform a brand can name (brand.json `platform`); no value import here, the build's boot script reads this file. */
const PLATFORM: NonNullable<BrandConfig['platform']> = 'web';

function storeMerchant(merchantCode: string): void {
  sessionStorage.setItem(MERCHANT_KEY, merchantCode);
  sessionStorage.setItem(MERCHANT_CODE_KEY, merchantCode);
  sessionStorage.setItem('platform', PLATFORM);
  localStorage.setItem(MERCHANT_CODE_KEY, merchantCode);
}

/** The brand's merchant code, re-stored after every sign-out (§4); set once by restoreSession at boot. */
let merchant = '';

export function restoreSession(merchantCode: string): void {
  merchant = merchantCode;
  try {
    session.token = sessionStorage.getItem(TOKEN_STORAGE_KEY);
    storeMerchant(merchantCode);
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
    if (member) for (const [key, value] of Object.entries(memberSessionKeys(member))) sessionStorage.setItem(key, value);
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
    storeMerchant(merchantCode);
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
