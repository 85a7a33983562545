import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/Modal';
import { EmptyState } from '@/components/StateMessage';
import { closeAgentCentre } from './agent-centre-store';

/** §2 agent-centre entries in order; dividend and salary entries appear only with their contract features (not wired yet). */
const PAGES = ['agentAnnouncement', 'agentTeamOverview', 'agentAccount', 'agentTeamManagement', 'agentTeamBetting', 'agentProfitLoss', 'agentIncome', 'agentTransactions'] as const;
type AgentPage = (typeof PAGES)[number];

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  min-height: 380px;
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
  }
  button {
    flex: none;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border: 0;
    border-radius: ${(p) => p.theme.radius.sm};
    background: transparent;
    color: ${(p) => p.theme.colours.textMuted};
    text-align: start;
    white-space: nowrap;
    cursor: pointer;
    &[aria-current='page'] {
      background: ${(p) => p.theme.colours.primarySoft};
      color: ${(p) => p.theme.colours.primary};
    }
  }
`;

/** Agent centre overlay (§2): left menu, right content, default team overview. Content pages are a later issue. */
export function AgentCentreOverlay() {
  const intl = useIntl();
  const [page, setPage] = useState<AgentPage>('agentTeamOverview');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal open onClose={closeAgentCentre} title={t('agentCentre.title')} size="lg" testId="agent-centre">
      <Layout>
        <Nav aria-label={t('agentCentre.title')}>
          {PAGES.map((p) => (
            <button key={p} type="button" aria-current={p === page ? 'page' : undefined} onClick={() => setPage(p)}>
              {t(`agentCentre.page.${p}`)}
            </button>
          ))}
        </Nav>
        <section>
          <h3 style={{ marginTop: 0 }}>{t(`agentCentre.page.${page}`)}</h3>
          <EmptyState icon="users" title={t('memberCentre.soon.title')} description={t('memberCentre.soon.body')} />
        </section>
      </Layout>
    </Modal>
  );
}
