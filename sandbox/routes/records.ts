import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { realMemberOf } from '../context';
import { refuse } from '../envelope';
import { route } from '../route';
import { int } from '../params';
import { formatTime } from '../time';
import { DAY_MS, BET_CATEGORIES, BONUS_TYPES } from '../fixtures/records';
import { ACCOUNT_TYPES, accountTypeOf, decimal as money, recordStore, type RecordFilter } from '../records';
import type { AccountRecord, BetRecord, BetTotals, BonusRecord, Paged, ProfitRecord } from '../records';

/**
 * The record calls (§2 personal centre, §7 "member transaction detail"):
 * betting record, account record, profit and loss, bonus details. Each takes
 * `startDate` and `endDate` (yyyy-MM-dd, UTC days, both inclusive; absent: the
 * previous 7 days), an optional `type`, `page` (1…) and `size` (default 20,
 * at most 100), and answers one page with the row count and the totals of the
 * whole filtered range. Amounts are decimal strings. Trial accounts are refused.
 */
export const RECORD_PAGE_SIZE = 20;
export const RECORD_MAX_PAGE_SIZE = 100;
/** Longest range one query may ask (the platform's limit on record queries). */
export const RECORD_MAX_DAYS = 92;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a UTC day `yyyy-MM-dd`, or null when not a real date. */
export function dayOf(text: string): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Parsed extends RecordFilter {
  startDate: string;
  endDate: string;
}

/** The shared query: refuses a repeated key, a bad or reversed or too long date range, an unknown type. */
function parseQuery(ctx: Ctx, types: readonly string[]): Parsed {
  const q = ctx.query as Record<string, string | string[] | undefined>;
  for (const [key, value] of Object.entries(q)) {
    if (Array.isArray(value)) refuse('INVALID_REQUEST', `Query key "${key}" is repeated: send it once.`, 400, { field: key });
  }
  const query = q as Record<string, string | undefined>;
  const today = Date.now() - (Date.now() % DAY_MS);
  let from = today - 6 * DAY_MS;
  let to = today;
  if (query.startDate !== undefined || query.endDate !== undefined) {
    const start = dayOf(query.startDate ?? '');
    const end = dayOf(query.endDate ?? '');
    if (start === null) refuse('INVALID_DATE_RANGE', 'startDate must be a date yyyy-MM-dd.', 200, { field: 'startDate' });
    if (end === null) refuse('INVALID_DATE_RANGE', 'endDate must be a date yyyy-MM-dd.', 200, { field: 'endDate' });
    if (end! < start!) refuse('INVALID_DATE_RANGE', 'endDate is before startDate.', 200, { field: 'endDate' });
    if ((end! - start!) / DAY_MS + 1 > RECORD_MAX_DAYS)
      refuse('INVALID_DATE_RANGE', `A range covers at most ${RECORD_MAX_DAYS} days.`, 200, { field: 'endDate' });
    from = start!;
    to = end!;
  }
  const type = query.type?.trim() || null;
  if (type !== null && !types.includes(type)) refuse('INVALID_FIELD', `Unknown type "${type}": one of ${types.join(', ')}.`, 200, { field: 'type' });
  const m = realMemberOf(ctx);
  recordStore(ctx.sb.db).ensureSeeded(m);
  return {
    memberId: m.id,
    from,
    to: to + DAY_MS,
    type,
    page: int(query.page, 1, 100_000),
    size: int(query.size, RECORD_PAGE_SIZE, RECORD_MAX_PAGE_SIZE),
    startDate: dayText(from),
    endDate: dayText(to),
  };
}

const pageOf = (f: Parsed, total: number) => ({
  page: f.page,
  size: f.size,
  total,
  totalPages: Math.max(1, Math.ceil(total / f.size)),
  startDate: f.startDate,
  endDate: f.endDate,
});

/** One page as the record calls answer it: the page, its rows as the wire shows them, the totals of the whole range. */
const answerOf = <R, T, Row, Sum>(f: Parsed, { rows, total, totals }: Paged<R, T>, row: (r: R) => Row, sum: (t: T) => Sum) => ({
  ...pageOf(f, total),
  list: rows.map(row),
  totals: sum(totals),
});

/** The betting record's and the profit and loss's totals. */
const betTotals = (t: BetTotals) => ({ betAmount: money(t.bet), validBet: money(t.valid), payout: money(t.payout), winLoss: money(t.winLoss) });

const betRow = (r: BetRecord) => ({
  id: r.bet_no,
  category: r.category,
  vendor: r.vendor,
  gameName: r.game_name,
  betTime: formatTime(r.bet_time),
  settleTime: formatTime(r.settle_time),
  betAmount: money(r.bet_minor),
  validBet: money(r.valid_minor),
  payout: money(r.status === 'unsettled' ? 0 : r.payout_minor),
  winLoss: money(r.status === 'settled' ? r.payout_minor - r.bet_minor : 0),
  status: r.status as 'settled' | 'unsettled' | 'cancelled',
  detail: r.detail,
});

const accountRow = (r: AccountRecord) => ({
  id: r.id,
  time: formatTime(r.created_at),
  type: accountTypeOf(r.kind),
  kind: r.kind,
  wallet: r.wallet,
  amount: money(r.amount_minor),
  balanceAfter: money(r.balance_after_minor),
  ref: r.ref,
});

const profitRow = (r: ProfitRecord) => ({
  date: dayText(r.day),
  category: r.category,
  betCount: r.bets,
  betAmount: money(r.bet),
  validBet: money(r.valid),
  payout: money(r.payout),
  winLoss: money(r.winLoss),
});

const bonusRow = (r: BonusRecord) => ({
  id: r.bonus_no,
  time: formatTime(r.created_at),
  type: r.type,
  amount: money(r.amount_minor),
  turnover: money(r.turnover_minor),
  status: r.status as 'issued' | 'claimed' | 'expired' | 'scheduled',
  remark: r.remark,
});

export function recordRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'bettingRecords', (ctx) => {
    const f = parseQuery(ctx, BET_CATEGORIES);
    return answerOf(f, recordStore(ctx.sb.db).bets(f), betRow, betTotals);
  });

  route(app, sb, 'memberTransactionDetail', (ctx) => {
    const f = parseQuery(ctx, Object.keys(ACCOUNT_TYPES));
    return answerOf(f, recordStore(ctx.sb.db).account(f), accountRow, (t) => ({
      income: money(t.income),
      expense: money(t.expense),
      net: money(BigInt(t.income) + BigInt(t.expense)),
    }));
  });

  route(app, sb, 'profitLoss', (ctx) => {
    const f = parseQuery(ctx, BET_CATEGORIES);
    return answerOf(f, recordStore(ctx.sb.db).profit(f), profitRow, betTotals);
  });

  route(app, sb, 'bonusDetails', (ctx) => {
    const f = parseQuery(ctx, BONUS_TYPES);
    return answerOf(f, recordStore(ctx.sb.db).bonus(f), bonusRow, (t) => ({ amount: money(t.amount) }));
  });
}
