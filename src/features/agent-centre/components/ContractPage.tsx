import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { useApiMutation } from '@/api/mutation';
import type { AgentContract, AgentSettlements } from '@/api/types.generated';
import { AlertDialog } from '@/components/AlertDialog';
import { Button, type ButtonVariant } from '@/components/Button';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/StateMessage';
import { Select } from '@/components/form/Select';
import { useAgentFormat, type AgentFormat } from '../hooks/useAgentFormat';
import { refusalOf } from '../lib/refusal';
import type { ContractKind } from '../lib/entries';
import { ContractCard, TerminationDialog } from './ContractCard';
import { NewContractDialog } from './NewContractDialog';
import { SalaryContractPanel } from './SalaryContractPanel';
import { contractAccess } from '../lib/consolidated';
import { Actions, Card, DataTable, Grid, LoadingRows, QueryError, QueryView, Stat, Toolbar, moneyColumns, type Column } from './AgentParts';
import { StatusTag } from '@/components/StatusTag';
import { Muted } from '@/components/Muted';
import { Notice } from '@/components/Notice';
import { Stack } from '@/components/Stack';

/** One period of the settlements table (the current one and the history have the same shape). */
type Settlement = AgentSettlements['list'][number];
type Pending = { action: 'accept' | 'reject' | 'terminate'; contract: AgentContract };

const SETTLEMENT_TONE = { current: 'warning', pending: 'warning', paid: 'success', notQualified: 'muted' } as const;

/** The agent's answers to its own contract (§4): accept or reject an offer, agree to or refuse its termination, or end it. */
type MineAction = { action: Pending['action']; label: string; variant?: ButtonVariant };
const OFFERED: MineAction[] = [
  { action: 'accept', label: 'agentCentre.contract.accept' },
  { action: 'reject', label: 'agentCentre.contract.reject', variant: 'secondary' },
];
const TERMINATION_ASKED: MineAction[] = [
  { action: 'accept', label: 'agentCentre.contract.agreeTermination', variant: 'danger' },
  { action: 'reject', label: 'agentCentre.contract.keep', variant: 'secondary' },
];
const IN_FORCE: MineAction[] = [{ action: 'terminate', label: 'agentCentre.contract.terminate', variant: 'danger' }];

