import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/Modal';
import { TextField } from '@/components/form/TextField';
import { Select } from '@/components/form/Select';
import { FormFooter, FormStack } from '@/components/form/FormLayout';
import { useApiMutation } from '@/api/mutation';
import { useFlag } from '@/flags/useFlag';
import { compareDecimal, parseAmount, toDecimalString } from '@/lib/money';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { refusalOf } from '../lib/refusal';
import type { ContractKind } from '../lib/entries';

type Field = 'rate' | 'activeMembers' | 'periodValidBet' | 'betAmount' | 'form';

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
  const [rate, setRate] = useState('');
  const [periodType, setPeriodType] = useState('H');
  const [periodValidBet, setPeriodValidBet] = useState('');
  const [activeMembers, setActiveMembers] = useState('');
  const [betAmount, setBetAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useApiMutation('agentContractRequest', { invalidates: ['agentContracts', 'agentDownlineDetail'] });
  const dividend = kind === 'DIVIDEND';

  const amount = (text: string, field: Field, next: Partial<Record<Field, string>>): string => {
    if (!text.trim()) return '0.00';
    const p = parseAmount(text, 2);
    if (!p.ok) {
      next[field] = f.t('agentCentre.transfer.amountInvalid');
      return '0.00';
    }
    return toDecimalString(p.minor, 2);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const r = parseAmount(rate, 2);
    const rateText = r.ok ? toDecimalString(r.minor, 2) : '';
    if (!r.ok || compareDecimal(rateText, '0') <= 0 || compareDecimal(rateText, '100') > 0) next.rate = f.t('agentCentre.contract.rateInvalid');
    const members = activeMembers.trim() ? Number(activeMembers) : 0;
    if (!Number.isInteger(members) || members < 0) next.activeMembers = f.t('agentCentre.contract.membersInvalid');
    const validBet = dividend ? amount(periodValidBet, 'periodValidBet', next) : '0.00';
    const bet = dividend ? '0.00' : amount(betAmount, 'betAmount', next);
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await mutation.run({
        account,
        kind,
        rate: rateText,
        periodType: dividend ? periodType : 'D',
        periodValidBet: validBet,
        activeMembers: members,
        betAmount: bet,
      });
      onDone(f.t('agentCentre.contract.requested', { account }));
      onClose();
    } catch (err) {
      const x = refusalOf(err);
      const text = f.t(x.key, x.values);
      const field = (['rate', 'activeMembers', 'periodValidBet', 'betAmount'] as Field[]).find((k) => k === x.field) ?? 'form';
      setErrors({ [field]: text });
    }
  };

  return (
    <Modal open onClose={onClose} title={f.t('agentCentre.contract.newFor', { account })} size="sm" testId="agent-new-contract">
      <FormStack noValidate onSubmit={submit}>
        {!fixedKind && (
          <Select
            id="agent-contract-kind"
            label={f.t('agentCentre.contract.kind')}
            value={kind}
            onChange={(v) => setKind(v as ContractKind)}
            options={kinds.map((k) => ({ value: k, label: f.t(`agentCentre.kind.${k}`) }))}
          />
        )}
        <TextField
          id="agent-contract-rate"
          label={f.t('agentCentre.contract.ratePercent')}
          value={rate}
          onChange={setRate}
          inputMode="decimal"
          required
          error={errors.rate}
        />
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
          <TextField
            id="agent-contract-validbet"
            label={f.t('agentCentre.contract.periodValidBet')}
            value={periodValidBet}
            onChange={setPeriodValidBet}
            inputMode="decimal"
            error={errors.periodValidBet}
          />
        )}
        {!dividend && (
          <TextField
            id="agent-contract-bet"
            label={f.t(`agentCentre.contract.betAmount.${kind === 'HOURLY' ? 'H' : kind === 'REALTIME' ? '5M' : 'D'}`)}
            value={betAmount}
            onChange={setBetAmount}
            inputMode="decimal"
            error={errors.betAmount}
          />
        )}
        <TextField
          id="agent-contract-members"
          label={f.t('agentCentre.contract.activeMembers')}
          value={activeMembers}
          onChange={setActiveMembers}
          inputMode="numeric"
          error={errors.activeMembers}
        />
        <FormFooter
          failure={errors.form}
          submitLabel={f.t('agentCentre.contract.send')}
          busy={mutation.pending}
          cancel={{ label: f.t('agentCentre.action.cancel'), onClick: onClose }}
        />
      </FormStack>
    </Modal>
  );
}
