import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useConsolidatedKeys } from '../hooks/useConsolidatedKeys';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import type { IconName } from '@/components/Icon';
import { CentreLayout } from '@/components/CentreLayout';
import { useFlag } from '@/flags/useFlag';
import { agentCentre, closeAgentCentre } from '../stores/agent-centre';
import { AGENT_PAGES, currentPage, pageFile, visiblePages, type AgentPage } from '../lib/entries';
import { LoadingRows } from './AgentParts';

const icons: Record<AgentPage, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'chart',
  agentAccount: 'plus',
  agentTeamManagement: 'users',
  agentTeamBetting: 'ticket',
  agentProfitLoss: 'list',
  agentIncome: 'wallet',
  agentTransactions: 'share',
  agentDividend: 'gift',
  agentDailySalary: 'clock',
  agentHourlySalary: 'clock',
  agentRealtimeSalary: 'flame',
};

/** Each page its own chunk, loaded when its entry is first opened. */
const loaders = import.meta.glob<{ default: ComponentType }>('../pages/*Page.tsx');
function lazyPage(page: AgentPage): ComponentType {
  const load = loaders[pageFile(page)];
  if (!load) throw new Error(`agent centre: no page file ${pageFile(page)} for ${page}`);
  return lazy(load);
}
const pages = {} as Record<AgentPage, ComponentType>;
for (const p of AGENT_PAGES) pages[p] = lazyPage(p);

/**
 * Agent centre overlay (§2): left menu, right content, default team overview.
 * The dividend and salary entries follow their flags (useFlag: brand manifest,
 * then the settings tree, then the default), so QA switching a flag adds or
 * removes the entry at the next load of the tree.
 */
export function AgentCentreOverlay() {
  const intl = useIntl();
  const { page: asked } = useSnapshot(agentCentre);
  useConsolidatedKeys();
  const flags = {
    dividendContract: useFlag('dividendContract'),
    dailySalary: useFlag('dailySalary'),
    hourlySalary: useFlag('hourlySalary'),
    realTimeSalary: useFlag('realTimeSalary'),
  };
  const visible = visiblePages((k) => flags[k as keyof typeof flags] ?? true);
  const current = currentPage(asked, visible);
  const t = (id: string) => intl.formatMessage({ id });
  const Page = pages[current];
  return (
    <Modal open onClose={closeAgentCentre} title={t('agentCentre.title')} size="lg" testId="agent-centre" sheet>
      <CentreLayout
        label={t('agentCentre.title')}
        entries={visible.map((p) => ({ key: p, label: t(`agentCentre.page.${p}`), icon: icons[p] }))}
        current={current}
        onSelect={(p) => (agentCentre.page = p)}
      >
        <Suspense fallback={<LoadingRows rows={4} height={72} />}>
          <Page />
        </Suspense>
      </CentreLayout>
    </Modal>
  );
}
