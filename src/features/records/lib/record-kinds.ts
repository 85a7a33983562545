import type { BettingRecords } from '@/api/types.generated';
import type { RecordFormat } from '../hooks/useRecordFormat';
import type { RecordColumn, RecordField } from '../components/RecordTable';

/** Filter values of the record calls (sandbox/README.md "Records"), in the order the type picker lists them. */
export const BET_CATEGORIES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;
export const ACCOUNT_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'ADJUST'] as const;
export const BONUS_TYPES = ['DEPOSIT_BONUS', 'REBATE', 'BIRTHDAY', 'PROMOTION', 'MISSION', 'VIP', 'REFERRAL'] as const;

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
