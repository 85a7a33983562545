import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import type { Withdrawal } from '@/api/models';
import { Skeleton } from '@/components/Skeleton';
import { useMoney } from '@/components/useMoney';
import { Row } from './WalletParts';
import { Panel, PanelTitle } from '@/components/Panel';
import { Muted } from '@/components/Muted';
import { StatusTag } from '@/components/StatusTag';

const tone: Record<Withdrawal['status'], 'success' | 'warning' | 'danger' | 'muted'> = {
  pending: 'warning',
  approved: 'warning',
  disbursed: 'warning',
  received: 'success',
  partial: 'success',
  notReceived: 'danger',
  rejected: 'danger',
};

/** The member's recent withdrawals with their state (the confirmation prompt handles disbursed ones). */
export function WithdrawalList() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const money = useMoney();
  const list = useApiQuery('withdrawals');
  if (list.status === 'loading') return <Skeleton width="100%" height={80} />;
  const rows = list.data?.list ?? [];
  return (
    <Panel data-testid="withdrawal-list" aria-live="polite">
      <PanelTitle>{t('wallet.withdraw.recent')}</PanelTitle>
      {rows.length === 0 && <Muted>{t('wallet.withdraw.none')}</Muted>}
      {rows.slice(0, 5).map((w) => (
        <Row key={w.orderNo} data-testid="withdrawal-row" data-status={w.status}>
          <span style={{ flex: 1, minWidth: 0 }}>
            {money.format(w.amount)} · <Muted as="span">{w.createdTime}</Muted>
            {w.status === 'partial' && w.remainder && <Muted as="span"> · {t('wallet.confirm.remainder', { amount: money.format(w.remainder) })}</Muted>}
          </span>
          <StatusTag tone={tone[w.status]}>
            {t(`wallet.withdraw.status.${w.status}`)}
            {w.forced ? ` · ${t('wallet.withdraw.auto')}` : ''}
          </StatusTag>
        </Row>
      ))}
    </Panel>
  );
}
