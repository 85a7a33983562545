import { useEffect, useMemo, useState } from 'react';
import { errorKey } from '@/api/errors';
import { useIntl } from 'react-intl';
import { useApiQuery, invalidate } from '@/api/query';
import type { DepositOrder } from '@/api/models';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { Tabs } from '@/components/Tabs';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { Stack } from '@/components/Stack';
import { AmountPresets } from '../components/AmountPresets';
import { DepositOrderPanel } from '../components/DepositOrderPanel';
import { Facts } from '../components/WalletParts';
import { Panel } from '@/components/Panel';
import { Muted } from '@/components/Muted';
import { useMoney } from '@/components/useMoney';
import { useWalletAction } from '../hooks/useWalletAction';
import { amountMessageId, checkAmount } from '../lib/amount';
import { amountSpec } from '../lib/specs';

/** depositv2 (§2): channels with limits, presets and fee shown before submit; one order per intent; its status followed. */
export function DepositPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const money = useMoney();
  const channels = useApiQuery('depositChannels');
  const [channelId, setChannelId] = useState<string | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const specs = useMemo(() => [amountSpec()], []);
  const form = useForm(specs);
  const action = useWalletAction('depositCreate', form);

  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.id === channelId) ?? list[0];

  useEffect(() => {
    if (order?.status === 'credited') invalidate('balance');
  }, [order?.status]);

  if (channels.status === 'loading') return <Skeleton width="100%" height={280} />;
  if (channels.status === 'error' || !channel) return <ErrorState messageKey={errorKey(channels.error)} onRetry={channels.retry} />;
  if (order) return <DepositOrderPanel order={order} onUpdate={setOrder} onNew={() => setOrder(null)} />;

  const submit = async (values: Record<string, string>) => {
    const c = checkAmount(values.amount ?? '', { min: channel.min, max: channel.max, decimals: money.decimals });
    if (!c.ok) return form.setError('amount', { id: amountMessageId(c.error), values: { min: money.format(channel.min), max: money.format(channel.max) } });
    const created = await action.run({ channelId: channel.id, amount: c.amount });
    if (created) setOrder(created);
  };

  return (
    <Stack data-testid="deposit-page">
      <Tabs
        items={list.map((c) => ({ id: c.id, label: t(`wallet.deposit.channel.${c.type}`) }))}
        value={channel.id}
        onChange={(id) => setChannelId(id)}
        ariaLabel={t('wallet.deposit.channels')}
        idPrefix="deposit"
      />
      <Panel aria-labelledby={`deposit-tab-${channel.id}`}>
        <Facts data-testid="deposit-limits">
          <dt>{t('wallet.limits')}</dt>
          <dd>{t('wallet.limits.range', { min: money.format(channel.min), max: money.format(channel.max) })}</dd>
          <dt>{t('wallet.deposit.fee')}</dt>
          <dd>{channel.feeText}</dd>
          <dt>{t('wallet.currency')}</dt>
          <dd>{channel.currency}</dd>
        </Facts>
        <DynamicForm
          form={form}
          idPrefix="deposit"
          testId="deposit-form"
          onSubmit={submit}
          slots={{ amount: { hint: t('wallet.limits.range', { min: money.format(channel.min), max: money.format(channel.max) }) } }}
        >
          <AmountPresets presets={channel.presets} value={form.values.amount ?? ''} onPick={(v) => form.setValue('amount', v)} />
          <Button type="submit" fullWidth loading={action.pending} disabled={action.pending} data-testid="deposit-submit" data-primary-action="">
            {t('wallet.deposit.submit')}
          </Button>
          <Muted>{t('wallet.deposit.note')}</Muted>
        </DynamicForm>
      </Panel>
      {action.dialog}
    </Stack>
  );
}

export default DepositPage;
