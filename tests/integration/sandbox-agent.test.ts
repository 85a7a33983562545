import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../src/api/client';
import type { EndpointName } from '../../src/api/endpoints';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';
import { MerchantState } from '../../sandbox/state';
import { setPaymentPassword } from '../../sandbox/payment-password';

/**
 * The agent centre's calls over real HTTP through the portal's client: team
 * reports over the seeded team (agent01: 320 downlines over 3 levels), downline
 * registration, contracts (accept, reject, terminate, requests, the §4 rule
 * that agreeing to a lower rate ends higher downline contracts), settlements
 * behind their flags, transfers (payment password, limits, idempotent) and the
 * AGENT_ONLY refusal. The sandbox validates every value against schema/api.
 */
const sb = fileSandbox();
const { loggedIn, qa } = sb;

/** The payment password through the wallet's own module, on a second connection (WAL). */
async function givePaymentPassword(merchant: string, account: string, password: string): Promise<void> {
  await sb.withDb(async (db) => {
    const member = db.prepare('SELECT id, merchant, password_hash FROM members WHERE merchant = ? AND account = ?').get(merchant, account) as {
      id: number;
      merchant: string;
      password_hash: string;
    };
    await setPaymentPassword({ db, state: new MerchantState(db) }, member, password);
  });
}

const call = <N extends EndpointName>(c: Client, name: N, options: CallOptions = {}) => c.call(name, options);
/** A state-changing call: `body` with a fresh Idempotency-Key, as the portal's mutations send it. */
const send = <N extends EndpointName>(c: Client, name: N, body: Record<string, unknown>) => call(c, name, { body, idempotencyKey: randomUUID() });

describe('agent team', () => {
  it('agent01 has a deterministic team of 320 over 3 levels; reports page and search', async () => {
    const c = await loggedIn('agent01');
    const o = await call(c, 'agentTeamOverview', { query: { period: 'month' } });
    expect(o.teamSize).toBe(320);
    expect(o.levels).toEqual([
      { level: 1, count: 15 },
      { level: 2, count: 50 },
      { level: 3, count: 255 },
    ]);
    expect(o.directMembers).toBe(15);
    expect(o.upline).toBe('master01');
    expect(o.balance).toBe('50000.00');
    expect(o.validBet).toMatch(/^\d+\.\d{2}$/);
    // The same figures from the other merchant's copy of the seed differ (seeded by merchant) but have the same shape and size.
    expect((await call(await loggedIn('agent01', BETA), 'agentTeamOverview', { query: { period: 'month' } })).teamSize).toBe(320);
    // Deterministic: asking twice answers the same.
    expect(await call(c, 'agentTeamOverview', { query: { period: 'month' } })).toEqual(o);

    const page1 = await call(c, 'agentDownlines', { query: { pageNo: '1', pageSize: '20' } });
    expect(page1.total).toBe(320);
    expect(page1.totalPages).toBe(16);
    expect(page1.list).toHaveLength(20);
    const found = await call(c, 'agentDownlines', { query: { keyword: 'l3m25' } });
    expect(found.list.map((d) => d.account).sort()).toEqual(['l3m250', 'l3m251', 'l3m252', 'l3m253', 'l3m254', 'l3m255']);
    expect(found.list[0]!.level).toBe(3);
    const detail = await call(c, 'agentDownlineDetail', { query: { account: 'l1a002' } });
    expect(detail).toMatchObject({ account: 'l1a002', level: 1, upline: 'agent01', teamSize: 3 + 7 + 3 * 17 });
    expect(detail.contracts.map((k) => [k.kind, k.rate, k.status])).toEqual([
      ['DAILY', '0.60', 'active'],
      ['DIVIDEND', '25.00', 'active'],
    ]);
    expect((await refusalOf(call(c, 'agentDownlineDetail', { query: { account: 'player01' } }))).code).toBe('NOT_IN_TEAM');

    const bets = await call(c, 'agentTeamBets', { query: { period: 'week', pageSize: '10' } });
    expect(bets.list.length).toBeGreaterThan(0);
    expect(bets.total).toBeGreaterThan(10);
    const profit = await call(c, 'agentTeamProfit', { query: { period: 'week' } });
    expect(profit.totals.validBet).toBe(bets.totals.validBet);
  });

  it('registers a downline with the merchant rules; it is a direct member of the agent, first in the list', async () => {
    const c = await loggedIn('agent01');
    const downline = (username: string) => ({ username, password: 'abc123', confirmPassword: 'abc123' });
    const bad = await refusalOf(send(c, 'agentRegisterDownline', downline('1bad')));
    expect([bad.code, (bad.details as { field?: string } | null)?.field]).toEqual(['INVALID_FIELD', 'username']);
    const made = await send(c, 'agentRegisterDownline', downline('newdown01'));
    expect(made).toMatchObject({ account: 'newdown01', upline: 'agent01', level: 1 });
    const list = await call(c, 'agentDownlines', { query: { keyword: 'newdown01' } });
    expect(list.list).toEqual([expect.objectContaining({ account: 'newdown01', level: 1, type: 0, balance: '0.00' })]);
    expect((await call(c, 'agentDownlines', {})).list[0]!.account).toBe('newdown01');
    expect((await refusalOf(send(c, 'agentRegisterDownline', downline('newdown01')))).code).toBe('USER_EXISTS');
  });
});

