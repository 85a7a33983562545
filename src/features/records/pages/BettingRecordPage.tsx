import { RecordPage, type RecordPageConfig } from '../components/RecordPage';
import { DATE_PRESETS } from '../lib/date-range';
import { BET_CATEGORY, betTotals, statusColumn, winLossColumn } from '../lib/record-kinds';

/** Betting record (§2 personalHistoryCopy): bets by settlement day; the next 7 / 30 days hold pre-match bets not settled yet. */
const config: RecordPageConfig<'bettingRecords'> = {
  endpoint: 'bettingRecords',
  testId: 'records-bets',
  presets: DATE_PRESETS,
  typeFilter: BET_CATEGORY,
  columns: [
    { id: 'time', width: '8.75rem', labelKey: 'records.col.settleTime', nowrap: true, render: (r, f) => f.minutes(r.settleTime) },
    { id: 'game', labelKey: 'records.col.game', render: (r, f) => `${r.gameName} · ${f.label('records.category', r.category)}` },
    { id: 'bet', width: '6rem', labelKey: 'records.col.betAmount', numeric: true, render: (r, f) => f.money(r.betAmount) },
    winLossColumn(),
    statusColumn(),
  ],
  totals: betTotals,
  detail: (r, f) => [
    { label: f.t('records.col.betNo'), value: r.id },
    { label: f.t('records.col.category'), value: f.label('records.category', r.category) },
    { label: f.t('records.col.vendor'), value: r.vendor },
    { label: f.t('records.col.game'), value: r.gameName },
    { label: f.t('records.col.content'), value: r.detail },
    { label: f.t('records.col.betTime'), value: r.betTime },
    { label: f.t('records.col.settleTime'), value: r.settleTime },
    { label: f.t('records.col.betAmount'), value: f.money(r.betAmount) },
    { label: f.t('records.col.validBet'), value: f.money(r.validBet) },
    { label: f.t('records.col.payout'), value: f.money(r.payout) },
    { label: f.t('records.col.winLoss'), value: f.signed(r.winLoss), tone: f.tone(r.winLoss) },
    { label: f.t('records.col.status'), value: f.t(`records.status.${r.status}`) },
  ],
};

export function BettingRecordPage() {
  return <RecordPage config={config} />;
}

export default BettingRecordPage;
