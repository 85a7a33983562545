import type { TeamMember, ContractRow } from './agent';
import { DAY_MS, dayBets, dayStats, slotValidBet, type BetSeed, type ContractKind, type DayStats, type PeriodType } from './fixtures/team';

/**
 * Team reports and salary / dividend settlements, computed from the seeded
 * activity (fixtures/team.ts) at request time. Money in integer minor units
 * here (bigint where a rate multiplies it); the routes turn it into decimal
 * strings. Periods are UTC.
 */
export type ReportPeriod = 'today' | 'yesterday' | 'week' | 'month';
export const REPORT_PERIODS: readonly ReportPeriod[] = ['today', 'yesterday', 'week', 'month'];

export const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** [from, to) of a report period, by UTC day. `week` and `month` are the last 7 and 30 days including today. */
export function periodRange(period: ReportPeriod, now: number): [number, number] {
  const today = dayStart(now);
  if (period === 'today') return [today, today + DAY_MS];
  if (period === 'yesterday') return [today - DAY_MS, today];
  return [today - (period === 'week' ? 6 : 29) * DAY_MS, today + DAY_MS];
}

export interface Totals extends DayStats {
  active: boolean;
}

/** The money figures a report adds up, in minor units. */
const MONEY = ['deposit', 'withdrawal', 'betAmount', 'validBet', 'profitLoss'] as const;
const zeroMoney = () => ({ deposit: 0, withdrawal: 0, betAmount: 0, validBet: 0, profitLoss: 0 });
function addMoney(sum: Record<(typeof MONEY)[number], number>, figures: Record<(typeof MONEY)[number], number>): void {
  for (const k of MONEY) sum[k] += figures[k];
}

/** A day's figures, but for the day still running only the bets placed so far (a report never shows the future). */
function statsUntil(merchant: string, m: { account: string; created_at: number }, day: number, now: number): DayStats {
  const s = dayStats(merchant, m.account, m.created_at, day);
  if (day + DAY_MS <= now || !s.bets) return s;
  const placed = dayBets(merchant, m.account, m.created_at, day).filter((b) => b.time <= now);
  if (!placed.length) return { ...s, betAmount: 0, validBet: 0, profitLoss: 0, bets: 0 };
  return placed.reduce(
    (t, b) => ({ ...t, betAmount: t.betAmount + b.betAmount, validBet: t.validBet + b.validBet, profitLoss: t.profitLoss + b.profitLoss, bets: t.bets + 1 }),
    { ...s, betAmount: 0, validBet: 0, profitLoss: 0, bets: 0 },
  );
}

export function memberTotals(merchant: string, m: { account: string; created_at: number }, from: number, to: number, now = Date.now()): Totals {
  const t: Totals = { ...zeroMoney(), bets: 0, active: false };
  for (let d = from; d < to && d <= now; d += DAY_MS) {
    const s = statsUntil(merchant, m, d, now);
    addMoney(t, s);
    t.bets += s.bets;
  }
  t.active = t.bets > 0;
  return t;
}

export function teamTotals(merchant: string, team: TeamMember[], from: number, to: number) {
  const sum = { ...zeroMoney(), activeMembers: 0, newMembers: 0 };
  for (const m of team) {
    const t = memberTotals(merchant, m, from, to);
    addMoney(sum, t);
    if (t.active) sum.activeMembers++;
    if (m.created_at >= from && m.created_at < to) sum.newMembers++;
  }
  return sum;
}

export interface TeamBet extends BetSeed {
  account: string;
  level: number;
}

/** The team's bets in [from, to), newest first; `account` narrows to one downline. */
export function teamBets(merchant: string, team: TeamMember[], from: number, to: number): TeamBet[] {
  const out: TeamBet[] = [];
  const now = Date.now();
  for (const m of team)
    for (let d = from; d < to; d += DAY_MS)
      for (const b of dayBets(merchant, m.account, m.created_at, d)) if (b.time <= now) out.push({ ...b, account: m.account, level: m.level });
  return out.sort((a, b) => b.time - a.time || (a.betId < b.betId ? -1 : 1));
}

// --- settlements --------------------------------------------------------------

export interface Settlement {
  periodStart: number;
  periodEnd: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
  rateBp: number;
  amount: bigint;
  status: 'current' | 'pending' | 'paid' | 'notQualified';
  /** When it is (or was) paid. */
  payTime: number;
}