/**
 * Dividend and salary pages (§2, §3, §4, §9): the agent's own contract of the
 * kind with its actions (accept, reject, terminate; agreeing to a lower rate
 * first names the downline contracts it will end), the current period and its
 * history, and the contracts the agent gave its direct downline agents (new
 * contract, termination request).
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const f = useAgentFormat();
  const [pageNo, setPageNo] = useState(1);
  const contracts = useApiQuery('agentContracts', { query: { kind } });
  const settlements = useApiQuery('agentSettlements', { query: { kind, pageNo, pageSize: 10 } });
  // §3 consolidated contract info: what this agent may request and whether it has contract information to see.
  const access = contractAccess(useApiQuery('consolidatedFunds').data, kind);
  const invalidates = ['agentContracts', 'agentSettlements', 'agentDownlineDetail', 'agentIncome', 'consolidatedFunds'] as const;
  const accept = useApiMutation('agentContractAccept', { invalidates: [...invalidates] });
  const reject = useApiMutation('agentContractReject', { invalidates: [...invalidates] });
  const terminate = useApiMutation('agentContractTerminate', { invalidates: [...invalidates] });
  const withdraw = useApiMutation('agentTerminationRequest', { invalidates: [...invalidates] });
  const [pending, setPending] = useState<Pending | null>(null);
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [offerTo, setOfferTo] = useState<string | null>(null);

  const act = async (p: Pending) => {
    const m = p.action === 'accept' ? accept : p.action === 'reject' ? reject : terminate;
    try {
      const done = await m.run({ contractId: p.contract.id });
      const ended = done.terminated.map((x) => `${x.account} (${f.rate(x.rate)})`).join(', ');
      setNotice(ended ? f.t('agentCentre.contract.acceptedEnded', { accounts: ended }) : f.t(`agentCentre.contract.done.${p.action}`));
    } catch (err) {
      const r = refusalOf(err);
      setNotice(f.t(r.key, r.values));
    }
    setPending(null);
  };
  const askEnd = async () => {
    if (!ending) return;
    try {
      await withdraw.run({ contractId: ending.id });
      setNotice(f.t(ending.status === 'pending' ? 'agentCentre.contract.withdrawn' : 'agentCentre.contract.terminationSent', { account: ending.account }));
    } catch (err) {
      const r = refusalOf(err);
      setNotice(f.t(r.key, r.values));
    }
    setEnding(null);
  };

  const mineActions = (c: AgentContract) =>
    (c.status === 'pending' ? OFFERED : c.status === 'terminationRequested' ? TERMINATION_ASKED : IN_FORCE).map((a) => (
      <Button key={a.action} size="sm" variant={a.variant} onClick={() => setPending({ action: a.action, contract: c })}>
        {f.t(a.label)}
      </Button>
    ));

  return (
    <Stack>
      {notice && <Notice data-testid="agent-contract-notice">{notice}</Notice>}
      <section aria-labelledby={`mine-${kind}`}>
        <h4 id={`mine-${kind}`} style={{ margin: '0 0 8px' }}>
          {f.t('agentCentre.contract.mine')}
        </h4>
        {contracts.status === 'loading' && <LoadingRows rows={1} height={160} />}
        {contracts.status === 'error' && <QueryError error={contracts.error} onRetry={contracts.retry} />}
        {contracts.data && !contracts.data.mine.length && <EmptyState icon="list" title={f.t('agentCentre.contract.none')} />}
        <Stack>
          {contracts.data?.mine.map((c) => (
            <ContractCard
              key={c.id}
              c={c}
              f={f}
              title={
                c.status === 'pending'
                  ? f.t('agentCentre.contract.offerFrom', { upline: c.upline ?? f.t('agentCentre.contract.platform') })
                  : f.t(`agentCentre.kind.${kind}`)
              }
              actions={mineActions(c)}
            >
              {c.status === 'pending' && c.wouldTerminate.length > 0 && (
                <Muted data-testid="contract-warning-hint">
                  {f.t('agentCentre.contract.willEnd', { accounts: c.wouldTerminate.map((x) => `${x.account} (${f.rate(x.rate)})`).join(', ') })}
                </Muted>
              )}
            </ContractCard>
          ))}
        </Stack>
      </section>

      {(kind === 'HOURLY' || kind === 'REALTIME') && <SalaryContractPanel kind={kind} canRequest={access.request} />}

      {access.info ? (
        <SettlementSection kind={kind} f={f} q={settlements} setPageNo={setPageNo} />
      ) : (
        <EmptyState icon="clock" title={f.t('agentCentre.salaryContract.noInfo')} />
      )}

      <section aria-labelledby={`down-${kind}`}>
        <h4 id={`down-${kind}`} style={{ margin: '0 0 8px' }}>
          {f.t('agentCentre.contract.downlines')}
        </h4>
        <Stack>
          {access.request && <DownlinePicker f={f} onPick={setOfferTo} />}
          {contracts.data && !contracts.data.downlines.length && <Muted>{f.t('agentCentre.contract.noDownlines')}</Muted>}
          {contracts.data && contracts.data.downlines.length > 0 && (
            <DataTable
              testId="agent-downline-contracts"
              caption={f.t('agentCentre.contract.downlines')}
              rows={contracts.data.downlines}
              rowKey={(c) => c.id}
              columns={[
                { id: 'account', label: f.t('agentCentre.field.account'), render: (c) => <strong>{c.account}</strong> },
                { id: 'rate', label: f.t('agentCentre.contract.rate'), render: (c) => f.rate(c.rate), numeric: true },
                { id: 'members', label: f.t('agentCentre.contract.activeMembers'), render: (c) => c.activeMembers, numeric: true },
                {
                  id: 'status',
                  label: f.t('agentCentre.field.status'),
                  render: (c) => <StatusTag tone={c.status === 'active' ? 'success' : 'warning'}>{f.t(`agentCentre.contract.status.${c.status}`)}</StatusTag>,
                },
                {
                  id: 'action',
                  label: f.t('agentCentre.field.action'),
                  render: (c) =>
                    c.status === 'terminationRequested' ? (
                      '—'
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => setEnding(c)}>
                        {f.t(c.status === 'pending' ? 'agentCentre.contract.withdraw' : 'agentCentre.contract.requestTermination')}
                      </Button>
                    ),
                },
              ]}
            />
          )}
          {contracts.data && contracts.data.history.length > 0 && (
            <details>
              <summary>{f.t('agentCentre.contract.history', { count: contracts.data.history.length })}</summary>
              <ul data-testid="agent-contract-history">
                {contracts.data.history.map((c) => (
                  <li key={c.id}>
                    {c.account} · {f.rate(c.rate)} · {f.t(`agentCentre.contract.status.${c.status}`)}
                    {c.endReason ? ` · ${f.t(`agentCentre.contract.reason.${c.endReason}`)}` : ''} · {f.minutes(c.updatedTime)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </Stack>
      </section>

      {offerTo && <NewContractDialog account={offerTo} kind={kind} onClose={() => setOfferTo(null)} onDone={setNotice} />}
      <AlertDialog
        open={pending !== null}
        title={pending ? f.t(`agentCentre.contract.confirm.${pending.action}`) : ''}
        message={pending ? confirmMessage(pending, f) : ''}
        confirmLabel={pending?.action === 'accept' ? f.t('agentCentre.contract.agree') : f.t('agentCentre.action.confirm')}
        cancelLabel={f.t('agentCentre.action.cancel')}
        onConfirm={() => pending && void act(pending)}
        onCancel={() => setPending(null)}
        confirming={accept.pending || reject.pending || terminate.pending}
        danger={pending?.action !== 'accept' || (pending?.contract.wouldTerminate.length ?? 0) > 0}
      />
      <TerminationDialog
        ask={ending && { account: ending.account, kind }}
        f={f}
        busy={withdraw.pending}
        onConfirm={() => void askEnd()}
        onCancel={() => setEnding(null)}
      />
    </Stack>
  );
}

/** What agreeing means, said before the agent agrees (§4): the downline contracts a lower rate ends. */
function confirmMessage(p: Pending, f: AgentFormat): string {
  const c = p.contract;
  if (p.action === 'accept' && c.status === 'pending' && c.wouldTerminate.length) {
    return f.t('agentCentre.contract.warning', { rate: f.rate(c.rate), accounts: c.wouldTerminate.map((x) => `${x.account} (${f.rate(x.rate)})`).join(', ') });
  }
  if (p.action === 'accept' && c.status === 'terminationRequested') return f.t('agentCentre.contract.confirmText.agreeTermination');
  return f.t(`agentCentre.contract.confirmText.${p.action}`, { rate: f.rate(c.rate) });
}

