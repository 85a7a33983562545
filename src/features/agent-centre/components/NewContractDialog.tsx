import { useState } from 'react';
import { TextField } from '@/components/form/TextField';
import { Select } from '@/components/form/Select';
import { useApiMutation } from '@/api/mutation';
import { useFlag } from '@/flags/useFlag';
import { compareDecimal, parseAmount, toDecimalString } from '@/lib/money';
import { useAgentFormat } from '../hooks/useAgentFormat';
import type { FieldErrors } from '../hooks/useFields';
import { useFormDialog } from '../hooks/useFormDialog';
import type { ContractKind } from '../lib/entries';
import { FormDialog } from './FormDialog';

type Field = 'rate' | 'activeMembers' | 'periodValidBet' | 'betAmount';

/** Request a new contract for a direct downline agent (§4); it waits for the downline to accept. */
export function NewContractDialog({
  account,
  kind: fixedKind,
  onClose,
  onDone,
}: {
  account: string;
  kind?: ContractKind;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const f = useAgentFormat();
  const enabled: Record<ContractKind, boolean> = {
    DIVIDEND: useFlag('dividendContract'),
    DAILY: useFlag('dailySalary'),
    HOURLY: useFlag('hourlySalary'),
    REALTIME: useFlag('realTimeSalary'),
  };
  const kinds = (Object.keys(enabled) as ContractKind[]).filter((k) => enabled[k]);
  const [kind, setKind] = useState<ContractKind>(fixedKind ?? kinds[0] ?? 'DIVIDEND');
  const [periodType, setPeriodType] = useState('H');
  const mutation = useApiMutation('agentContractRequest', { invalidates: ['agentContracts', 'agentDownlineDetail'] });
  const form = useFormDialog<Field>(
    { rate: '', periodValidBet: '', betAmount: '', activeMembers: '' },
    { busy: mutation.pending, onSubmit: submit, onDone, onClose },
  );
  const { rate, periodValidBet, betAmount, activeMembers } = form.values;
  const dividend = kind === 'DIVIDEND';

  const amount = (text: string, field: Field, next: FieldErrors<Field>): string => {
    if (!text.trim()) return '0.00';
    const p = parseAmount(text, 2);
    if (!p.ok) {
      next[field] = f.t('agentCentre.transfer.amountInvalid');
      return '0.00';
    }
    return toDecimalString(p.minor, 2);
  };

  async function submit(): Promise<string | null> {
    const next: FieldErrors<Field> = {};
    const r = parseAmount(rate, 2);
    const rateText = r.ok ? toDecimalString(r.minor, 2) : '';
    if (!r.ok || compareDecimal(rateText, '0') <= 0 || compareDecimal(rateText, '100') > 0) next.rate = f.t('agentCentre.contract.rateInvalid');
    const members = activeMembers.trim() ? Number(activeMembers) : 0;
    if (!Number.isInteger(members) || members < 0) next.activeMembers = f.t('agentCentre.contract.membersInvalid');
    const validBet = dividend ? amount(periodValidBet, 'periodValidBet', next) : '0.00';
    const bet = dividend ? '0.00' : amount(betAmount, 'betAmount', next);
    form.setErrors(next);
    if (Object.keys(next).length) return null;
    await mutation.run({
      account,
      kind,
      rate: rateText,
      periodType: dividend ? periodType : 'D',
      periodValidBet: validBet,
      activeMembers: members,
      betAmount: bet,
    });
    return f.t('agentCentre.contract.requested', { account });
  }

  return (
    <FormDialog title={f.t('agentCentre.contract.newFor', { account })} testId="agent-new-contract" submitLabel={f.t('agentCentre.contract.send')} form={form}>
      {!fixedKind && (
        <Select
          id="agent-contract-kind"
          label={f.t('agentCentre.contract.kind')}
          value={kind}
          onChange={(v) => setKind(v as ContractKind)}
          options={kinds.map((k) => ({ value: k, label: f.t(`agentCentre.kind.${k}`) }))}
        />
      )}
      <TextField id="agent-contract-rate" label={f.t('agentCentre.contract.ratePercent')} inputMode="decimal" required {...form.field('rate')} />
      {dividend && (
        <Select
          id="agent-contract-period"
          label={f.t('agentCentre.contract.periodType')}
          value={periodType}
          onChange={setPeriodType}
          options={['D', 'W', 'H', 'M'].map((p) => ({ value: p, label: f.t(`agentCentre.contract.period.${p}`) }))}
        />
      )}
      {dividend && (
        <TextField id="agent-contract-validbet" label={f.t('agentCentre.contract.periodValidBet')} inputMode="decimal" {...form.field('periodValidBet')} />
      )}
      {!dividend && (
        <TextField
          id="agent-contract-bet"
          label={f.t(`agentCentre.contract.betAmount.${kind === 'HOURLY' ? 'H' : kind === 'REALTIME' ? '5M' : 'D'}`)}
          inputMode="decimal"
          {...form.field('betAmount')}
        />
      )}
      <TextField id="agent-contract-members" label={f.t('agentCentre.contract.activeMembers')} inputMode="numeric" {...form.field('activeMembers')} />
    </FormDialog>
  );
}
