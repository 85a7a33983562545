import type { ReactNode } from 'react';
import type { AgentContract } from '@/api/types.generated';
import { AlertDialog } from '@/components/AlertDialog';
import type { AgentFormat } from '../hooks/useAgentFormat';
import { Actions, Card, Grid, Stat } from './AgentParts';
import { StatusTag } from '@/components/StatusTag';

const statusTone = { pending: 'warning', active: 'success', terminationRequested: 'warning', rejected: 'muted', terminated: 'danger' } as const;

/** One contract (§3): rate, period type, period valid bet, period profit and loss, active members, bet amount per day or hour. */
export function ContractCard({
  c,
  f,
  title,
  actions,
  children,
}: {
  c: AgentContract;
  f: AgentFormat;
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const dividend = c.kind === 'DIVIDEND';
  return (
    <Card data-testid={`contract-${c.id}`} data-status={c.status} aria-label={typeof title === 'string' ? title : undefined}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <h4>{title}</h4>
        <StatusTag tone={statusTone[c.status]}>{f.t(`agentCentre.contract.status.${c.status}`)}</StatusTag>
      </div>
      <Grid>
        <Stat label={f.t('agentCentre.contract.rate')} value={f.rate(c.rate)} />
        {dividend && <Stat label={f.t('agentCentre.contract.periodType')} value={f.t(`agentCentre.contract.period.${c.periodType}`)} />}
        {dividend && <Stat label={f.t('agentCentre.contract.periodValidBet')} value={f.money(c.periodValidBet)} />}
        {dividend && c.periodProfitLoss !== null && (
          <Stat label={f.t('agentCentre.contract.periodProfitLoss')} value={f.signed(c.periodProfitLoss)} tone={f.tone(c.periodProfitLoss)} />
        )}
        <Stat label={f.t('agentCentre.contract.activeMembers')} value={c.activeMembers} />
        {!dividend && <Stat label={f.t(`agentCentre.contract.betAmount.${c.betAmountPer}`)} value={f.money(c.betAmount)} />}
        <Stat label={f.t('agentCentre.contract.updated')} value={f.minutes(c.updatedTime)} />
      </Grid>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}

/** "Request termination?" (§4): asked before the agent ends (or withdraws) a contract it gave a downline. */
export function TerminationDialog({
  ask,
  f,
  busy,
  onConfirm,
  onCancel,
}: {
  ask: { account: string; kind: string } | null;
  f: AgentFormat;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog
      open={ask !== null}
      title={f.t('agentCentre.contract.requestTermination')}
      message={ask ? f.t('agentCentre.contract.terminationAsk', { account: ask.account, kind: f.t(`agentCentre.kind.${ask.kind}`) }) : ''}
      confirmLabel={f.t('agentCentre.action.confirm')}
      cancelLabel={f.t('agentCentre.action.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirming={busy}
      danger
    />
  );
}
