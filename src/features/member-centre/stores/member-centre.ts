import { proxy } from 'valtio';

/** The personal-centre pages of §2, in menu order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'saferGambling',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** Which member-centre page is open as an overlay (null: closed). Opened by the header, side menu… */
export const memberCentre = proxy({ page: null as MemberCentrePage | null });

export function openMemberCentre(page: MemberCentrePage = 'securityCenter'): void {
  memberCentre.page = page;
}

export function closeMemberCentre(): void {
  memberCentre.page = null;
}
