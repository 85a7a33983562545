import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/Button';
import { useApiQuery } from '@/api/query';
import { useApiMutation } from '@/api/mutation';
import type { AgentContract } from '@/api/types.generated';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { refusalOf } from '../lib/refusal';
import { ContractCard, TerminationDialog } from './ContractCard';
import { NewContractDialog } from './NewContractDialog';
import { TransferDialog } from './TransferDialog';
import { Actions, Card, Grid, MoneyStats, QueryView, Stat } from './AgentParts';
import { Notice } from '@/components/Notice';
import { Stack } from '@/components/Stack';

/**
 * One downline (§2 team management): who it is, its last 30 days, the
 * contracts the agent gave it (termination request), and the agent's actions:
 * transfer to it, and a new contract for a direct downline agent.
 */
export function DownlineDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const f = useAgentFormat();
  const q = useApiQuery('agentDownlineDetail', { query: { account } });
  const overview = useApiQuery('agentTeamOverview', { query: { period: 'today' } });
  const [mode, setMode] = useState<'detail' | 'transfer' | 'contract'>('detail');
  const [notice, setNotice] = useState<string | null>(null);
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const terminate = useApiMutation('agentTerminationRequest', { invalidates: ['agentDownlineDetail', 'agentContracts'] });

  if (mode === 'transfer' && overview.data) {
    return <TransferDialog to={{ direction: 'DOWN', account }} limits={overview.data.transferLimits} onClose={() => setMode('detail')} onDone={setNotice} />;
  }
  if (mode === 'contract') return <NewContractDialog account={account} onClose={() => setMode('detail')} onDone={setNotice} />;

  const askTermination = async () => {
    if (!ending) return;
    try {
      await terminate.run({ contractId: ending.id });
      setNotice(f.t(ending.status === 'pending' ? 'agentCentre.contract.withdrawn' : 'agentCentre.contract.terminationSent', { account }));
    } catch (err) {
      const r = refusalOf(err);
      setNotice(f.t(r.key, r.values));
    }
    setEnding(null);
  };

  return (
    <Modal open onClose={onClose} title={f.t('agentCentre.team.detailTitle', { account })} size="md" testId="agent-downline">
      <QueryView q={q} rows={3} height={72}>
        {(d) => (
          <Stack>
            <Grid>
              <Stat label={f.t('agentCentre.field.nickname')} value={d.nickname} />
              <Stat label={f.t('agentCentre.field.level')} value={f.t('agentCentre.level', { level: d.level })} />
              <Stat label={f.t('agentCentre.field.type')} value={f.t(d.type === 0 ? 'agentCentre.type.member' : 'agentCentre.type.agent')} />
              <Stat label={f.t('agentCentre.field.upline')} value={d.upline} />
              <Stat label={f.t('agentCentre.field.balance')} value={f.money(d.balance)} testId="agent-downline-balance" />
              <Stat label={f.t('agentCentre.field.registered')} value={f.minutes(d.registerTime)} />
              <Stat label={f.t('agentCentre.overview.teamSize')} value={d.teamSize} />
            </Grid>
            <Card>
              <h4>{f.t('agentCentre.team.month')}</h4>
              <Grid>
                <MoneyStats values={d.month} figures={['deposit', 'withdrawal', 'validBet', 'profitLoss']} f={f} />
              </Grid>
            </Card>
            {notice && <Notice data-testid="agent-downline-notice">{notice}</Notice>}
            <Actions>
              <Button onClick={() => setMode('transfer')} disabled={!overview.data}>
                {f.t('agentCentre.transfer.button')}
              </Button>
              {d.level === 1 && d.type !== 0 && (
                <Button variant="secondary" onClick={() => setMode('contract')}>
                  {f.t('agentCentre.contract.new')}
                </Button>
              )}
            </Actions>
            {d.contracts.map((c) => (
              <ContractCard
                key={c.id}
                c={c}
                f={f}
                title={f.t(`agentCentre.kind.${c.kind}`)}
                actions={
                  c.status === 'active' || c.status === 'pending' ? (
                    <Button size="sm" variant="danger" onClick={() => setEnding(c)}>
                      {f.t(c.status === 'pending' ? 'agentCentre.contract.withdraw' : 'agentCentre.contract.requestTermination')}
                    </Button>
                  ) : undefined
                }
              />
            ))}
          </Stack>
        )}
      </QueryView>
      <TerminationDialog
        ask={ending && { account, kind: ending.kind }}
        f={f}
        busy={terminate.pending}
        onConfirm={() => void askTermination()}
        onCancel={() => setEnding(null)}
      />
    </Modal>
  );
}
