import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { usePageOf } from '@/components/usePageOf';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, PageNav, PeriodTabs, QueryView, Stat, type ReportPeriod } from '../components/AgentParts';
import { StatusTag } from '@/components/StatusTag';
import { Stack } from '@/components/Stack';

/** My income (§2): the agent's dividend and salary payments of a period, paid and pending. */
export function IncomePage() {
  const f = useAgentFormat();
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [pageNo, setPageNo] = usePageOf(period);
  const q = useApiQuery('agentIncome', { query: { period, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <PeriodTabs value={period} onChange={setPeriod} f={f} idPrefix="agent-income" />
      <QueryView q={q} rows={5}>
        {(d) => (
          <>
            <Grid>
              <Stat label={f.t('agentCentre.income.paid')} value={f.money(d.paid)} tone="up" />
              <Stat label={f.t('agentCentre.income.pending')} value={f.money(d.pending)} />
            </Grid>
            <DataTable
              testId="agent-income"
              caption={f.t('agentCentre.page.agentIncome')}
              rows={d.list}
              rowKey={(r) => `${r.kind}-${r.periodStart}`}
              empty={<EmptyState icon="wallet" title={f.t('agentCentre.income.empty')} />}
              columns={[
                { id: 'time', label: f.t('agentCentre.salary.payTime'), render: (r) => f.minutes(r.time) },
                { id: 'kind', label: f.t('agentCentre.contract.kind'), render: (r) => f.t(`agentCentre.kind.${r.kind}`) },
                { id: 'period', label: f.t('agentCentre.salary.period'), render: (r) => `${f.minutes(r.periodStart)} – ${f.minutes(r.periodEnd)}` },
                { id: 'amount', label: f.t('agentCentre.salary.amount'), render: (r) => f.money(r.amount), numeric: true },
                {
                  id: 'status',
                  label: f.t('agentCentre.field.status'),
                  render: (r) => <StatusTag tone={r.status === 'paid' ? 'success' : 'warning'}>{f.t(`agentCentre.salary.status.${r.status}`)}</StatusTag>,
                },
              ]}
            />
            <PageNav page={d} onChange={setPageNo} f={f} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

export default IncomePage;
