import { beforeAll, describe, expect, it } from 'vitest';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';
import type { AccountRecords, BettingRecords, BonusRecords, ProfitLossRecords } from '../../src/api/types.generated';

/**
 * The record calls (betting record, account record = §7 member transaction
 * detail, profit and loss, bonus details) over real HTTP through the portal's
 * client. The sandbox checks every answer against schema/api, so a success also
 * means "matches the schema" (decimal strings included).
 */
const DAY = 86_400_000;
const sb = fileSandbox();
const { loggedIn } = sb;

/** UTC day `offset` days from today, yyyy-MM-dd. */
const day = (offset: number) => new Date(Date.now() - (Date.now() % DAY) + offset * DAY).toISOString().slice(0, 10);
/** Exact sum of decimal strings with 2 places, via integer cents. */
const sum = (values: string[]) => {
  const cents = values.reduce((a, v) => a + BigInt(v.replace('.', '')), 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

let player: Client;
beforeAll(async () => {
  player = await loggedIn('player01');
});

describe('betting record', () => {
  it('pages the previous 30 days: more than 2,000 bets, pages of the asked size, the same rows once each', async () => {
    const query = { startDate: day(-29), endDate: day(0), size: 50 };
    const first = await player.call<BettingRecords>('bettingRecords', { query: { ...query, page: 1 } });
    expect(first.total).toBeGreaterThan(2_000);
    expect(first.list).toHaveLength(50);
    expect(first.totalPages).toBe(Math.ceil(first.total / 50));
    const last = await player.call<BettingRecords>('bettingRecords', { query: { ...query, page: first.totalPages } });
    expect(last.list.length).toBe(first.total - 50 * (first.totalPages - 1));
    const second = await player.call<BettingRecords>('bettingRecords', { query: { ...query, page: 2 } });
    const ids = new Set([...first.list, ...second.list].map((r) => r.id));
    expect(ids.size).toBe(100);
    // Newest first, within the range.
    const times = first.list.map((r) => r.settleTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.list.every((r) => r.settleTime.slice(0, 10) >= day(-29) && r.settleTime.slice(0, 10) <= day(0))).toBe(true);
  });

  it('filters by category and totals the whole filtered range (sum of every page)', async () => {
    const query = { startDate: day(-6), endDate: day(0), type: 'LIVE', size: 100 };
    const first = await player.call<BettingRecords>('bettingRecords', { query: { ...query, page: 1 } });
    expect(first.total).toBeGreaterThan(20);
    const rows = [...first.list];
    for (let p = 2; p <= first.totalPages; p++) rows.push(...(await player.call<BettingRecords>('bettingRecords', { query: { ...query, page: p } })).list);
    expect(rows).toHaveLength(first.total);
    expect(rows.every((r) => r.category === 'LIVE')).toBe(true);
    expect(first.totals.betAmount).toBe(sum(rows.map((r) => r.betAmount)));
    expect(first.totals.validBet).toBe(sum(rows.map((r) => r.validBet)));
    expect(first.totals.winLoss).toBe(sum(rows.map((r) => r.winLoss)));
    expect(rows.every((r) => /^-?\d+\.\d{2}$/.test(r.betAmount))).toBe(true);
  });

  it('the next 7 days hold unsettled pre-match bets only', async () => {
    const next = await player.call<BettingRecords>('bettingRecords', { query: { startDate: day(1), endDate: day(7), size: 100 } });
    expect(next.total).toBeGreaterThan(0);
    expect(new Set(next.list.map((r) => r.status))).toEqual(new Set(['unsettled']));
    expect(next.totals.winLoss).toBe('0.00');
  });
});

describe('account record (member transaction detail)', () => {
  it('has more than 2,000 movements over the previous 45 days; a type filters its kinds; income/expense/net add up', async () => {
    const all = await player.call<AccountRecords>('memberTransactionDetail', { query: { startDate: day(-45), endDate: day(0), size: 20 } });
    expect(all.total).toBeGreaterThan(2_000);
    const deposits = await player.call<AccountRecords>('memberTransactionDetail', {
      query: { startDate: day(-6), endDate: day(0), type: 'DEPOSIT', size: 100 },
    });
    expect(deposits.total).toBeGreaterThan(0);
    expect(deposits.list.every((r) => r.type === 'DEPOSIT' && r.kind === 'DEPOSIT' && !r.amount.startsWith('-'))).toBe(true);
    expect(deposits.totals.expense).toBe('0.00');
    const withdrawals = await player.call<AccountRecords>('memberTransactionDetail', {
      query: { startDate: day(-6), endDate: day(0), type: 'WITHDRAW', size: 100 },
    });
    expect(withdrawals.list.every((r) => r.type === 'WITHDRAW')).toBe(true);
    expect(sum([all.totals.income, all.totals.expense])).toBe(all.totals.net);
  });

  it('the newest seeded movement ends at the opening balance the ledger starts from', async () => {
    const newest = await player.call<AccountRecords>('memberTransactionDetail', { query: { startDate: day(-1), endDate: day(0), size: 1 } });
    expect(newest.list[0]!.balanceAfter).toBe('12345.67');
  });
});

describe('profit and loss', () => {
  it('sums settled bets per day and category; its totals equal the betting record of the same settled range', async () => {
    const query = { startDate: day(-7), endDate: day(-1) };
    const pl = await player.call<ProfitLossRecords>('profitLoss', { query: { ...query, size: 100 } });
    expect(pl.total).toBeGreaterThan(30);
    expect(pl.total).toBeLessThanOrEqual(7 * 9);
    expect(pl.totals.winLoss).toBe(sum(pl.list.map((r) => r.winLoss)));
    const bets = await player.call<BettingRecords>('bettingRecords', { query: { ...query, size: 1 } });
    expect(pl.totals.winLoss).toBe(bets.totals.winLoss);
    const rng = await player.call<ProfitLossRecords>('profitLoss', { query: { ...query, type: 'RNG' } });
    expect(rng.list.every((r) => r.category === 'RNG')).toBe(true);
    expect(rng.total).toBeLessThanOrEqual(7);
  });
});

describe('bonus details', () => {
  it('past bonuses and scheduled ones ahead; deposit bonuses are never scheduled (an empty range)', async () => {
    const past = await player.call<BonusRecords>('bonusDetails', { query: { startDate: day(-29), endDate: day(0) } });
    expect(past.total).toBeGreaterThan(100);
    expect(past.totals.amount).not.toBe('0.00');
    const ahead = await player.call<BonusRecords>('bonusDetails', { query: { startDate: day(1), endDate: day(30), size: 100 } });
    expect(ahead.list.every((r) => r.status === 'scheduled')).toBe(true);
    const none = await player.call<BonusRecords>('bonusDetails', { query: { startDate: day(1), endDate: day(30), type: 'DEPOSIT_BONUS' } });
    expect(none).toMatchObject({ total: 0, list: [], totalPages: 1, totals: { amount: '0.00' } });
  });
});

describe('refusals', () => {
  it('a reversed, malformed or too long date range is refused INVALID_DATE_RANGE with the field', async () => {
    const reversed = await refusalOf(player.call('bettingRecords', { query: { startDate: day(0), endDate: day(-3) } }));
    expect([reversed.code, (reversed.details as { field: string }).field]).toEqual(['INVALID_DATE_RANGE', 'endDate']);
    const malformed = await refusalOf(player.call('bonusDetails', { query: { startDate: '2026-02-31', endDate: day(0) } }));
    expect([malformed.code, (malformed.details as { field: string }).field]).toEqual(['INVALID_DATE_RANGE', 'startDate']);
    const long = await refusalOf(player.call('memberTransactionDetail', { query: { startDate: day(-200), endDate: day(0) } }));
    expect(long.code).toBe('INVALID_DATE_RANGE');
    const type = await refusalOf(player.call('profitLoss', { query: { type: 'POKER' } }));
    expect(type.code).toBe('INVALID_FIELD');
  });

  it('a repeated query key is refused HTTP 400 INVALID_REQUEST', async () => {
    const res = await fetch(`${sb.url}/wps/member/records/bets?page=1&page=2`, { headers: { Merchant: ALPHA, Authorization: `Bearer ${player.token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', value: { field: 'page' } });
  });

  it('a trial account is refused; a visitor is not logged in', async () => {
    const trial = await loggedIn('trial01', BETA);
    const e = await refusalOf(trial.call('bettingRecords'));
    expect(e.code).toBe('TRIAL_ACCOUNT');
    const res = await fetch(`${sb.url}/wps/member/records/bonus`, { headers: { Merchant: ALPHA } });
    expect(res.status).toBe(401);
  });

  it('a member without history answers empty pages with zero totals', async () => {
    const agent = await loggedIn('agent01', BETA);
    const empty = await agent.call<AccountRecords>('memberTransactionDetail');
    expect(empty).toMatchObject({ total: 0, list: [], totals: { income: '0.00', expense: '0.00', net: '0.00' }, startDate: day(-6), endDate: day(0) });
  });
});
