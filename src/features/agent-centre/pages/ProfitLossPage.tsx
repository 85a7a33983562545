import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { useDebouncedValue } from '@/components/useDebouncedValue';
import { usePageOf } from '@/components/usePageOf';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, MoneyStats, Muted, PageNav, PeriodTabs, QueryView, SearchField, Stack, Toolbar, moneyColumns, type ReportPeriod } from '../components/ui';

/** User profit and loss (§2): each downline's own results for a period (players' view: negative means they lost). */
export function ProfitLossPage() {
  const f = useAgentFormat();
  const [period, setPeriod] = useState<ReportPeriod>('week');
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 400);
  const [pageNo, setPageNo] = usePageOf([period, keyword]);
  const q = useApiQuery('agentTeamProfit', { query: { period, keyword: keyword || undefined, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <PeriodTabs value={period} onChange={setPeriod} f={f} idPrefix="agent-pl" />
      <Toolbar>
        <SearchField id="agent-pl-search" label={f.t('agentCentre.team.search')} value={typed} onChange={setTyped} />
      </Toolbar>
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
