import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import type { IconName } from '@/components/Icon';
import { CentreLayout } from '@/components/CentreLayout';
import { EmptyState } from '@/components/StateMessage';
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
};

/** The personal centre overlay (§2): its menu of page keys; securityCenter (my account) by default. */
export function MemberCentreOverlay() {
  const intl = useIntl();
  const { page } = useSnapshot(memberCentre);
  const current = page ?? 'securityCenter';
  const label = (p: MemberCentrePage) => intl.formatMessage({ id: `memberCentre.page.${p}` });

  return (
    <Modal open onClose={closeMemberCentre} title={intl.formatMessage({ id: 'memberCentre.title' })} size="lg" testId="member-centre">
      <CentreLayout
        label={intl.formatMessage({ id: 'memberCentre.title' })}
        entries={MEMBER_CENTRE_PAGES.map((p) => ({ key: p, label: label(p), icon: icons[p] }))}
        current={current}
        onSelect={(p) => (memberCentre.page = p)}
      >
        {current === 'securityCenter' ? (
          <SecurityCentre />
        ) : (
          <EmptyState icon={icons[current]} title={intl.formatMessage({ id: 'memberCentre.soon.title' })} description={intl.formatMessage({ id: 'memberCentre.soon.body' })} />
        )}
      </CentreLayout>
    </Modal>
  );
}
