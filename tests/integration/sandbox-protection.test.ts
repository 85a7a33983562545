import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '../../src/api/models';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';

/**
 * Player protection enforced by the sandbox (issue 28), over real HTTP: the
 * portal is bypassed (plain fetch) where the point is that the platform, not
 * the page, refuses. The test brands run the uk (alpha) and denmark (beta)
 * profiles and share an operator.
 */
const sb = fileSandbox();
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;

beforeAll(() => {
  // Before the first protection call: the sandbox reads the manifest's profile once.
  for (const [id, profile] of [
    ['test-alpha', 'uk'],
    ['test-beta', 'denmark'],
  ]) {
    const file = join(sb.brandsDir, id!, 'brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...brand, playerProtection: { profile, operator: 'test-group' } }));
  }
});

/** A platform call by plain HTTP, as a script bypassing the portal would make it. */
async function raw(c: Client, path: string, body: unknown, idempotencyKey = key()) {
  const res = await fetch(`${sb.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: ALPHA, Authorization: `Bearer ${c.token}`, 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: string; value: Record<string, unknown> };
}
const deposit = (c: Client, amount: string) => raw(c, '/wps/v2/deposit/orders', { channelId: 'bank-transfer', amount });
const setLimit = (c: Client, kind: string, period: string, amount: string | null, k = key()) =>
  c.call('protectionLimitSet', { body: { kind, period, amount }, idempotencyKey: k });

describe('limits the platform enforces', () => {
  it('a deposit over any active limit is refused even when the portal is bypassed; the lowest limit decides', async () => {
    const c = await sb.newMember('lim');
    await setLimit(c, 'deposit', 'day', '500');
    await setLimit(c, 'deposit', 'week', '400');
    expect((await deposit(c, '300')).success).toBe(true);
    const over = await deposit(c, '150');
    expect(over).toMatchObject({ success: false, code: 'DEPOSIT_LIMIT_EXCEEDED', value: { period: 'week', limit: '400.00', available: '100.00' } });
    expect((await deposit(c, '100')).success).toBe(true);
    expect((await deposit(c, '100')).code).toBe('DEPOSIT_LIMIT_EXCEEDED');
  });

  it('two deposits at once cannot both pass a limit (check and write are one transaction)', async () => {
    const c = await sb.newMember('race');
    await setLimit(c, 'deposit', 'day', '500');
    const answers = await Promise.all([deposit(c, '300'), deposit(c, '300'), deposit(c, '300')]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'DEPOSIT_LIMIT_EXCEEDED')).toHaveLength(2);
  });

  it('a loss limit counts settled bets: once reached, deposits are refused', async () => {
    const c = await sb.newMember('loss');
    await setLimit(c, 'loss', 'day', '100');
    await sb.qa('POST', '/protection/bets', { merchant: ALPHA, account: c.account, stake: '80.00', payout: '0' });
    expect((await deposit(c, '100')).success).toBe(true);
    await sb.qa('POST', '/protection/bets', { merchant: ALPHA, account: c.account, stake: '50.00', payout: '10.00' });
    expect(await deposit(c, '100')).toMatchObject({ code: 'LOSS_LIMIT_REACHED', value: { period: 'day', limit: '100.00' } });
    const state = await c.call('protection');
    expect(state.limits.find((l) => l.kind === 'loss' && l.period === 'day')).toMatchObject({ amount: '100.00', used: '120.00' });
  });

  it('a limit change is idempotent: the same key answers the same, the same change again files nothing new', async () => {
    const c = await sb.newMember('idem');
    await setLimit(c, 'deposit', 'month', '1000');
    const k = key();
    const a = await setLimit(c, 'deposit', 'month', '2000', k);
    const b = await setLimit(c, 'deposit', 'month', '2000', k);
    expect(b).toEqual(a);
    const again = await setLimit(c, 'deposit', 'month', '2000');
    const month = (s: typeof a) => s.limits.find((l) => l.kind === 'deposit' && l.period === 'month')!;
    expect(month(again)).toEqual(month(a));
    expect(month(a)).toMatchObject({ amount: '1000.00', pending: { amount: '2000.00' } });
    const rows = await sb.withDb((db) =>
      db.prepare("SELECT COUNT(*) FROM protection_limits WHERE kind = 'deposit' AND period = 'month' AND amount_minor = 200000").pluck().get(),
    );
    expect(rows).toBe(1);
  });

  it('UK: a decrease applies at once, an increase after 24 hours and not before (merchant clock moved by the QA switch)', async () => {
    const c = await sb.newMember('inc');
    await setLimit(c, 'deposit', 'day', '300');
    const decreased = await setLimit(c, 'deposit', 'day', '200');
    expect(decreased.limits.find((l) => l.period === 'day' && l.kind === 'deposit')).toMatchObject({ amount: '200.00', pending: null });
    await setLimit(c, 'deposit', 'day', '900');
    await sb.qa('POST', `/protection/merchants/${ALPHA}/clock`, { hours: 23.9 });
    expect((await c.call('protection')).limits.find((l) => l.period === 'day' && l.kind === 'deposit')!.amount).toBe('200.00');
    await sb.qa('POST', `/protection/merchants/${ALPHA}/clock`, { hours: 0.2 });
    expect((await c.call('protection')).limits.find((l) => l.period === 'day' && l.kind === 'deposit')).toMatchObject({ amount: '900.00', pending: null });
  });
});

describe('time-out and self-exclusion', () => {
  it('ends every session at once and refuses login and deposits with the end date; all brands when the player chooses', async () => {
    const c = await sb.newMember('excl');
    const second = sb.clientFor();
    second.token = (await second.call<LoginValue>('login', { body: { type: 'username', username: c.account, password: 'abc123' } })).token;
    // The same person on the operator's other brand.
    const beta = sb.clientFor(BETA);
    beta.token = (await beta.call<LoginValue>('register', { body: { username: c.account, password: 'abc123', confirmPassword: 'abc123', login: true } })).token;
    const block = await c.call('protectionBlock', { body: { kind: 'selfExclusion', length: 6, allBrands: false }, idempotencyKey: key() });
    expect(block.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(block.brands).toEqual(['test-alpha']);
    for (const s of [c, second]) expect((await refusalOf(s.call('protection'))).code).toBe('NOT_LOGGED_IN');
    // Not chosen for all brands (the uk profile does not ask): the operator's other brand stays open.
    expect((await beta.call('protection')).profile).toBe('denmark');
    const login = await refusalOf(sb.clientFor().call('login', { body: { type: 'username', username: c.account, password: 'abc123' } }));
    expect(login.code).toBe('SELF_EXCLUDED');
    expect(login.details).toEqual({ until: block.until });
  });

  it('a time-out refuses deposits of a session opened by QA and ends with its date', async () => {
    const c = await sb.newMember('brk');
    const b = await c.call('protectionBlock', { body: { kind: 'timeOut', length: 1 }, idempotencyKey: key() });
    const login = await refusalOf(sb.clientFor().call('login', { body: { type: 'username', username: c.account, password: 'abc123' } }));
    expect(login.code).toBe('TIMED_OUT');
    expect(login.details).toEqual({ until: b.until });
    await sb.qa('POST', `/protection/merchants/${ALPHA}/clock`, { hours: 24.1 });
    const back = sb.clientFor();
    back.token = (await back.call<LoginValue>('login', { body: { type: 'username', username: c.account, password: 'abc123' } })).token;
    expect((await back.call('protection')).profile).toBe('uk');
  });

  it('refuses a break length the profile does not offer', async () => {
    const c = await sb.newMember('len');
    expect((await refusalOf(c.call('protectionBlock', { body: { kind: 'timeOut', length: 3 }, idempotencyKey: key() }))).code).toBe('INVALID_FIELD');
  });
});

describe('reality check and statement', () => {
  it("answers this session's time and net result, and 12 months of activity", async () => {
    const c = await sb.newMember('rc');
    await sb.qa('POST', '/protection/bets', { merchant: ALPHA, account: c.account, stake: '40.00', payout: '15.50' });
    await sb.qa('POST', `/protection/merchants/${ALPHA}/clock`, { hours: 1 });
    const rc = await c.call('realityCheck');
    expect(rc).toMatchObject({ stake: '40.00', payout: '15.50', net: '-24.50', realityCheckMinutes: 60 });
    expect(rc.elapsedSeconds).toBeGreaterThanOrEqual(3600);
    const st = await c.call('activityStatement');
    expect(st.months).toHaveLength(12);
    expect(st.months.at(-1)).toMatchObject({ stakes: '40.00', payouts: '15.50', net: '-24.50' });
  });
});

describe('Denmark (beta)', () => {
  it('a limit before the first deposit; increases wait 24 h; exclusions of 24 h, 30 days or more, or permanent', async () => {
    const c = await sb.newMember('dk', BETA);
    const state = await c.call('protection');
    expect(state.rules).toMatchObject({ timeOutDays: [1], selfExclusionMonths: [1, 3, 6, 12], permanentExclusion: true, increaseDelayHours: 24 });
    const dep = (amount: string) =>
      fetch(`${sb.url}/wps/v2/deposit/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Merchant: BETA, Authorization: `Bearer ${c.token}`, 'Idempotency-Key': key() },
        body: JSON.stringify({ channelId: 'bank-transfer', amount }),
      }).then((r) => r.json() as Promise<{ code: string }>);
    expect((await dep('100')).code).toBe('DEPOSIT_LIMIT_REQUIRED');
    await c.call('protectionLimitSet', { body: { kind: 'deposit', period: 'day', amount: '200' }, idempotencyKey: key() });
    expect((await dep('100')).code).toBe('0');
    const raised = await c.call('protectionLimitSet', { body: { kind: 'deposit', period: 'day', amount: '400' }, idempotencyKey: key() });
    const day = raised.limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;
    const at = (v: string) => Date.parse(`${v.replace(' ', 'T')}Z`);
    expect(at(day.pending!.effectiveTime) - at(raised.serverTime)).toBe(24 * 3_600_000);
    expect((await refusalOf(c.call('protectionBlock', { body: { kind: 'timeOut', length: 7 }, idempotencyKey: key() }))).code).toBe('INVALID_FIELD');
    const forever = await c.call('protectionBlock', { body: { kind: 'selfExclusion', length: null }, idempotencyKey: key() });
    expect(forever.until).toBeNull();
  });
});
