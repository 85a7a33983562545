import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/session/session';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { TransferDialog } from '../components/TransferDialog';
import { Actions, Card, Grid, MoneyStats, PeriodTabs, QueryView, Stat, type ReportPeriod } from '../components/AgentParts';
import { Muted } from '@/components/Muted';
import { Notice } from '@/components/Notice';
import { Stack } from '@/components/Stack';

/** Team overview (§2 default page): team size, active members, deposits, bets and profit for a period. */
export function TeamOverviewPage() {
  const f = useAgentFormat();
  const canSendUp = Boolean(useSnapshot(session).member?.toUpline);
  const [period, setPeriod] = useState<ReportPeriod>('today');
  const [transfer, setTransfer] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const q = useApiQuery('agentTeamOverview', { query: { period } });
  return (
    <Stack>
      <PeriodTabs value={period} onChange={setPeriod} f={f} idPrefix="agent-overview" />
      <QueryView q={q} rows={3} height={80}>
        {(o) => (
          <>
            <Muted>{f.t('agentCentre.overview.range', { from: f.minutes(o.from), to: f.minutes(o.to) })}</Muted>
            <Grid data-testid="agent-overview">
              <Stat label={f.t('agentCentre.overview.teamSize')} value={o.teamSize} testId="agent-team-size" />
              <Stat label={f.t('agentCentre.overview.direct')} value={o.directMembers} />
              <Stat label={f.t('agentCentre.overview.agents')} value={o.agents} />
              <Stat label={f.t('agentCentre.overview.active')} value={o.activeMembers} />
              <Stat label={f.t('agentCentre.overview.new')} value={o.newMembers} />
              <MoneyStats values={o} figures={['deposit', 'withdrawal', 'betAmount', 'validBet', 'profitLoss']} f={f} />
            </Grid>
            <Card>
              <h4>{f.t('agentCentre.overview.levels')}</h4>
              <Grid>
                {o.levels.map((l) => (
                  <Stat key={l.level} label={f.t('agentCentre.level', { level: l.level })} value={l.count} />
                ))}
              </Grid>
            </Card>
            <Card>
              <h4>{f.t('agentCentre.overview.wallet')}</h4>
              <Grid>
                <Stat label={f.t('agentCentre.overview.balance')} value={f.money(o.balance)} testId="agent-balance" />
                <Stat label={f.t('agentCentre.overview.upline')} value={o.upline ?? '—'} />
              </Grid>
              {notice && <Notice data-testid="agent-overview-notice">{notice}</Notice>}
              {/* §3 toUpline: the platform says whether this member may send money up; without it there is no button. */}
              {o.upline && canSendUp && (
                <Actions>
                  <Button variant="secondary" onClick={() => setTransfer(true)}>
                    {f.t('agentCentre.transfer.toUplineButton')}
                  </Button>
                </Actions>
              )}
            </Card>
            {transfer && (
              <TransferDialog to={{ direction: 'UP', account: o.upline }} limits={o.transferLimits} onClose={() => setTransfer(false)} onDone={setNotice} />
            )}
          </>
        )}
      </QueryView>
    </Stack>
  );
}

export default TeamOverviewPage;
