import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import { Icon, type IconName } from '@/components/Icon';
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

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  min-height: 420px;
  ${(p) => p.theme.breakpoint.md} {
    grid-template-columns: 220px 1fr;
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  overflow-x: auto;
  ${(p) => p.theme.breakpoint.md} {
    flex-direction: column;
    overflow: visible;
    border-right: 1px solid ${(p) => p.theme.colours.border};
    padding-right: ${(p) => p.theme.space(3)};
  }
  button {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    flex: none;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border: 0;
    border-radius: ${(p) => p.theme.radius.sm};
    background: transparent;
    color: ${(p) => p.theme.colours.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
    text-align: start;
    white-space: nowrap;
    cursor: pointer;
    &:hover {
      background: ${(p) => p.theme.colours.primarySoft};
      color: ${(p) => p.theme.colours.text};
    }
    &[aria-current='page'] {
      background: ${(p) => p.theme.colours.primarySoft};
      color: ${(p) => p.theme.colours.primary};
      font-weight: ${(p) => p.theme.font.weight.medium};
    }
  }
`;

const Pane = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 ${(p) => p.theme.space(4)};
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

/** The personal centre overlay (§2): its menu of page keys; securityCenter (my account) by default. */
export function MemberCentreOverlay() {
  const intl = useIntl();
  const { page } = useSnapshot(memberCentre);
  const current = page ?? 'securityCenter';
  const label = (p: MemberCentrePage) => intl.formatMessage({ id: `memberCentre.page.${p}` });

  return (
    <Modal open onClose={closeMemberCentre} title={intl.formatMessage({ id: 'memberCentre.title' })} size="lg" testId="member-centre">
      <Layout>
        <Nav aria-label={intl.formatMessage({ id: 'memberCentre.title' })}>
          {MEMBER_CENTRE_PAGES.map((p) => (
            <button key={p} type="button" aria-current={p === current ? 'page' : undefined} onClick={() => (memberCentre.page = p)} data-page={p}>
              <Icon name={icons[p]} size={18} />
              {label(p)}
            </button>
          ))}
        </Nav>
        <Pane aria-labelledby="mc-heading">
          <h3 id="mc-heading">{label(current)}</h3>
          {current === 'securityCenter' ? (
            <SecurityCentre />
          ) : (
            <EmptyState icon={icons[current]} title={intl.formatMessage({ id: 'memberCentre.soon.title' })} description={intl.formatMessage({ id: 'memberCentre.soon.body' })} />
          )}
        </Pane>
      </Layout>
    </Modal>
  );
}
