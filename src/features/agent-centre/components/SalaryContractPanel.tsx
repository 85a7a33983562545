import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form/TextField';
import { Select } from '@/components/form/Select';
import { StatusTag } from '@/components/StatusTag';
import { Muted } from '@/components/Muted';
import { Notice } from '@/components/Notice';
import { parseAmount, toDecimalString } from '@/lib/money';
import { useAgentFormat } from '../hooks/useAgentFormat';
import type { FieldErrors } from '../hooks/useFields';
import { useFormDialog, type DialogExits } from '../hooks/useFormDialog';
import { EFFECTIVE_CHOICES, SALARY_RATE_MAX, effectiveTime, salaryRate, type EffectiveChoice } from '../lib/consolidated';
import { Actions, Card, Grid, QueryView, Stat } from './AgentParts';
import { FormDialog } from './FormDialog';

type SalaryKind = 'HOURLY' | 'REALTIME';
const PER = { HOURLY: 'H', REALTIME: '5M' } as const;
const REFRESHED = ['consolidatedContract', 'consolidatedFunds'] as const;

/**
 * The agent's own hourly or real-time salary contract (§7: consolidated contract GET, the salary contract POSTs):
 * what it asked the platform for (rate of the team's valid bets, the minimum bet amount per period, from when),
 * and, when the consolidated info lets it request (contracthoursalreq / realtimesalreqtype), a form to ask or
 * change it. A new request replaces the previous one of its kind.
 */
export function SalaryContractPanel({ kind, canRequest }: { kind: SalaryKind; canRequest: boolean }) {
  const f = useAgentFormat();
  const q = useApiQuery('consolidatedContract');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby={`salary-contract-${kind}`}>
      <h4 id={`salary-contract-${kind}`} style={{ margin: '0 0 8px' }}>
        {f.t('agentCentre.salaryContract.title')}
      </h4>
      <Muted style={{ marginBottom: 8 }}>{f.t('agentCentre.salaryContract.intro', { max: SALARY_RATE_MAX })}</Muted>
      <QueryView q={q} rows={1} height={120}>
        {(d) => {
          const c = d.list.find((x) => x.type === kind);
          return (
            <Card data-testid="agent-salary-contract" data-status={c?.status ?? 'none'}>
              {notice && <Notice data-testid="agent-salary-contract-notice">{notice}</Notice>}
              {c ? (
                <Grid>
                  <Stat label={f.t('agentCentre.contract.rate')} value={f.rate(c.rate.toFixed(2))} testId="salary-contract-rate" />
                  <Stat label={f.t(`agentCentre.contract.betAmount.${PER[kind]}`)} value={f.money(c.betAmount)} testId="salary-contract-bet" />
                  <Stat label={f.t('agentCentre.salaryContract.effective')} value={f.minutes(c.effectiveTime)} testId="salary-contract-effective" />
                  <Stat
                    label={f.t('agentCentre.field.status')}
                    value={
                      <StatusTag tone={c.status === 'active' ? 'success' : 'warning'}>
                        {f.t(c.status === 'active' ? 'agentCentre.contract.status.active' : 'agentCentre.salaryContract.scheduled')}
                      </StatusTag>
                    }
                  />
                </Grid>
              ) : (
                <Muted>{f.t('agentCentre.salaryContract.none')}</Muted>
              )}
              {canRequest && (
                <Actions>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                    {f.t(c ? 'agentCentre.salaryContract.change' : 'agentCentre.salaryContract.request')}
                  </Button>
                </Actions>
              )}
            </Card>
          );
        }}
      </QueryView>
      {editing && <SalaryContractDialog kind={kind} onClose={() => setEditing(false)} onDone={setNotice} />}
    </section>
  );
}

function SalaryContractDialog({ kind, onClose, onDone }: { kind: SalaryKind } & DialogExits) {
  const f = useAgentFormat();
  const [from, setFrom] = useState<EffectiveChoice>('now');
  const hourly = useApiMutation('hourlySalaryContract', { invalidates: [...REFRESHED] });
  const realtime = useApiMutation('realtimeSalaryContract', { invalidates: [...REFRESHED] });
  const mutation = kind === 'HOURLY' ? hourly : realtime;
  const form = useFormDialog<'rate' | 'betAmount'>({ rate: '', betAmount: '' }, { busy: mutation.pending, onSubmit: submit, onDone, onClose });

  async function submit(): Promise<string | null> {
    const next: FieldErrors<'rate' | 'betAmount'> = {};
    const rate = salaryRate(form.values.rate);
    if (rate === null) next.rate = f.t('agentCentre.salaryContract.rateInvalid', { max: SALARY_RATE_MAX });
    const typed = form.values.betAmount.trim();
    const bet = typed ? parseAmount(typed, 2) : null;
    if (bet && !bet.ok) next.betAmount = f.t('agentCentre.transfer.amountInvalid');
    form.setErrors(next);
    if (rate === null || (bet && !bet.ok)) return null;
    const body = {
      // The schema's rate is a JSON number: a percent with at most 2 decimals, written as typed ("0.35", never 0.35000000000000003).
      rate: Number(rate),
      effectiveTime: effectiveTime(from, Date.now()),
      betAmount: bet?.ok ? toDecimalString(bet.minor, 2) : '0.00',
    };
    const saved = await mutation.run(body);
    return f.t('agentCentre.salaryContract.saved', { rate: f.rate(saved.rate.toFixed(2)), time: f.minutes(saved.effectiveTime) });
  }

  return (
    <FormDialog title={f.t(`agentCentre.kind.${kind}`)} testId="agent-salary-contract-form" submitLabel={f.t('agentCentre.salaryContract.submit')} form={form}>
      <TextField id="salary-contract-rate" label={f.t('agentCentre.contract.ratePercent')} inputMode="decimal" required {...form.field('rate')} />
      <TextField id="salary-contract-bet" label={f.t(`agentCentre.contract.betAmount.${PER[kind]}`)} inputMode="decimal" {...form.field('betAmount')} />
      <Select
        id="salary-contract-from"
        label={f.t('agentCentre.salaryContract.effective')}
        value={from}
        onChange={(v) => setFrom(v as EffectiveChoice)}
        options={EFFECTIVE_CHOICES.map((c) => ({ value: c, label: f.t(`agentCentre.salaryContract.from.${c}`) }))}
      />
    </FormDialog>
  );
}
