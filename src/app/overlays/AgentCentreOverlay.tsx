import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/Modal';
import { EmptyState } from '@/components/StateMessage';
import { CentreLayout } from '@/components/CentreLayout';
import { closeAgentCentre } from './agent-centre-store';

/** §2 agent-centre entries in order; dividend and salary entries appear only with their contract features (not wired yet). */
const PAGES = ['agentAnnouncement', 'agentTeamOverview', 'agentAccount', 'agentTeamManagement', 'agentTeamBetting', 'agentProfitLoss', 'agentIncome', 'agentTransactions'] as const;
type AgentPage = (typeof PAGES)[number];

/** Agent centre overlay (§2): left menu, right content, default team overview. Content pages are a later issue. */
export function AgentCentreOverlay() {
  const intl = useIntl();
  const [page, setPage] = useState<AgentPage>('agentTeamOverview');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal open onClose={closeAgentCentre} title={t('agentCentre.title')} size="lg" testId="agent-centre">
      <CentreLayout label={t('agentCentre.title')} entries={PAGES.map((p) => ({ key: p, label: t(`agentCentre.page.${p}`) }))} current={page} onSelect={setPage}>
        <EmptyState icon="users" title={t('memberCentre.soon.title')} description={t('memberCentre.soon.body')} />
      </CentreLayout>
    </Modal>
  );
}
