import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import type { DepositOrder } from '@/api/models';
import { Button } from '@/components/Button';
import { QrCode } from '@/components/QrCode';
import { Stack } from '@/components/Stack';
import { Facts, Row } from './WalletParts';
import { Panel, PanelTitle } from '@/components/Panel';
import { Muted } from '@/components/Muted';
import { StatusTag } from '@/components/StatusTag';
import { useMoney } from '@/components/useMoney';

const POLL_MS = 3_000;
const tone = { pending: 'warning', credited: 'success', failed: 'danger' } as const;

/** A created deposit order: where to pay, and its status, refetched every few seconds while pending. */
export function DepositOrderPanel({ order, onUpdate, onNew }: { order: DepositOrder; onUpdate: (o: DepositOrder) => void; onNew: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const money = useMoney();
  const pending = order.status === 'pending';
  const status = useApiQuery('depositOrder', { query: { orderNo: order.orderNo }, enabled: pending, staleMs: 0 });
  const { retry } = status;

  useEffect(() => {
    if (status.data && status.data.status !== order.status) onUpdate(status.data);
  }, [status.data, order.status, onUpdate]);
  useEffect(() => {
    if (!pending) return;
    const id = window.setInterval(retry, POLL_MS);
    return () => window.clearInterval(id);
  }, [pending, retry]);

  return (
    <Stack data-testid="deposit-order">
      <Panel>
        <Row>
          <PanelTitle>{t('wallet.deposit.order')}</PanelTitle>
          <StatusTag as="output" tone={tone[order.status]} data-testid="deposit-status">
            {t(`wallet.deposit.status.${order.status}`)}
          </StatusTag>
        </Row>
        <Facts>
          <dt>{t('wallet.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('wallet.amount')}</dt>
          <dd>{money.format(order.amount)}</dd>
          <dt>{t('wallet.deposit.payTo')}</dt>
          <dd>{order.payTo.name}</dd>
          <dt>{t('wallet.deposit.account')}</dt>
          <dd>{order.payTo.account}</dd>
          <dt>{t('wallet.deposit.reference')}</dt>
          <dd>{order.payTo.reference}</dd>
        </Facts>
        {order.payTo.qrText && pending && <QrCode value={order.payTo.qrText} size={160} label={t('wallet.deposit.qr')} />}
        <Muted>{t(`wallet.deposit.hint.${order.status}`)}</Muted>
      </Panel>
      <Button variant={pending ? 'secondary' : 'primary'} onClick={onNew} data-testid="deposit-new">
        {t('wallet.deposit.new')}
      </Button>
    </Stack>
  );
}
