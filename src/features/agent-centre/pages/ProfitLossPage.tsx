import { useEffect, useState } from 'react';
import { useApiQuery } from '@/api/query';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/StateMessage';
import { TextField } from '@/components/form/TextField';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, LoadingRows, Muted, PeriodTabs, QueryError, Stack, Stat, Toolbar, type ReportPeriod } from '../components/ui';

type Row = { account: string; level: number; deposit: string; withdrawal: string; betAmount: string; validBet: string; profitLoss: string };

/** User profit and loss (§2): each downline's own results for a period (players' view: negative means they lost). */
export function ProfitLossPage() {
  const f = useAgentFormat();
  const [period, setPeriod] = useState<ReportPeriod>('week');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => {
      setKeyword(typed.trim());
      setPageNo(1);
    }, 400);
    return () => clearTimeout(id);
  }, [typed]);
  const q = useApiQuery('agentTeamProfit', { query: { period, keyword: keyword || undefined, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <PeriodTabs value={period} onChange={(p) => { setPeriod(p); setPageNo(1); }} f={f} idPrefix="agent-pl" />
      <Toolbar>
        <TextField id="agent-pl-search" label={f.t('agentCentre.team.search')} value={typed} onChange={setTyped} type="search" />
      </Toolbar>
      {q.status === 'loading' && <LoadingRows rows={6} />}
      {q.status === 'error' && <QueryError error={q.error} onRetry={q.retry} />}
      {q.data && (
        <>
          <Muted>{f.t('agentCentre.pl.note')}</Muted>
          <Grid>
            <Stat label={f.t('agentCentre.field.deposit')} value={f.money(q.data.totals.deposit)} />
            <Stat label={f.t('agentCentre.field.withdrawal')} value={f.money(q.data.totals.withdrawal)} />
            <Stat label={f.t('agentCentre.field.validBet')} value={f.money(q.data.totals.validBet)} />
            <Stat label={f.t('agentCentre.field.profitLoss')} value={f.signed(q.data.totals.profitLoss)} tone={f.tone(q.data.totals.profitLoss)} />
          </Grid>
          {q.data.list.length ? (
            <DataTable<Row>
              testId="agent-profit"
              caption={f.t('agentCentre.page.agentProfitLoss')}
              rows={q.data.list}
              rowKey={(r) => r.account}
              columns={[
                { id: 'account', label: f.t('agentCentre.field.account'), render: (r) => <strong>{r.account}</strong> },
                { id: 'level', label: f.t('agentCentre.field.level'), render: (r) => f.t('agentCentre.level', { level: r.level }) },
                { id: 'deposit', label: f.t('agentCentre.field.deposit'), render: (r) => f.money(r.deposit), numeric: true },
                { id: 'withdrawal', label: f.t('agentCentre.field.withdrawal'), render: (r) => f.money(r.withdrawal), numeric: true },
                { id: 'valid', label: f.t('agentCentre.field.validBet'), render: (r) => f.money(r.validBet), numeric: true },
                { id: 'pl', label: f.t('agentCentre.field.profitLoss'), render: (r) => f.signed(r.profitLoss), numeric: true, tone: (r) => f.tone(r.profitLoss) },
              ]}
            />
          ) : (
            <EmptyState icon="chart" title={f.t('agentCentre.pl.empty')} />
          )}
          {q.data.totalPages > 1 && <Pagination page={q.data.pageNo} pageCount={q.data.totalPages} onChange={setPageNo} label={f.t('agentCentre.pages')} />}
        </>
      )}
    </Stack>
  );
}

export default ProfitLossPage;