function DownlinePicker({ f, onPick }: { f: AgentFormat; onPick: (account: string) => void }) {
  const q = useApiQuery('agentDownlines', { query: { level: 1, pageSize: 100 } });
  const agents = (q.data?.list ?? []).filter((d) => d.type !== 0);
  const [account, setAccount] = useState('');
  if (!agents.length) return null;
  return (
    <Toolbar>
      <Select
        id="agent-offer-to"
        label={f.t('agentCentre.contract.offerTo')}
        value={account}
        onChange={setAccount}
        blank={f.t('agentCentre.contract.choose')}
        options={agents.map((a) => ({ value: a.account, label: `${a.account} · ${a.nickname}` }))}
      />
      <Button variant="secondary" disabled={!account} onClick={() => onPick(account)}>
        {f.t('agentCentre.contract.new')}
      </Button>
    </Toolbar>
  );
}

function SettlementSection({
  kind,
  f,
  q,
  setPageNo,
}: {
  kind: ContractKind;
  f: AgentFormat;
  q: ReturnType<typeof useApiQuery<never, 'agentSettlements'>>;
  setPageNo: (n: number) => void;
}) {
  const dividend = kind === 'DIVIDEND';
  const columns: Column<Settlement>[] = [
    {
      id: 'period',
      label: f.t('agentCentre.salary.period'),
      nowrap: true,
      render: (s) =>
        kind === 'HOURLY' || kind === 'REALTIME'
          ? `${f.minutes(s.periodStart)} – ${s.periodEnd.slice(11, 16)}`
          : `${s.periodStart.slice(0, 10)}${s.periodStart.slice(0, 10) === s.periodEnd.slice(0, 10) ? '' : ` – ${s.periodEnd.slice(0, 10)}`}`,
    },
    ...moneyColumns<'validBet' | 'profitLoss', Settlement>(dividend ? ['validBet', 'profitLoss'] : ['validBet'], f),
    { id: 'members', label: f.t('agentCentre.contract.activeMembers'), render: (s) => s.activeMembers, numeric: true },
    { id: 'amount', label: f.t('agentCentre.salary.amount'), render: (s) => f.money(s.amount), numeric: true },
    {
      id: 'status',
      label: f.t('agentCentre.field.status'),
      render: (s) => <StatusTag tone={SETTLEMENT_TONE[s.status as keyof typeof SETTLEMENT_TONE]}>{f.t(`agentCentre.salary.status.${s.status}`)}</StatusTag>,
    },
    { id: 'pay', label: f.t('agentCentre.salary.payTime'), nowrap: true, render: (s) => f.minutes(s.payTime) },
  ];
  return (
    <section aria-labelledby={`settle-${kind}`}>
      <h4 id={`settle-${kind}`} style={{ margin: '0 0 8px' }}>
        {f.t(`agentCentre.salary.title.${kind}`)}
      </h4>
      <Muted style={{ marginBottom: 8 }}>{f.t(`agentCentre.salary.rule.${kind}`)}</Muted>
      <QueryView q={q} rows={3}>
        {(d) => (
          <Stack>
            <Card data-testid="agent-current-period">
              <h4>{f.t('agentCentre.salary.current')}</h4>
              <Grid>
                <Stat label={f.t('agentCentre.salary.period')} value={`${f.minutes(d.current.periodStart)} – ${f.minutes(d.current.periodEnd)}`} />
                <Stat label={f.t('agentCentre.field.validBet')} value={f.money(d.current.validBet)} />
                {dividend && <Stat label={f.t('agentCentre.field.profitLoss')} value={f.signed(d.current.profitLoss)} tone={f.tone(d.current.profitLoss)} />}
                <Stat label={f.t('agentCentre.contract.activeMembers')} value={d.current.activeMembers} />
                <Stat label={f.t('agentCentre.salary.estimate')} value={f.money(d.current.amount)} />
                <Stat label={f.t('agentCentre.salary.payTime')} value={f.minutes(d.current.payTime)} />
              </Grid>
            </Card>
            {d.list.length ? (
              <DataTable columns={columns} rows={d.list} rowKey={(s) => s.periodStart} caption={f.t('agentCentre.salary.history')} testId="agent-settlements" />
            ) : (
              <EmptyState icon="clock" title={f.t('agentCentre.salary.empty')} />
            )}
            {d.totalPages > 1 && (
              <Actions>
                <Pagination page={d.pageNo} pageCount={d.totalPages} onChange={setPageNo} label={f.t('agentCentre.pages')} />
              </Actions>
            )}
          </Stack>
        )}
      </QueryView>
    </section>
  );
}