describe('contracts (§3, §4)', () => {
  it('lists agent01 contracts; the pending lower dividend names the downlines it would end; agreeing ends them', async () => {
    await qa('POST', '/reset');
    const c = await loggedIn('agent01');
    const all = await call(c, 'agentContracts', {});
    const pending = all.mine.find((k) => k.kind === 'DIVIDEND' && k.status === 'pending')!;
    expect(pending).toMatchObject({ rate: '22.00', upline: 'master01', periodType: 'H' });
    expect(pending.wouldTerminate).toEqual([
      { account: 'l1a002', rate: '25.00' },
      { account: 'l1a003', rate: '28.00' },
    ]);
    expect(all.downlines.filter((k) => k.kind === 'DIVIDEND')).toHaveLength(5);

    const done = await send(c, 'agentContractAccept', { contractId: pending.id });
    expect(done.contract.status).toBe('active');
    expect(done.terminated).toEqual([
      { account: 'l1a002', rate: '25.00' },
      { account: 'l1a003', rate: '28.00' },
    ]);
    const after = await call(c, 'agentContracts', { query: { kind: 'DIVIDEND' } });
    expect(after.mine.map((k) => [k.rate, k.status])).toEqual([['22.00', 'active']]);
    expect(after.downlines.map((k) => k.account)).toEqual(['l1a001', 'l1a004', 'l1a005']);
    expect(after.history.map((k) => [k.account, k.endReason]).sort()).toEqual([
      ['agent01', 'replaced'],
      ['l1a002', 'uplineRateLowered'],
      ['l1a003', 'uplineRateLowered'],
    ]);
    // The downline sees its contract ended.
    const l1a002 = await loggedIn('l1a002');
    expect((await call(l1a002, 'agentContracts', { query: { kind: 'DIVIDEND' } })).mine).toEqual([]);
  });

  it('reject, terminate, new-contract and termination requests', async () => {
    await qa('POST', '/reset');
    const c = await loggedIn('agent01');
    const mine = (await call(c, 'agentContracts', {})).mine;
    const daily = mine.find((k) => k.kind === 'DAILY')!;
    const rejected = await send(c, 'agentContractReject', { contractId: daily.id });
    expect(rejected.contract.status).toBe('rejected');
    expect((await refusalOf(send(c, 'agentContractAccept', { contractId: daily.id }))).code).toBe('CONTRACT_STATE');
    const active = mine.find((k) => k.kind === 'DIVIDEND' && k.status === 'active')!;
    expect((await send(c, 'agentContractTerminate', { contractId: active.id })).contract).toMatchObject({
      status: 'terminated',
      endReason: 'terminatedByAgent',
    });

    // agent01 offers l1a001 a new dividend contract; above agent01's own rate is refused (it has none active now: 22% pending only).
    const offer = await send(c, 'agentContractRequest', { account: 'l1a001', kind: 'DAILY', rate: '0.55', activeMembers: 2, betAmount: '5000.00' });
    expect(offer).toMatchObject({ account: 'l1a001', upline: 'agent01', status: 'pending', rate: '0.55', betAmount: '5000.00' });
    const l1a001 = await loggedIn('l1a001');
    const got = (await call(l1a001, 'agentContracts', { query: { kind: 'DAILY' } })).mine.find((k) => k.status === 'pending')!;
    expect(got.id).toBe(offer.id);
    expect((await send(l1a001, 'agentContractAccept', { contractId: got.id })).contract.status).toBe('active');
    expect((await refusalOf(send(c, 'agentContractRequest', { account: 'l1m001', kind: 'DAILY', rate: '0.10' }))).code).toBe('NOT_AN_AGENT');

    const termination = await send(c, 'agentTerminationRequest', { contractId: got.id });
    expect(termination.status).toBe('terminationRequested');
    expect((await send(l1a001, 'agentContractReject', { contractId: got.id })).contract.status).toBe('active');
    await send(c, 'agentTerminationRequest', { contractId: got.id });
    expect((await send(l1a001, 'agentContractAccept', { contractId: got.id })).contract.status).toBe('terminated');
    // A downline's rate may not exceed its upline's: l1a001 (dividend 20%) cannot offer l2a001 25%.
    expect((await refusalOf(send(l1a001, 'agentContractRequest', { account: 'l2a001', kind: 'DIVIDEND', rate: '25.00' }))).code).toBe('RATE_ABOVE_UPLINE');
  });
});

