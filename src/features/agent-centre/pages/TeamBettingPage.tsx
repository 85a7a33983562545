import { useEffect, useState } from 'react';
import { useApiQuery } from '@/api/query';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/StateMessage';
import { TextField } from '@/components/form/TextField';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, LoadingRows, PeriodTabs, QueryError, Stack, Stat, Toolbar, type ReportPeriod } from '../components/ui';

type Bet = { betId: string; account: string; level: number; game: string; category: string; betAmount: string; validBet: string; profitLoss: string; betTime: string };

/** Team betting (§2): the team's bets of a period, narrowed to one downline if asked, with totals. */
export function TeamBettingPage() {
  const f = useAgentFormat();
  const [period, setPeriod] = useState<ReportPeriod>('today');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => {
      setAccount(typed.trim());
      setPageNo(1);
    }, 400);
    return () => clearTimeout(id);
  }, [typed]);
  const q = useApiQuery('agentTeamBets', { query: { period, account: account || undefined, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <PeriodTabs value={period} onChange={(p) => { setPeriod(p); setPageNo(1); }} f={f} idPrefix="agent-bets" />
      <Toolbar>
        <TextField id="agent-bets-account" label={f.t('agentCentre.bets.account')} value={typed} onChange={setTyped} placeholder={f.t('agentCentre.bets.accountHint')} type="search" />
      </Toolbar>
      {q.status === 'loading' && <LoadingRows rows={6} />}
      {q.status === 'error' && <QueryError error={q.error} onRetry={q.retry} />}
      {q.data && (
        <>
          <Grid>
            <Stat label={f.t('agentCentre.bets.count')} value={q.data.total} />
            <Stat label={f.t('agentCentre.field.betAmount')} value={f.money(q.data.totals.betAmount)} />
            <Stat label={f.t('agentCentre.field.validBet')} value={f.money(q.data.totals.validBet)} />
            <Stat label={f.t('agentCentre.field.profitLoss')} value={f.signed(q.data.totals.profitLoss)} tone={f.tone(q.data.totals.profitLoss)} />
          </Grid>
          {q.data.list.length ? (
            <DataTable<Bet>
              testId="agent-team-bets"
              caption={f.t('agentCentre.page.agentTeamBetting')}
              rows={q.data.list}
              rowKey={(b) => b.betId}
              columns={[
                { id: 'time', label: f.t('agentCentre.bets.time'), render: (b) => f.minutes(b.betTime) },
                { id: 'account', label: f.t('agentCentre.field.account'), render: (b) => b.account },
                { id: 'game', label: f.t('agentCentre.bets.game'), render: (b) => b.game },
                { id: 'bet', label: f.t('agentCentre.field.betAmount'), render: (b) => f.money(b.betAmount), numeric: true },
                { id: 'valid', label: f.t('agentCentre.field.validBet'), render: (b) => f.money(b.validBet), numeric: true },
                { id: 'pl', label: f.t('agentCentre.field.profitLoss'), render: (b) => f.signed(b.profitLoss), numeric: true, tone: (b) => f.tone(b.profitLoss) },
              ]}
            />
          ) : (
            <EmptyState icon="ticket" title={f.t('agentCentre.bets.empty')} />
          )}
          {q.data.totalPages > 1 && <Pagination page={q.data.pageNo} pageCount={q.data.totalPages} onChange={setPageNo} label={f.t('agentCentre.pages')} />}
        </>
      )}
    </Stack>
  );
}

export default TeamBettingPage;
