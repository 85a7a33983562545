import { RecordPage, type RecordPageConfig } from '../components/RecordPage';
import { ACCOUNT_TYPE, timeColumn } from '../lib/record-kinds';

/** Account record (§2 transactionHistory, §7 member transaction detail): every movement of the member's balance. */
const config: RecordPageConfig<'memberTransactionDetail'> = {
  endpoint: 'memberTransactionDetail',
  testId: 'records-account',
  presets: ['last7', 'last30'],
  typeFilter: ACCOUNT_TYPE,
  columns: [
    timeColumn(),
    { id: 'type', labelKey: 'records.col.type', render: (r, f) => f.label('records.kind', r.kind) },
    { id: 'amount', width: '7.5rem', labelKey: 'records.col.amount', numeric: true, render: (r, f) => f.signed(r.amount), tone: (r, f) => f.tone(r.amount) },
    { id: 'balance', width: '8rem', labelKey: 'records.col.balanceAfter', numeric: true, render: (r, f) => f.money(r.balanceAfter) },
  ],
  totals: (t, f) => [
    { label: f.t('records.total.income'), value: f.money(t.income) },
    { label: f.t('records.total.expense'), value: f.money(t.expense) },
    { label: f.t('records.total.net'), value: f.signed(t.net), tone: f.tone(t.net) },
  ],
  detail: (r, f) => [
    { label: f.t('records.col.number'), value: r.id },
    { label: f.t('records.col.ref'), value: r.ref },
    { label: f.t('records.col.time'), value: r.time },
    { label: f.t('records.col.type'), value: f.label('records.accountType', r.type) },
    { label: f.t('records.col.kind'), value: f.label('records.kind', r.kind) },
    { label: f.t('records.col.wallet'), value: r.wallet === 'MAIN' ? f.t('records.wallet.main') : r.wallet },
    { label: f.t('records.col.amount'), value: f.signed(r.amount), tone: f.tone(r.amount) },
    { label: f.t('records.col.balanceAfter'), value: f.money(r.balanceAfter) },
  ],
};

export function AccountRecordPage() {
  return <RecordPage config={config} />;
}

export default AccountRecordPage;