describe('settlements and flags', () => {
  it('salary kinds follow their settings-tree flags; the current period comes first', async () => {
    await qa('POST', '/reset');
    const c = await loggedIn('agent01');
    const daily = await call(c, 'agentSettlements', { query: { kind: 'DAILY' } });
    expect(daily.current.status).toBe('current');
    expect(daily.list.length).toBeGreaterThan(5);
    // Daily salary pays every other day: a paid day's pay time is 1 or 2 days after the day.
    for (const s of daily.list) expect(['pending', 'paid', 'notQualified']).toContain(s.status);
    expect((await refusalOf(call(c, 'agentSettlements', { query: { kind: 'HOURLY' } }))).code).toBe('FUNCTION_DISABLED');
    await qa('PUT', `/merchants/${ALPHA}/flags`, { HOURLYSALARY3: true, REALTIMESALARY3: true });
    const hourly = await call(c, 'agentSettlements', { query: { kind: 'HOURLY' } });
    expect(hourly.contract?.rate).toBe('0.30');
    const realtime = await call(c, 'agentSettlements', { query: { kind: 'REALTIME' } });
    // Real-time salary: five-minute periods.
    const [start, end] = [realtime.current.periodStart, realtime.current.periodEnd];
    expect(Date.parse(`${end.replace(' ', 'T')}Z`) + 1000 - Date.parse(`${start.replace(' ', 'T')}Z`)).toBe(300_000);
    const dividend = await call(c, 'agentSettlements', { query: { kind: 'DIVIDEND' } });
    expect(dividend.contract?.rate).toBe('30.00');
    const income = await call(c, 'agentIncome', { query: { period: 'month' } });
    expect(income.paid).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('transfers', () => {
  it('to a downline: payment password, limits, once per Idempotency-Key; both balances move', async () => {
    await qa('POST', '/reset');
    await givePaymentPassword(ALPHA, 'agent01', '135790');
    const c = await loggedIn('agent01');
    const before = await call(c, 'agentDownlineDetail', { query: { account: 'l1m001' } });
    const wrong = await refusalOf(send(c, 'agentTransferDownline', { account: 'l1m001', amount: '100.00', paymentPassword: '000000' }));
    expect(wrong.code).toBe('PAYMENT_PASSWORD_WRONG');
    const small = await refusalOf(send(c, 'agentTransferDownline', { account: 'l1m001', amount: '1.00', paymentPassword: '135790' }));
    expect([small.code, (small.details as { field?: string } | null)?.field]).toEqual(['INVALID_AMOUNT', 'amount']);
    const key = randomUUID();
    const t1 = await call(c, 'agentTransferDownline', { body: { account: 'l1m001', amount: '100.10', paymentPassword: '135790' }, idempotencyKey: key });
    const t2 = await call(c, 'agentTransferDownline', { body: { account: 'l1m001', amount: '100.10', paymentPassword: '135790' }, idempotencyKey: key });
    expect(t2).toEqual(t1);
    expect(t1).toMatchObject({ account: 'l1m001', amount: '100.10', balance: '49899.90', direction: 'DOWN' });
    expect((await call(c, 'balance')).sumBalance).toBe('49899.90');
    const after = await call(c, 'agentDownlineDetail', { query: { account: 'l1m001' } });
    const minor = (s: string) => BigInt(s.replace('.', ''));
    expect(minor(after.balance) - minor(before.balance)).toBe(10010n);
    const tx = await call(c, 'agentTransactions', {});
    expect(tx.list).toEqual([expect.objectContaining({ direction: 'DOWN', flow: 'OUT', counterpart: 'l1m001', amount: '-100.10' })]);
    expect((await refusalOf(send(c, 'agentTransferDownline', { account: 'player01', amount: '10.00', paymentPassword: '135790' }))).code).toBe('NOT_IN_TEAM');

    const up = await send(c, 'agentTransferUpline', { amount: '10.00', paymentPassword: '135790' });
    expect(up).toMatchObject({ account: 'master01', direction: 'UP', balance: '49889.90' });
  });
});

describe('roles', () => {
  it('members and trial accounts are refused AGENT_ONLY; agent types 2 may use the centre', async () => {
    for (const account of ['player01', 'trial01']) {
      const c = await loggedIn(account);
      const r = await refusalOf(call(c, 'agentTeamOverview', {}));
      expect([r.code, r.messageKey]).toEqual(['AGENT_ONLY', 'error.agentOnly']);
      expect((await refusalOf(send(c, 'agentTransferDownline', { account: 'l1m001', amount: '10.00', paymentPassword: '1' }))).code).toBe('AGENT_ONLY');
    }
    const master = await loggedIn('master01');
    const o = await call(master, 'agentTeamOverview', {});
    expect(o.teamSize).toBe(321);
  });
});

describe('consolidated contract info and the agent-centre flag (§3, §6)', () => {
  it('consolidatedFunds follows the member’s own contracts; AGENTCENTRE3 off refuses every agent call', async () => {
    await qa('POST', '/reset');
    await qa('PUT', `/merchants/${ALPHA}/flags`, { HOURLYSALARY3: true, REALTIMESALARY3: true });
    const c = await loggedIn('agent01');
    // agent01: dividend active + offered, daily offered, hourly and real-time active; daily contracts given to l1a001–l1a005.
    expect(await call(c, 'consolidatedFunds')).toEqual({
      dailysalreq: 1,
      divtypereq: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
      contractmrdailysalinfotype: 1,
      contracthoursalinfo: 1,
      dailysalinfotype: 1,
      realtimesalinfotype: 1,
      divtypeinfo: 1,
    });
    // Rejecting the daily offer leaves no daily contract of its own: its info flag drops, the request flag stays.
    const daily = (await call(c, 'agentContracts', { query: { kind: 'DAILY' } })).mine[0]!;
    await send(c, 'agentContractReject', { contractId: daily.id });
    expect(await call(c, 'consolidatedFunds')).toMatchObject({ dailysalinfotype: 0, dailysalreq: 1, contractmrdailysalinfotype: 1 });
    // A kind switched off: both flags 0. A level-1 agent without downline contracts: no downline daily info.
    await qa('PUT', `/merchants/${ALPHA}/flags`, { REALTIMESALARY3: false });
    expect(await call(c, 'consolidatedFunds')).toMatchObject({ realtimesalreqtype: 0, realtimesalinfotype: 0 });
    expect(await call(await loggedIn('l1a001'), 'consolidatedFunds')).toMatchObject({ contractmrdailysalinfotype: 0, dailysalinfotype: 1 });
    // Players and trial accounts: all 0.
    for (const account of ['player01', 'trial01']) {
      const funds = await call(await loggedIn(account), 'consolidatedFunds');
      expect(Object.values(funds).every((v) => v === 0)).toBe(true);
    }

    await qa('PUT', `/merchants/${ALPHA}/flags`, { AGENTCENTRE3: false });
    for (const r of [
      refusalOf(call(c, 'agentTeamOverview', {})),
      refusalOf(call(c, 'consolidatedContract')),
      refusalOf(call(c, 'dividend')),
      refusalOf(send(c, 'agentTransferUpline', { amount: '10.00', paymentPassword: '1' })),
    ])
      expect([(await r).code, (await r).messageKey]).toEqual(['FUNCTION_DISABLED', 'error.functionDisabled']);
    expect(Object.values(await call(c, 'consolidatedFunds')).every((v) => v === 0)).toBe(true);
    await qa('PUT', `/merchants/${ALPHA}/flags`, { AGENTCENTRE3: true, HOURLYSALARY3: false, REALTIMESALARY3: false });
  });
});
