import { RecordPage, type RecordPageConfig } from '../components/RecordPage';
import { BET_CATEGORY, betTotals, winLossColumn } from '../lib/record-kinds';

/** Personal profit and loss (§2 personalProfit): settled bets summed per day and category. */
const config: RecordPageConfig<'profitLoss'> = {
  endpoint: 'profitLoss',
  testId: 'records-profit',
  presets: ['last7', 'last30'],
  typeFilter: BET_CATEGORY,
  rowKey: (r) => `${r.date}|${r.category}`,
  columns: [
    { id: 'date', width: '7rem', labelKey: 'records.col.date', nowrap: true, render: (r) => r.date },
    { id: 'category', labelKey: 'records.col.category', render: (r, f) => f.label('records.category', r.category) },
    { id: 'valid', width: '7.5rem', labelKey: 'records.col.validBet', numeric: true, render: (r, f) => f.money(r.validBet) },
    winLossColumn(),
  ],
  totals: betTotals,
  detail: (r, f) => [
    { label: f.t('records.col.date'), value: r.date },
    { label: f.t('records.col.category'), value: f.label('records.category', r.category) },
    { label: f.t('records.col.betCount'), value: String(r.betCount) },
    { label: f.t('records.col.betAmount'), value: f.money(r.betAmount) },
    { label: f.t('records.col.validBet'), value: f.money(r.validBet) },
    { label: f.t('records.col.payout'), value: f.money(r.payout) },
    { label: f.t('records.col.winLoss'), value: f.signed(r.winLoss), tone: f.tone(r.winLoss) },
  ],
};

export function ProfitLossPage() {
  return <RecordPage config={config} />;
}

export default ProfitLossPage;
