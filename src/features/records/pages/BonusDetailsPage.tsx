import { RecordPage, type RecordPageConfig } from '../components/RecordPage';
import { BONUS_TYPES } from '../lib/record-kinds';

/** Bonus details (§2 bonusDetails): bonuses received, and those scheduled over the next 7 / 30 days. */
const config: RecordPageConfig<'bonusDetails'> = {
  endpoint: 'bonusDetails',
  testId: 'records-bonus',
  presets: ['last7', 'last30', 'next7', 'next30'],
  types: BONUS_TYPES,
  typeLabelPrefix: 'records.bonusType',
  rowKey: (r) => r.id,
  columns: [
    { id: 'time', width: '8.75rem', labelKey: 'records.col.time', nowrap: true, render: (r, f) => f.minutes(r.time) },
    { id: 'type', labelKey: 'records.col.type', render: (r, f) => f.label('records.bonusType', r.type) },
    { id: 'amount', width: '7.5rem', labelKey: 'records.col.amount', numeric: true, render: (r, f) => f.money(r.amount) },
    { id: 'status', width: '6rem', labelKey: 'records.col.status', nowrap: true, render: (r, f) => f.t(`records.status.${r.status}`) },
  ],
  totals: (t, f) => [{ label: f.t('records.total.bonus'), value: f.money(t.amount) }],
  detail: (r, f) => [
    { label: f.t('records.col.number'), value: r.id },
    { label: f.t('records.col.time'), value: r.time },
    { label: f.t('records.col.type'), value: f.label('records.bonusType', r.type) },
    { label: f.t('records.col.remark'), value: r.remark },
    { label: f.t('records.col.amount'), value: f.money(r.amount) },
    { label: f.t('records.col.turnover'), value: f.money(r.turnover) },
    { label: f.t('records.col.status'), value: f.t(`records.status.${r.status}`) },
  ],
};

export function BonusDetailsPage() {
  return <RecordPage config={config} />;
}

export default BonusDetailsPage;
