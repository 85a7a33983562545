import { useMemo, useState } from 'react';
import { errorKey } from '@/api/errors';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Select } from '@/components/form/Select';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Tabs } from '@/components/Tabs';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { compareDecimal } from '@/lib/money';
import { Stack } from '@/components/Stack';
import { Facts } from '../components/WalletParts';
import { Panel } from '@/components/Panel';
import { Muted } from '@/components/Muted';
import { Notice } from '@/components/Notice';
import { useMoney } from '@/components/useMoney';
import { useWalletAction } from '../hooks/useWalletAction';
import { amountMessageId, checkAmount } from '../lib/amount';
import { amountSpec } from '../lib/specs';

type Direction = 'in' | 'out';

/** transferFund (§2 wallet): move money between the main wallet and a vendor wallet (multi-wallet merchants only). */
export function TransferFundPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const money = useMoney();
  const wallet = useApiQuery('merchantWallet', { staleMs: 0 });
  const specs = useMemo(() => [amountSpec()], []);
  const form = useForm(specs);
  const [direction, setDirection] = useState<Direction>('in');
  const [vendor, setVendor] = useState('');
  const [done, setDone] = useState(false);
  const action = useWalletAction('walletTransfer', form, ['merchantWallet']);

  if (wallet.status === 'loading') return <Skeleton width="100%" height={280} />;
  if (wallet.status === 'error' || !wallet.data) return <ErrorState messageKey={errorKey(wallet.error)} onRetry={wallet.retry} />;
  const w = wallet.data;
  if (w.isSingle || w.wallets.length === 0) return <EmptyState title={t('wallet.transfer.single')} icon="wallet" />;

  const held = w.wallets.filter((x) => compareDecimal(x.balance, '0') > 0);
  const choices = direction === 'out' ? held : w.wallets;
  const target = choices.find((x) => x.vendor === vendor) ?? choices[0];
  const available = direction === 'in' ? w.mainBalance : (target?.balance ?? '0.00');

  const submit = async (v: Record<string, string>) => {
    setDone(false);
    if (!target) return;
    const c = checkAmount(v.amount ?? '', { decimals: money.decimals, max: available });
    if (!c.ok) {
      const id = c.error === 'aboveMax' ? 'wallet.error.insufficient' : amountMessageId(c.error);
      return form.setError('amount', { id, values: { available: money.format(available) } });
    }
    const body = direction === 'in' ? { from: 'MAIN', to: target.vendor, amount: c.amount } : { from: target.vendor, to: 'MAIN', amount: c.amount };
    if (await action.run(body)) {
      form.reset({});
      setDone(true);
    }
  };

  return (
    <Stack data-testid="transfer-page">
      <Panel>
        <Facts>
          <dt>{t('wallet.transfer.main')}</dt>
          <dd data-testid="transfer-main">{money.format(w.mainBalance)}</dd>
          {held.map((x) => (
            <div key={x.vendor} style={{ display: 'contents' }} data-testid="vendor-wallet">
              <dt>{x.name}</dt>
              <dd data-testid={`vendor-balance-${x.vendor}`}>{money.format(x.balance)}</dd>
            </div>
          ))}
        </Facts>
      </Panel>
      <Tabs
        items={[
          { id: 'in', label: t('wallet.transfer.in') },
          { id: 'out', label: t('wallet.transfer.out') },
        ]}
        value={direction}
        onChange={(d) => setDirection(d as Direction)}
        ariaLabel={t('wallet.transfer.direction')}
        idPrefix="transfer"
      />
      <Panel>
        {choices.length === 0 ? (
          <Muted>{t('wallet.transfer.nothingOut')}</Muted>
        ) : (
          <>
            {done && <Notice data-testid="transfer-done">{t('wallet.transfer.done')}</Notice>}
            <Select
              id="transfer-vendor"
              label={t('wallet.transfer.vendor')}
              value={target!.vendor}
              options={choices.map((x) => ({ value: x.vendor, label: `${x.name} (${money.format(x.balance)})` }))}
              onChange={setVendor}
            />
            <DynamicForm
              form={form}
              idPrefix="transfer"
              onSubmit={submit}
              testId="transfer-form"
              slots={{ amount: { hint: t('wallet.available', { amount: money.format(available) }) } }}
            >
              <Button type="submit" fullWidth loading={action.pending} disabled={action.pending} data-testid="transfer-submit">
                {t('wallet.transfer.submit')}
              </Button>
            </DynamicForm>
          </>
        )}
      </Panel>
      {action.dialog}
    </Stack>
  );
}

export default TransferFundPage;
