import { useMemo, useState } from 'react';
import { errorKey } from '@/api/errors';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { Stack } from '@/components/Stack';
import { PaymentPasswordSetup } from '../components/PaymentPasswordSetup';
import { Facts } from '../components/WalletParts';
import { Panel } from '@/components/Panel';
import { Notice } from '@/components/Notice';
import { useMoney } from '@/components/useMoney';
import { useWalletAction } from '../hooks/useWalletAction';
import { amountMessageId, checkAmount } from '../lib/amount';
import { amountSpec, payPasswordSpec } from '../lib/specs';

/** transferUpline (§2, §6): send money from the main wallet to the member's upline, behind the payment password. */
export function TransferUplinePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const money = useMoney();
  const info = useApiQuery('uplineInfo', { staleMs: 0 });
  const rule = useApiQuery('paymentPassword').data?.rule;
  const specs = useMemo(() => [amountSpec(), payPasswordSpec(rule)], [rule]);
  const form = useForm(specs);
  const [done, setDone] = useState<string | null>(null);
  const action = useWalletAction('uplineTransfer', form, ['uplineInfo']);

  if (info.status === 'loading') return <Skeleton width="100%" height={240} />;
  if (info.status === 'error' || !info.data) return <ErrorState messageKey={errorKey(info.error)} onRetry={info.retry} />;
  const i = info.data;
  if (!i.upline) return <EmptyState title={t('wallet.error.noUpline')} icon="user" />;
  if (!i.hasPaymentPassword) return <PaymentPasswordSetup />;

  const submit = async (v: Record<string, string>) => {
    setDone(null);
    const c = checkAmount(v.amount ?? '', { decimals: money.decimals, max: i.balance });
    if (!c.ok)
      return form.setError('amount', {
        id: c.error === 'aboveMax' ? 'wallet.error.insufficient' : amountMessageId(c.error),
        values: { available: money.format(i.balance) },
      });
    const r = await action.run({ amount: c.amount, paymentPassword: v.paymentPassword });
    if (r) {
      form.reset({});
      setDone(money.format(r.amount));
    }
  };

  return (
    <Stack data-testid="upline-page">
      <Panel>
        <Facts>
          <dt>{t('wallet.upline')}</dt>
          <dd data-testid="upline-account">{i.upline}</dd>
          <dt>{t('wallet.balance')}</dt>
          <dd>{money.format(i.balance)}</dd>
        </Facts>
      </Panel>
      <Panel>
        {done && <Notice data-testid="upline-done">{t('wallet.upline.done', { amount: done })}</Notice>}
        <DynamicForm
          form={form}
          idPrefix="upline"
          onSubmit={submit}
          testId="upline-form"
          slots={{ amount: { hint: t('wallet.available', { amount: money.format(i.balance) }) } }}
        >
          <Button type="submit" fullWidth loading={action.pending} disabled={action.pending} data-testid="upline-submit">
            {t('wallet.upline.submit')}
          </Button>
        </DynamicForm>
      </Panel>
      {action.dialog}
    </Stack>
  );
}

export default TransferUplinePage;
