import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, Grid, MoneyStats, PageNav, QueryView, ReportFilters, Stat, moneyColumns, useReportFilters } from '../components/AgentParts';
import { Stack } from '@/components/Stack';

/** Team betting (§2): the team's bets of a period, narrowed to one downline if asked, with totals. */
export function TeamBettingPage() {
  const f = useAgentFormat();
  const filters = useReportFilters('today');
  const { period, search, pageNo, setPageNo } = filters;
  const q = useApiQuery('agentTeamBets', { query: { period, account: search.term || undefined, pageNo, pageSize: 20 } });
  return (
    <Stack>
      <ReportFilters
        filters={filters}
        f={f}
        idPrefix="agent-bets"
        search={{ id: 'agent-bets-account', label: f.t('agentCentre.bets.account'), placeholder: f.t('agentCentre.bets.accountHint') }}
      />
      <QueryView q={q} rows={6}>
        {(d) => (
          <>
            <Grid>
              <Stat label={f.t('agentCentre.bets.count')} value={d.total} />
              <MoneyStats values={d.totals} figures={['betAmount', 'validBet', 'profitLoss']} f={f} />
            </Grid>
            <DataTable
              testId="agent-team-bets"
              caption={f.t('agentCentre.page.agentTeamBetting')}
              rows={d.list}
              rowKey={(b) => b.betId}
              empty={<EmptyState icon="ticket" title={f.t('agentCentre.bets.empty')} />}
              columns={[
                { id: 'time', label: f.t('agentCentre.bets.time'), render: (b) => f.minutes(b.betTime) },
                { id: 'account', label: f.t('agentCentre.field.account'), render: (b) => b.account },
                { id: 'game', label: f.t('agentCentre.bets.game'), render: (b) => b.game },
                ...moneyColumns(['betAmount', 'validBet', 'profitLoss'], f),
              ]}
            />
            <PageNav page={d} onChange={setPageNo} f={f} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

export default TeamBettingPage;
