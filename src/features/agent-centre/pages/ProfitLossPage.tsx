import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, MoneyStats, PageNav, QueryView, ReportFilters, moneyColumns, useReportFilters } from '../components/AgentParts';
import { Muted } from '@/components/Muted';
import { Stack } from '@/components/Stack';

/** User profit and loss (§2): each downline's own results for a period (players' view: negative means they lost). */
export function ProfitLossPage() {
  const f = useAgentFormat();
  const filters = useReportFilters('week');
  const { period, search, pageNo, setPageNo } = filters;
  const q = useApiQuery('agentTeamProfit', { query: { period, keyword: search.term || undefined, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <ReportFilters filters={filters} f={f} idPrefix="agent-pl" search={{ id: 'agent-pl-search', label: f.t('agentCentre.team.search') }} />
      <QueryView q={q} rows={6}>
        {(d) => (
          <>
            <Muted>{f.t('agentCentre.pl.note')}</Muted>
            <Grid>
              <MoneyStats values={d.totals} figures={['deposit', 'withdrawal', 'validBet', 'profitLoss']} f={f} />
            </Grid>
            <DataTable
              testId="agent-profit"
              caption={f.t('agentCentre.page.agentProfitLoss')}
              rows={d.list}
              rowKey={(r) => r.account}
              empty={<EmptyState icon="chart" title={f.t('agentCentre.pl.empty')} />}
              columns={[
                { id: 'account', label: f.t('agentCentre.field.account'), render: (r) => <strong>{r.account}</strong> },
                { id: 'level', label: f.t('agentCentre.field.level'), render: (r) => f.t('agentCentre.level', { level: r.level }) },
                ...moneyColumns(['deposit', 'withdrawal', 'validBet', 'profitLoss'], f),
              ]}
            />
            <PageNav page={d} onChange={setPageNo} f={f} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

export default ProfitLossPage;
