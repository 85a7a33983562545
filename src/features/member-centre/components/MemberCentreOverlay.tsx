import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import type { IconName } from '@/components/Icon';
import { CentreLayout } from '@/components/CentreLayout';
import { Skeleton, SkeletonStack } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { closeMemberCentre, memberCentre, MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../stores/member-centre';
import { SecurityCentre } from './SecurityCentre';

const icons: Record<MemberCentrePage, IconName> = {
  securityCenter: 'shield',
  transferFund: 'wallet',
  depositv2: 'plus',
  withdraw: 'minus',
  transferUpline: 'share',
  personalHistoryCopy: 'ticket',
  transactionHistory: 'list',
  personalProfit: 'chart',
  bonusDetails: 'gift',
  rewardCenter: 'trophy',
  referral: 'users',
  missionLeaderboard: 'star',
  messageV2: 'message',
  saferGambling: 'heart',
};

/** The menu's groups (phones show them as cards; never a sideways row of tabs). A page not listed joins Account. */
const groups: Partial<Record<MemberCentrePage, 'wallet' | 'records' | 'rewards'>> = {
  depositv2: 'wallet',
  withdraw: 'wallet',
  transferFund: 'wallet',
  transferUpline: 'wallet',
  personalHistoryCopy: 'records',
  transactionHistory: 'records',
  personalProfit: 'records',
  bonusDetails: 'records',
  rewardCenter: 'rewards',
  missionLeaderboard: 'rewards',
  referral: 'rewards',
};

/** The pages other features provide, composed by src/app (features never import each other). */
export type MemberCentrePages = Partial<Record<MemberCentrePage, ComponentType>>;
/** Badges beside menu entries (the open-mission count on missionLeaderboard, §2), composed by src/app like the pages. */
export type MemberCentreBadges = Partial<Record<MemberCentrePage, ComponentType>>;

export interface MemberCentreOverlayProps {
  pages: MemberCentrePages;
  /** Pages hidden for this merchant or member (transferFund on a single-wallet merchant…). */
  hidden?: readonly MemberCentrePage[];
  badges?: MemberCentreBadges;
}

function badgeOf(Badge: ComponentType | undefined) {
  return Badge ? (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  ) : undefined;
}

const pageSkeleton = (
  <SkeletonStack gap={16}>
    <Skeleton width="40%" height={28} />
    <Skeleton width="100%" height={160} />
  </SkeletonStack>
);

/** The personal centre overlay (§2): its menu of page keys; securityCenter (my account) by default. */
export function MemberCentreOverlay({ pages, hidden = [], badges = {} }: MemberCentreOverlayProps) {
  const intl = useIntl();
  const { page } = useSnapshot(memberCentre);
  const current = page ?? 'securityCenter';
  const label = (p: MemberCentrePage) => intl.formatMessage({ id: `memberCentre.page.${p}` });
  const Page = current === 'securityCenter' ? SecurityCentre : pages[current];

  return (
    <Modal open onClose={closeMemberCentre} title={intl.formatMessage({ id: 'memberCentre.title' })} size="lg" testId="member-centre" sheet>
      <CentreLayout
        label={intl.formatMessage({ id: 'memberCentre.title' })}
        entries={MEMBER_CENTRE_PAGES.filter((p) => p === 'securityCenter' || (pages[p] && !hidden.includes(p))).map((p) => ({
          key: p,
          label: label(p),
          icon: icons[p],
          badge: badgeOf(badges[p]),
          group: intl.formatMessage({ id: `memberCentre.group.${groups[p] ?? 'account'}` }),
        }))}
        current={current}
        onSelect={(p) => (memberCentre.page = p)}
      >
        {Page ? (
          <Suspense fallback={pageSkeleton}>
            <Page key={current} />
          </Suspense>
        ) : (
          <ErrorState messageKey="error.functionDisabled" />
        )}
      </CentreLayout>
    </Modal>
  );
}