const HOUR = 3_600_000;
const FIVE_MIN = 300_000;

/** Start of the period of `type` containing `ms` and the next one's start (D, W from Monday, H = 1st–15th / 16th–end, M). */
export function periodOf(type: PeriodType, ms: number): [number, number] {
  const d = new Date(dayStart(ms));
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  if (type === 'D') return [d.getTime(), d.getTime() + DAY_MS];
  if (type === 'W') {
    const start = d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS;
    return [start, start + 7 * DAY_MS];
  }
  if (type === 'M') return [Date.UTC(y, mo, 1), Date.UTC(y, mo + 1, 1)];
  return d.getUTCDate() <= 15 ? [Date.UTC(y, mo, 1), Date.UTC(y, mo, 16)] : [Date.UTC(y, mo, 16), Date.UTC(y, mo + 1, 1)];
}

/** Rate × amount in minor units, rounded down (rate in basis points). */
export const share = (minor: number, rateBp: number): bigint => (BigInt(Math.max(0, minor)) * BigInt(rateBp)) / 10_000n;

/**
 * The settlements of one contract kind for an agent, newest first, the current
 * (open) period first of all:
 * - DAILY: one period a day; it covers that day's team sales and is paid every
 *   other day (on even UTC day numbers, 02:00), so a day's salary is paid the
 *   next day or the day after (§9);
 * - HOURLY: one period an hour, paid at the end of the hour;
 * - REALTIME: one period every 5 minutes, settled at its end (§9);
 * - DIVIDEND: the contract's period type (D W H M); paid 2 days after the period
 *   when the team lost (negative profit and loss) and the terms are met.
 */
export function settlements(
  merchant: string,
  agentAccount: string,
  team: TeamMember[],
  contract: ContractRow | null,
  kind: ContractKind,
  now: number,
  count: number,
): Settlement[] {
  const rateBp = contract?.rate_bp ?? 0;
  const out: Settlement[] = [];
  const qualifies = (validBet: number, active: number, pl: number) => {
    if (!contract) return false;
    if (kind === 'DIVIDEND') return validBet >= contract.period_valid_bet && active >= contract.active_members && pl < 0;
    return validBet >= contract.bet_amount && active >= contract.active_members;
  };
  const push = (start: number, end: number, validBet: number, pl: number, active: number, payTime: number) => {
    const current = end > now;
    const amount = kind === 'DIVIDEND' ? share(-pl, rateBp) : share(validBet, rateBp);
    const ok = qualifies(validBet, active, pl);
    out.push({
      periodStart: start,
      periodEnd: end,
      validBet,
      profitLoss: pl,
      activeMembers: active,
      rateBp,
      amount: ok || current ? amount : 0n,
      status: current ? 'current' : !ok ? 'notQualified' : payTime > now ? 'pending' : 'paid',
      payTime,
    });
  };
  if (kind === 'HOURLY' || kind === 'REALTIME') {
    const slot = kind === 'HOURLY' ? HOUR : FIVE_MIN;
    const first = Math.floor(now / slot) * slot;
    for (let i = 0; i < count; i++) {
      const start = first - i * slot;
      const s = slotValidBet(merchant, agentAccount, start, slot, team.length);
      push(start, start + slot, s.validBet, 0, s.activeMembers, start + slot);
    }
    return out;
  }
  if (kind === 'DAILY') {
    const today = dayStart(now);
    for (let i = 0; i < count; i++) {
      const start = today - i * DAY_MS;
      const t = teamTotals(merchant, team, start, start + DAY_MS);
      // Paid on the next even day number after the day ends.
      const next = start + DAY_MS;
      const payDay = Math.floor(next / DAY_MS) % 2 === 0 ? next : next + DAY_MS;
      push(start, start + DAY_MS, t.validBet, t.profitLoss, t.activeMembers, payDay + 2 * HOUR);
    }
    return out;
  }
  const type = contract?.period_type ?? 'H';
  let [start, end] = periodOf(type, now);
  for (let i = 0; i < count; i++) {
    const t = teamTotals(merchant, team, start, Math.min(end, dayStart(now) + DAY_MS));
    push(start, end, t.validBet, t.profitLoss, t.activeMembers, end + 2 * DAY_MS);
    [start, end] = periodOf(type, start - 1);
  }
  return out;
}
