import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/StateMessage';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { Badge, DataTable, Grid, LoadingRows, PeriodTabs, QueryError, Stack, Stat, type ReportPeriod } from '../components/ui';

type Row = { time: string; kind: string; periodStart: string; periodEnd: string; amount: string; status: 'paid' | 'pending' };

/** My income (§2): the agent's dividend and salary payments of a period, paid and pending. */
export function IncomePage() {
  const f = useAgentFormat();
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [pageNo, setPageNo] = useState(1);
  const q = useApiQuery('agentIncome', { query: { period, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <PeriodTabs value={period} onChange={(p) => { setPeriod(p); setPageNo(1); }} f={f} idPrefix="agent-income" />
      {q.status === 'loading' && <LoadingRows rows={5} />}
      {q.status === 'error' && <QueryError error={q.error} onRetry={q.retry} />}
      {q.data && (
        <>
          <Grid>
            <Stat label={f.t('agentCentre.income.paid')} value={f.money(q.data.paid)} tone="up" />
            <Stat label={f.t('agentCentre.income.pending')} value={f.money(q.data.pending)} />
          </Grid>
          {q.data.list.length ? (
            <DataTable<Row>
              testId="agent-income"
              caption={f.t('agentCentre.page.agentIncome')}
              rows={q.data.list}
              rowKey={(r) => `${r.kind}-${r.periodStart}`}
              columns={[
                { id: 'time', label: f.t('agentCentre.salary.payTime'), render: (r) => f.minutes(r.time) },
                { id: 'kind', label: f.t('agentCentre.contract.kind'), render: (r) => f.t(`agentCentre.kind.${r.kind}`) },
                { id: 'period', label: f.t('agentCentre.salary.period'), render: (r) => `${f.minutes(r.periodStart)} – ${f.minutes(r.periodEnd)}` },
                { id: 'amount', label: f.t('agentCentre.salary.amount'), render: (r) => f.money(r.amount), numeric: true },
                { id: 'status', label: f.t('agentCentre.field.status'), render: (r) => <Badge tone={r.status === 'paid' ? 'success' : 'warning'}>{f.t(`agentCentre.salary.status.${r.status}`)}</Badge> },
              ]}
            />
          ) : (
            <EmptyState icon="wallet" title={f.t('agentCentre.income.empty')} />
          )}
          {q.data.totalPages > 1 && <Pagination page={q.data.pageNo} pageCount={q.data.totalPages} onChange={setPageNo} label={f.t('agentCentre.pages')} />}
        </>
      )}
    </Stack>
  );
}

export default IncomePage;
