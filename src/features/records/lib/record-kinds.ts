import type { BettingRecords } from '@/api/types.generated';
import type { RecordFormat } from '../hooks/useRecordFormat';
import type { RecordColumn, RecordField } from '../components/RecordTable';

/** A record page's type filter: the values its call takes, in the order the picker lists them, and the catalogue prefix of their labels. */
export interface TypeFilter {
  values: readonly string[];
  /** `records.category` → records.category.LIVE */
  labelPrefix: string;
}

/** The type filters of the record calls (sandbox/README.md "Records"). */
export const BET_CATEGORY: TypeFilter = {
  values: ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'],
  labelPrefix: 'records.category',
};
export const ACCOUNT_TYPE: TypeFilter = { values: ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'ADJUST'], labelPrefix: 'records.accountType' };
export const BONUS_TYPE: TypeFilter = {
  values: ['DEPOSIT_BONUS', 'REBATE', 'BIRTHDAY', 'PROMOTION', 'MISSION', 'VIP', 'REFERRAL'],
  labelPrefix: 'records.bonusType',
};

/** Totals of the betting record and of profit and loss (same shape). */
export const betTotals = (t: BettingRecords['totals'], f: RecordFormat): RecordField[] => [
  { label: f.t('records.col.betAmount'), value: f.money(t.betAmount) },
  { label: f.t('records.col.validBet'), value: f.money(t.validBet) },
  { label: f.t('records.col.payout'), value: f.money(t.payout) },
  { label: f.t('records.col.winLoss'), value: f.signed(t.winLoss), tone: f.tone(t.winLoss) },
];

/** The signed, toned win/loss column of the betting record and of profit and loss. */
export function winLossColumn<R extends { winLoss: string }>(): RecordColumn<R> {
  return {
    id: 'winLoss',
    width: '6.5rem',
    labelKey: 'records.col.winLoss',
    numeric: true,
    render: (r, f) => f.signed(r.winLoss),
    tone: (r, f) => f.tone(r.winLoss),
  };
}

/** The time column of the account record and of bonus details (the time of the movement). */
export function timeColumn<R extends { time: string }>(): RecordColumn<R> {
  return { id: 'time', width: '8.75rem', labelKey: 'records.col.time', nowrap: true, render: (r, f) => f.minutes(r.time) };
}

/** The status column of the betting record and of bonus details. */
export function statusColumn<R extends { status: string }>(): RecordColumn<R> {
  return { id: 'status', width: '6rem', labelKey: 'records.col.status', nowrap: true, render: (r, f) => f.t(`records.status.${r.status}`) };
}
