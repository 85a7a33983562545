import type { MemberCentreBadges, MemberCentrePages } from '@/features/member-centre/components/MemberCentreOverlay';
import { lazy } from 'react';
import { UnreadBadge } from '@/features/messages/components/UnreadBadge';

/**
 * Which feature draws each member-centre page (§2 personal-centre menu). The
 * overlay lives in the member-centre feature; the pages live in their own
 * features (wallet, records, messages…), which never import each other, so the
 * app composes them here. Each page is its own chunk. A page not listed is not
 * in the menu.
 */
export const memberCentrePages: MemberCentrePages = {
  transferFund: lazy(() => import('@/features/wallet/pages/TransferFundPage')),
  depositv2: lazy(() => import('@/features/wallet/pages/DepositPage')),
  withdraw: lazy(() => import('@/features/wallet/pages/WithdrawPage')),
  transferUpline: lazy(() => import('@/features/wallet/pages/TransferUplinePage')),
  messageV2: lazy(() => import('@/features/messages/components/MessagesPage')),
  personalHistoryCopy: lazy(() => import('@/features/records/pages/BettingRecordPage')),
  transactionHistory: lazy(() => import('@/features/records/pages/AccountRecordPage')),
  personalProfit: lazy(() => import('@/features/records/pages/ProfitLossPage')),
  bonusDetails: lazy(() => import('@/features/records/pages/BonusDetailsPage')),
  rewardCenter: lazy(() => import('@/features/rewards/pages/RewardCentrePage')),
  referral: lazy(() => import('@/features/referral/pages/ReferralPage')),
  missionLeaderboard: lazy(() => import('@/features/missions/pages/MissionsPage')),
};

/** Counts beside menu entries: the open missions (§2). */
export const memberCentreBadges: MemberCentreBadges = {
  missionLeaderboard: lazy(() => import('@/features/missions/components/OpenMissionsBadge')),
  // Already in the page (header and side menu show it): no chunk of its own.
  messageV2: UnreadBadge,
};
