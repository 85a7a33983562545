import { useMemo, useState } from 'react';
import { errorKey } from '@/api/errors';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Select } from '@/components/form/Select';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { compareDecimal } from '@/lib/money';
import { Stack } from '@/components/Stack';
import { BankCards } from '../components/BankCards';
import { PaymentPasswordManage } from '../components/PaymentPasswordManage';
import { PaymentPasswordSetup } from '../components/PaymentPasswordSetup';
import { WithdrawalList } from '../components/WithdrawalList';
import { Facts } from '../components/WalletParts';
import { Panel } from '@/components/Panel';
import { Muted } from '@/components/Muted';
import { Notice } from '@/components/Notice';
import { useMoney } from '@/components/useMoney';
import { useWalletAction } from '../hooks/useWalletAction';
import { amountMessageId, checkAmount } from '../lib/amount';
import { amountSpec, payPasswordSpec } from '../lib/specs';

/** withdraw (§4): limits, daily count and turnover shown before submit; card, amount and payment password; recent withdrawals. */
export function WithdrawPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const money = useMoney();
  const info = useApiQuery('withdrawInfo', { staleMs: 0 });
  const rule = info.data?.rules.paymentPassword;
  const specs = useMemo(() => [amountSpec(), payPasswordSpec(rule)], [rule]);
  const form = useForm(specs);
  const [cardId, setCardId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const action = useWalletAction('withdrawCreate', form, ['withdrawInfo', 'withdrawals']);

  if (info.status === 'loading') return <Skeleton width="100%" height={320} />;
  if (info.status === 'error' || !info.data) return <ErrorState messageKey={errorKey(info.error)} onRetry={info.retry} />;
  const i = info.data;
  if (!i.hasPaymentPassword) return <PaymentPasswordSetup />;

  const card = i.cards.find((c) => String(c.id) === cardId) ?? i.cards[0];
  const turnoverOpen = compareDecimal(i.turnoverDone, i.turnoverRequired) < 0;
  const range = t('wallet.limits.range', { min: money.format(i.min), max: money.format(i.max) });

  const submit = async (v: Record<string, string>) => {
    setDone(null);
    const c = checkAmount(v.amount ?? '', { min: i.min, max: i.max, decimals: money.decimals });
    if (!c.ok) return form.setError('amount', { id: amountMessageId(c.error), values: { min: money.format(i.min), max: money.format(i.max) } });
    if (compareDecimal(c.amount, i.balance) > 0)
      return form.setError('amount', { id: 'wallet.error.insufficient', values: { available: money.format(i.balance) } });
    const w = await action.run({ cardId: card!.id, amount: c.amount, paymentPassword: v.paymentPassword });
    if (w) {
      form.reset({});
      setDone(w.orderNo);
    }
  };

  return (
    <Stack data-testid="withdraw-page">
      <Panel>
        <Facts data-testid="withdraw-limits">
          <dt>{t('wallet.balance')}</dt>
          <dd data-testid="withdraw-balance">{money.format(i.balance)}</dd>
          <dt>{t('wallet.limits')}</dt>
          <dd>{range}</dd>
          <dt>{t('wallet.withdraw.today')}</dt>
          <dd>{t('wallet.withdraw.todayValue', { used: i.dailyUsed, count: i.dailyCount })}</dd>
          <dt>{t('wallet.withdraw.turnover')}</dt>
          <dd>{`${money.format(i.turnoverDone)} / ${money.format(i.turnoverRequired)}`}</dd>
        </Facts>
        {turnoverOpen && (
          <Muted role="note">{t('wallet.error.turnover', { required: money.format(i.turnoverRequired), done: money.format(i.turnoverDone) })}</Muted>
        )}
        <Muted>{t('wallet.withdraw.autoConfirm', { minutes: i.autoConfirmMinutes })}</Muted>
      </Panel>
      {i.cards.length === 0 ? (
        <Muted>{t('wallet.withdraw.needCard')}</Muted>
      ) : (
        <Panel>
          {done && <Notice data-testid="withdraw-done">{t('wallet.withdraw.submitted', { orderNo: done })}</Notice>}
          <Select
            id="withdraw-card"
            label={t('wallet.withdraw.card')}
            value={String(card!.id)}
            options={i.cards.map((c) => ({ value: String(c.id), label: `${c.bankName} ${c.accountNo}` }))}
            onChange={setCardId}
          />
          <DynamicForm form={form} idPrefix="withdraw" onSubmit={submit} testId="withdraw-form" slots={{ amount: { hint: range } }}>
            <Button
              type="submit"
              fullWidth
              loading={action.pending}
              disabled={action.pending || i.dailyUsed >= i.dailyCount}
              data-testid="withdraw-submit"
              data-primary-action=""
            >
              {t('wallet.withdraw.submit')}
            </Button>
          </DynamicForm>
        </Panel>
      )}
      <BankCards />
      <PaymentPasswordManage />
      <WithdrawalList />
      {action.dialog}
    </Stack>
  );
}

export default WithdrawPage;
