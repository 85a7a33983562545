import { TextField } from '@/components/form/TextField';
import { PasswordField } from '@/components/form/PasswordField';
import { useApiMutation } from '@/api/mutation';
import { compareDecimal, parseAmount, toDecimalString } from '@/lib/money';
import { useAgentFormat } from '../hooks/useAgentFormat';
import type { FieldErrors } from '../hooks/useFields';
import { useFormDialog, type DialogExits } from '../hooks/useFormDialog';
import type { Refusal } from '../lib/refusal';
import { FormDialog } from './FormDialog';
import { Muted } from '@/components/Muted';

export interface TransferDialogProps extends DialogExits {
  /** A downline's account, or null for the upline. */
  to: { direction: 'DOWN'; account: string } | { direction: 'UP'; account: string | null };
  limits: { min: string; max: string };
}

const REFRESHED = ['agentTeamOverview', 'agentDownlines', 'agentDownlineDetail', 'agentTransactions'] as const;

/**
 * Transfer to a downline or to the upline (§6) with the payment password and the
 * platform's limits. The mutation sends one Idempotency-Key per intent (a double
 * click or a retried time-out moves the money once) and refreshes the header
 * balance and the agent lists after success.
 */
export function TransferDialog({ to, limits, onClose, onDone }: TransferDialogProps) {
  const f = useAgentFormat();
  const down = useApiMutation('agentTransferDownline', { invalidates: [...REFRESHED] });
  const up = useApiMutation('agentTransferUpline', { invalidates: [...REFRESHED] });
  const mutation = to.direction === 'DOWN' ? down : up;
  const form = useFormDialog({ amount: '', paymentPassword: '' }, { busy: mutation.pending, onSubmit: submit, say, onDone, onClose });
  const { amount, paymentPassword: password } = form.values;

  async function submit(): Promise<string | null> {
    const parsed = parseAmount(amount, 2);
    const next: FieldErrors<'amount' | 'paymentPassword'> = {};
    if (!parsed.ok) next.amount = f.t(parsed.reason === 'empty' ? 'agentCentre.transfer.amountRequired' : 'agentCentre.transfer.amountInvalid');
    else {
      const text = toDecimalString(parsed.minor, 2);
      if (compareDecimal(text, limits.min) < 0 || compareDecimal(text, limits.max) > 0)
        next.amount = f.t('agentCentre.transfer.limits', { min: f.money(limits.min), max: f.money(limits.max) });
    }
    if (!password) next.paymentPassword = f.t('agentCentre.transfer.passwordRequired');
    form.setErrors(next);
    if (next.amount || next.paymentPassword || !parsed.ok) return null;
    const body = { amount: toDecimalString(parsed.minor, 2), paymentPassword: password };
    const done = to.direction === 'DOWN' ? await down.run({ ...body, account: to.account }) : await up.run(body);
    return f.t('agentCentre.transfer.done', { amount: f.money(done.amount), account: done.account, balance: f.money(done.balance) });
  }
  /** A refusal's limits are money. */
  function say(r: Refusal) {
    return f.t(r.key, {
      ...r.values,
      ...(typeof r.values.min === 'string' ? { min: f.money(r.values.min) } : {}),
      ...(typeof r.values.max === 'string' ? { max: f.money(r.values.max) } : {}),
    });
  }

  const title =
    to.direction === 'DOWN'
      ? f.t('agentCentre.transfer.toDownline', { account: to.account })
      : f.t('agentCentre.transfer.toUpline', { account: to.account ?? '' });
  return (
    <FormDialog title={title} testId="agent-transfer" submitLabel={f.t('agentCentre.transfer.submit')} form={form}>
      <Muted>{f.t('agentCentre.transfer.limits', { min: f.money(limits.min), max: f.money(limits.max) })}</Muted>
      <TextField
        id="agent-transfer-amount"
        label={f.t('agentCentre.transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.field('amount')}
      />
      <PasswordField
        id="agent-transfer-password"
        label={f.t('agentCentre.transfer.paymentPassword')}
        autoComplete="off"
        required
        {...form.field('paymentPassword')}
      />
    </FormDialog>
  );
}
