import { RecordPage, type RecordPageConfig } from '../components/RecordPage';
import { DATE_PRESETS } from '../lib/date-range';
import { BONUS_TYPE, statusColumn, timeColumn } from '../lib/record-kinds';

/** Bonus details (§2 bonusDetails): bonuses received, and those scheduled over the next 7 / 30 days. */
const config: RecordPageConfig<'bonusDetails'> = {
  endpoint: 'bonusDetails',
  testId: 'records-bonus',
  presets: DATE_PRESETS,
  typeFilter: BONUS_TYPE,
  columns: [
    timeColumn(),
    { id: 'type', labelKey: 'records.col.type', render: (r, f) => f.label('records.bonusType', r.type) },
    { id: 'amount', width: '7.5rem', labelKey: 'records.col.amount', numeric: true, render: (r, f) => f.money(r.amount) },
    statusColumn(),
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
