import { lazy, Suspense } from 'react';
import type { MemberCentreBadges, MemberCentrePages } from '@/features/member-centre/entry';
import * as messages from '@/features/messages/entry';
import * as missions from '@/features/missions/entry';
import * as records from '@/features/records/entry';
import * as referral from '@/features/referral/entry';
import * as rewards from '@/features/rewards/entry';
import * as saferGambling from '@/features/safer-gambling/entry';
import { openMemberCentre } from '@/features/member-centre/entry';
import * as wallet from '@/features/wallet/entry';

const WalletDeposit = lazy(wallet.memberCentrePages.depositv2);
const DepositNotice = lazy(saferGambling.loadDepositNotice);
const openSaferGambling = () => openMemberCentre('saferGambling');

/** The wallet's deposit page under safer gambling's link and, before a first deposit, its limit prompt (issue 28). */
function DepositWithProtection() {
  return (
    <>
      <Suspense fallback={null}>
        <DepositNotice onOpen={openSaferGambling} />
      </Suspense>
      <WalletDeposit />
    </>
  );
}

/**
 * Which feature draws each member-centre page (§2 personal-centre menu). The
 * overlay lives in the member-centre feature; the pages live in their own
 * features (wallet, records, messages…), which never import each other, so the
 * app composes them here from each feature's entry. Each page is its own chunk.
 * A page not listed is not in the menu.
 */
export const memberCentrePages: MemberCentrePages = {
  transferFund: lazy(wallet.memberCentrePages.transferFund),
  depositv2: DepositWithProtection,
  withdraw: lazy(wallet.memberCentrePages.withdraw),
  transferUpline: lazy(wallet.memberCentrePages.transferUpline),
  messageV2: lazy(messages.memberCentrePages.messageV2),
  personalHistoryCopy: lazy(records.memberCentrePages.personalHistoryCopy),
  transactionHistory: lazy(records.memberCentrePages.transactionHistory),
  personalProfit: lazy(records.memberCentrePages.personalProfit),
  bonusDetails: lazy(records.memberCentrePages.bonusDetails),
  rewardCenter: lazy(rewards.memberCentrePages.rewardCenter),
  referral: lazy(referral.memberCentrePages.referral),
  missionLeaderboard: lazy(missions.memberCentrePages.missionLeaderboard),
  saferGambling: lazy(saferGambling.memberCentrePages.saferGambling),
};

/** Counts beside menu entries: the open missions (§2). */
export const memberCentreBadges: MemberCentreBadges = {
  missionLeaderboard: lazy(missions.loadOpenMissionsBadge),
  // Already in the page (header and side menu show it): no chunk of its own.
  messageV2: messages.UnreadBadge,
};
