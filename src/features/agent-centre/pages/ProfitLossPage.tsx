import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { TextField } from '@/components/form/TextField';
import { useDebouncedValue } from '@/components/useDebouncedValue';
import { usePageOf } from '@/components/usePageOf';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, MoneyStats, Muted, PageNav, PeriodTabs, QueryView, Stack, Toolbar, type ReportPeriod } from '../components/ui';

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
        <TextField id="agent-pl-search" label={f.t('agentCentre.team.search')} value={typed} onChange={setTyped} type="search" />
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
                { id: 'deposit', label: f.t('agentCentre.field.deposit'), render: (r) => f.money(r.deposit), numeric: true },
                { id: 'withdrawal', label: f.t('agentCentre.field.withdrawal'), render: (r) => f.money(r.withdrawal), numeric: true },
                { id: 'valid', label: f.t('agentCentre.field.validBet'), render: (r) => f.money(r.validBet), numeric: true },
                {
                  id: 'pl',
                  label: f.t('agentCentre.field.profitLoss'),
                  render: (r) => f.signed(r.profitLoss),
                  numeric: true,
                  tone: (r) => f.tone(r.profitLoss),
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

export default ProfitLossPage;
