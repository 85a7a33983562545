import { describe, expect, it } from 'vitest';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';
import { addDecimal, compareDecimal, toDecimalString, toMinor } from '../../src/lib/money';
import { languageCodes } from '../../src/i18n/languages';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';
import type {
  BalanceValue,
  ChatUrl,
  ConsolidatedContract,
  DailySalaryValue,
  DividendValue,
  GameListPage,
  MerchantWallet,
  MissionLeaderboard,
  MissionSummary,
  PointsBalance,
  PointsConfig,
  PointsConvertValue,
  PointsItems,
  PointsRedeemList,
  PointsRedeemValue,
  PointsReward,
  PvpRooms,
  RaffleClaim,
  SalaryContract,
  WalletTransferValue,
} from '../../src/api/models';
import { formatTime } from '../../sandbox/time';

/**
 * The §7 "Other calls" (wallets, raffle, points, agent contracts, chat,
 * missions, PVP rooms) over real HTTP through the portal's real client. The
 * sandbox validates each value against its schema, so a success also means
 * "matches schema/api". Each test uses its own merchant/account where it
 * changes state, so the tests do not depend on their order.
 */
/** A fresh Idempotency-Key (money calls need one). */
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const sb = fileSandbox();
const { clientFor, loggedIn, qa } = sb;
/** A fresh member (type 0) of `merchant`, logged in. */
const newMember = (merchant = ALPHA) => sb.newMember('plat', merchant);

/** Account types are the platform's business: tests set them directly in the sandbox's SQLite (WAL allows a second writer). */
const setType = (merchant: string, account: string, type: number) =>
  sb.withDb((db) => db.prepare('UPDATE members SET type = ? WHERE merchant = ? AND account = ?').run(type, merchant, account));

describe('merchant wallet and transfers', () => {
  it('merchantWallet: multi-wallet by default, one wallet per visible vendor; the QA setting is per merchant', async () => {
    const c = await loggedIn('player01', BETA);
    const w = await c.call<MerchantWallet>('merchantWallet');
    expect(w.isSingle).toBe(false);
    expect(w.mainBalance).toBe('12345.67');
    expect(w.wallets.length).toBeGreaterThan(30);
    expect(w.wallets.find((x) => x.vendor === 'PG')).toEqual({ vendor: 'PG', name: expect.any(String), balance: '0.00' });
    expect(new Set(w.wallets.map((x) => x.vendor)).size).toBe(w.wallets.length);

    expect(await qa('PUT', `/merchants/${BETA}/wallet`, { isSingle: true })).toMatchObject({ ok: true, wallet: { isSingle: true } });
    expect(await c.call<MerchantWallet>('merchantWallet')).toEqual({ isSingle: true, mainBalance: '12345.67', wallets: [] });
    const refused = await refusalOf(c.call('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '10' }, idempotencyKey: key() }));
    expect([refused.code, refused.messageKey]).toEqual(['FUNCTION_DISABLED', 'error.functionDisabled']);
    // The other merchant keeps its own setting.
    expect((await (await loggedIn('player01', ALPHA)).call<MerchantWallet>('merchantWallet')).isSingle).toBe(false);
    expect((await qa('GET', `/merchants/${BETA}`)).wallet).toEqual({ isSingle: true });
    await qa('PUT', `/merchants/${BETA}/wallet`, { isSingle: false });
    expect(
      (await fetch(`${sb.url}/__sandbox/merchants/${BETA}/wallet`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"isSingle":1}' }))
        .status,
    ).toBe(400);
  });

  it('walletTransfer moves money both ways; balance and merchantWallet reflect it; other merchants are untouched', async () => {
    const c = await newMember();
    const p = await loggedIn('player01');
    const before = (await p.call<BalanceValue>('balance')).sumBalance;
    const t1 = await p.call<WalletTransferValue>('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '100.5' }, idempotencyKey: key() });
    expect(t1).toMatchObject({ from: 'MAIN', to: 'PG', vendor: 'PG', amount: '100.50', mainBalance: '12245.17', vendorBalance: '100.50' });
    expect(before).toBe('12345.67');
    expect((await p.call<BalanceValue>('balance')).sumBalance).toBe('12245.17');
    const t2 = await p.call<WalletTransferValue>('walletTransfer', { body: { from: 'pg', to: 'main', amount: '0.50' }, idempotencyKey: key() });
    expect(t2).toMatchObject({ from: 'PG', to: 'MAIN', mainBalance: '12245.67', vendorBalance: '100.00' });
    expect(t2.transferId).toBeGreaterThan(t1.transferId);
    const w = await p.call<MerchantWallet>('merchantWallet');
    expect(w.mainBalance).toBe('12245.67');
    expect(w.wallets.find((x) => x.vendor === 'PG')!.balance).toBe('100.00');
    expect((await p.call<BalanceValue>('balance')).sumBalance).toBe('12245.67');
    // Same account name, other merchant: its own wallet.
    expect((await (await loggedIn('player01', BETA)).call<BalanceValue>('balance')).sumBalance).toBe('12345.67');
    // A new member's main wallet is empty: nothing to move.
    const none = await refusalOf(c.call('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '1' }, idempotencyKey: key() }));
    expect([none.code, none.messageKey, none.details]).toEqual(['INSUFFICIENT_BALANCE', 'error.insufficientBalance', { field: 'amount', available: '0.00' }]);
  });

  it('walletTransfer refuses non-positive or over-precise amounts, unknown vendors, overdrafts and trial accounts', async () => {
    const p = await loggedIn('agent01');
    const transfer = (body: Record<string, unknown>) =>
      refusalOf(p.call('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '10', ...body }, idempotencyKey: key() }));
    for (const amount of ['0', '-5', '1.234', '1e-10', 'abc', '']) {
      const e = await transfer({ amount });
      expect([e.code, e.messageKey, (e.details as { field?: string }).field], amount).toEqual(['INVALID_AMOUNT', 'error.invalidAmount', 'amount']);
    }
    const unknown = await transfer({ to: 'NOPE' });
    expect([unknown.code, unknown.messageKey, unknown.details]).toEqual(['UNKNOWN_VENDOR', 'error.vendorUnavailable', { field: 'to' }]);
    expect((await transfer({ from: 'NOPE', to: 'MAIN' })).code).toBe('UNKNOWN_VENDOR');
    expect((await transfer({ from: 'PG', to: 'EVO' })).details).toEqual({ field: 'to' });
    expect((await transfer({ from: 'MAIN', to: 'MAIN' })).code).toBe('INVALID_FIELD');
    expect((await transfer({ amount: '50000.01' })).code).toBe('INSUFFICIENT_BALANCE');
    expect((await transfer({ from: 'PG', to: 'MAIN' })).details).toEqual({ field: 'amount', available: '0.00' });
    // A hidden vendor takes no money in.
    await qa('PUT', `/merchants/${ALPHA}/vendors`, { JILI: false });
    expect((await transfer({ to: 'JILI' })).code).toBe('UNKNOWN_VENDOR');
    expect((await p.call<MerchantWallet>('merchantWallet')).wallets.some((w) => w.vendor === 'JILI')).toBe(false);
    await qa('PUT', `/merchants/${ALPHA}/vendors`, { JILI: true });
    // Schema: the amount is a decimal string; a JSON number is a malformed request (HTTP 400).
    expect((await transfer({ amount: 10 })).code).toBe('INVALID_REQUEST');
    expect((await p.call<BalanceValue>('balance')).sumBalance).toBe('50000.00');

    const trial = await loggedIn('trial01');
    const e = await refusalOf(trial.call('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '10' }, idempotencyKey: key() }));
    expect([e.code, e.messageKey]).toEqual(['TRIAL_ACCOUNT', 'error.trialAccount']);
    expect((await trial.call<MerchantWallet>('merchantWallet')).mainBalance).toBe('2000.00');
  });
});

describe('raffle promotion claim', () => {
  it('claims once per member, credits the prize, and refuses the second claim with the first result', async () => {
    const c = await loggedIn('player01', BETA);
    const before = (await c.call<BalanceValue>('balance')).sumBalance;
    const claim = await c.call<RaffleClaim>('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() });
    expect(claim).toMatchObject({
      promotionId: 109,
      status: 'claimed',
      ticketNo: expect.stringMatching(/^R109-\d{6}$/),
      prize: expect.stringMatching(/^\$\d+ bonus$/),
    });
    expect(claim.amount).toMatch(/^\d+\.\d{2}$/);
    expect(compareDecimal(claim.amount, '0')).toBe(1);
    expect(claim.claimTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await c.call<BalanceValue>('balance')).sumBalance).toBe(addDecimal(before, claim.amount));
    const again = await refusalOf(c.call('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() }));
    expect([again.code, again.messageKey, again.details]).toEqual(['ALREADY_CLAIMED', 'error.alreadyClaimed', claim]);
    expect((await c.call<BalanceValue>('balance')).sumBalance).toBe(addDecimal(before, claim.amount));
    // Another member claims on their own.
    const other = await loggedIn('agent01', BETA);
    expect((await other.call<RaffleClaim>('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() })).ticketNo).not.toBe(claim.ticketNo);
  });

  it('the same Idempotency-Key twice claims and credits once, answering the first claim again', async () => {
    const c = await newMember(BETA);
    const k = key();
    const first = await c.call<RaffleClaim>('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: k });
    const after = (await c.call<BalanceValue>('balance')).sumBalance;
    expect(await c.call<RaffleClaim>('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: k })).toEqual(first);
    expect((await c.call<BalanceValue>('balance')).sumBalance).toBe(after);
    expect((await refusalOf(c.call('raffleClaim', { body: { promotionId: 109 } }))).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses a promotion that is not a raffle, an unknown one and trial accounts', async () => {
    const c = await newMember();
    expect((await refusalOf(c.call('raffleClaim', { body: { promotionId: 101 }, idempotencyKey: key() }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(c.call('raffleClaim', { body: { promotionId: 999 }, idempotencyKey: key() }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(c.call('raffleClaim', { body: { promotionId: '109' }, idempotencyKey: key() }))).code).toBe('INVALID_REQUEST');
    const trial = await loggedIn('trial01', BETA);
    expect((await refusalOf(trial.call('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() }))).code).toBe('TRIAL_ACCOUNT');
  });
});

describe('points', () => {
  it('config: exchange table at the conversion rate, points never expire', async () => {
    const cfg = await clientFor().call<PointsConfig>('pointsConfig');
    expect(cfg).toMatchObject({ amountPerPoint: '10.00', minConvertPoints: 100, neverExpire: true, expiryDays: null });
    for (const row of cfg.exchangeTable) expect(row.amount).toBe(toDecimalString(BigInt(row.points) * toMinor(cfg.amountPerPoint, 2)!, 2));
  });

  it('with POINTSMALL3 off the platform refuses a redemption, even from a client that still shows the mall', async () => {
    const c = await loggedIn('player01', BETA);
    await qa('PUT', `/merchants/${BETA}/flags`, { POINTSMALL3: false });
    try {
      const off = await refusalOf(c.call('pointsRedeem', { body: { itemId: 201, password: SEED_PASSWORD }, idempotencyKey: key() }));
      expect([off.code, off.messageKey]).toEqual(['FUNCTION_DISABLED', 'error.functionDisabled']);
      expect((await c.call<PointsBalance>('pointsBalance')).points).toBe(2500);
    } finally {
      await qa('PUT', `/merchants/${BETA}/flags`, { POINTSMALL3: true });
    }
  });

  it('reward lists the history that makes up the balance; a new member has none', async () => {
    const c = await loggedIn('player01', BETA);
    const r = await c.call<PointsReward>('pointsReward');
    expect(r.points).toBe(2500);
    expect(r.list.reduce((sum, e) => sum + e.points, 0)).toBe(2500);
    expect(r.list[0]!.balanceAfter).toBe(2500);
    expect(r.list.every((e) => e.type === 'EARN')).toBe(true);
    expect(await (await newMember()).call<PointsReward>('pointsReward')).toEqual({ points: 0, list: [], totalPages: 1 });
  });

  it('redeem checks the login password, deducts points, records the item and its stock', async () => {
    const c = await loggedIn('player01');
    const wrong = await refusalOf(c.call('pointsRedeem', { body: { itemId: 201, password: 'nope' }, idempotencyKey: key() }));
    // The code changePassword gives a wrong old password.
    expect([wrong.code, wrong.messageKey, wrong.details]).toEqual(['WRONG_PASSWORD', 'error.wrongPassword', { field: 'password' }]);
    expect((await c.call<PointsBalance>('pointsBalance')).points).toBe(2500);

    const v = await c.call<PointsRedeemValue>('pointsRedeem', { body: { itemId: 201, quantity: 2, password: SEED_PASSWORD }, idempotencyKey: key() });
    expect(v.points).toBe(1500);
    expect(v.redemption).toMatchObject({ itemId: 201, itemName: 'Bonus $50', points: 1000, quantity: 2, status: 'in process', remark: '' });
    expect((await c.call<PointsBalance>('pointsBalance')).points).toBe(1500);
    const list = await c.call<PointsRedeemList>('pointsRedeemList');
    expect(list.list).toEqual([v.redemption]);
    const reward = await c.call<PointsReward>('pointsReward');
    expect(reward.list[0]).toMatchObject({ type: 'REDEEM', points: -1000, balanceAfter: 1500 });
    // Stock is the merchant's: ALPHA's item 201 went down by 2, BETA's did not.
    const stock = async (merchant: string) => (await clientFor(merchant).call<PointsItems>('pointsItems')).list.find((i) => i.id === 201)!.availableQuantity;
    expect(await stock(ALPHA)).toBe(98);
    expect(await stock(BETA)).toBe(100);

    const refuse = (body: Record<string, unknown>) => refusalOf(c.call('pointsRedeem', { body: { password: SEED_PASSWORD, ...body }, idempotencyKey: key() }));
    const out = await refuse({ itemId: 206 });
    expect([out.code, out.messageKey]).toEqual(['OUT_OF_STOCK', 'error.outOfStock']);
    const poor = await refuse({ itemId: 202, quantity: 2 });
    expect([poor.code, poor.messageKey]).toEqual(['INSUFFICIENT_POINTS', 'error.insufficientPoints']);
    expect((await refuse({ itemId: 999 })).code).toBe('NOT_FOUND');
    expect((await refuse({ itemId: 201, quantity: 0 })).details).toEqual({ field: 'quantity' });
    expect((await c.call<PointsBalance>('pointsBalance')).points).toBe(1500);
    expect(
      (await refusalOf((await loggedIn('trial01')).call('pointsRedeem', { body: { itemId: 204, password: SEED_PASSWORD }, idempotencyKey: key() }))).code,
    ).toBe('TRIAL_ACCOUNT');
  });

  it('an item without stock is refused before the points are looked at', async () => {
    // Item 205 (VIP upgrade card, 5000 points): the fixture leaves none available.
    const items = (await clientFor(BETA).call<PointsItems>('pointsItems')).list;
    expect(items.find((i) => i.id === 205)!.availableQuantity).toBe(0);
    const c = await loggedIn('player01', BETA);
    expect((await refusalOf(c.call('pointsRedeem', { body: { itemId: 205, password: SEED_PASSWORD }, idempotencyKey: key() }))).code).toBe('OUT_OF_STOCK');
  });

  it('convert turns points into balance at the config rate, through the password check', async () => {
    const c = await loggedIn('expired01', ALPHA);
    expect((await refusalOf(c.call('pointsConvert', { body: { points: 100, password: SEED_PASSWORD }, idempotencyKey: key() }))).code).toBe(
      'INSUFFICIENT_POINTS',
    );
    const p = await loggedIn('player01', BETA);
    const balance = (await p.call<BalanceValue>('balance')).sumBalance;
    const points = (await p.call<PointsBalance>('pointsBalance')).points;
    expect((await refusalOf(p.call('pointsConvert', { body: { points: 1000, password: 'wrong1' }, idempotencyKey: key() }))).code).toBe('WRONG_PASSWORD');
    for (const bad of [50, 100.5, 0, -100]) {
      const e = await refusalOf(p.call('pointsConvert', { body: { points: bad, password: SEED_PASSWORD }, idempotencyKey: key() }));
      expect([e.code, e.details], String(bad)).toEqual(['INVALID_AMOUNT', { field: 'points' }]);
    }
    const v = await p.call<PointsConvertValue>('pointsConvert', { body: { points: 1000, password: SEED_PASSWORD }, idempotencyKey: key() });
    expect(v).toEqual({ converted: 1000, amount: '10000.00', points: points - 1000, sumBalance: addDecimal(balance, '10000.00') });
    expect((await p.call<BalanceValue>('balance')).sumBalance).toBe(v.sumBalance);
    expect((await p.call<PointsBalance>('pointsBalance')).points).toBe(points - 1000);
    expect((await p.call<PointsReward>('pointsReward')).list[0]).toMatchObject({ type: 'CONVERT', points: -1000, balanceAfter: points - 1000 });
    const more = await refusalOf(p.call('pointsConvert', { body: { points: points, password: SEED_PASSWORD }, idempotencyKey: key() }));
    expect([more.code, more.messageKey]).toEqual(['INSUFFICIENT_POINTS', 'error.insufficientPoints']);
  });

  it('redeem and convert with the same Idempotency-Key twice change points and balance once', async () => {
    const c = await loggedIn('player01', BETA);
    const k = key();
    const body = { itemId: 201, password: SEED_PASSWORD };
    const r1 = await c.call<PointsRedeemValue>('pointsRedeem', { body, idempotencyKey: k });
    expect(await c.call<PointsRedeemValue>('pointsRedeem', { body, idempotencyKey: k })).toEqual(r1);
    expect((await c.call<PointsBalance>('pointsBalance')).points).toBe(r1.points);
    expect((await c.call<PointsRedeemList>('pointsRedeemList')).list.filter((r) => r.id === r1.redemption.id)).toHaveLength(1);
    // The same key for another body is a client bug.
    expect((await refusalOf(c.call('pointsRedeem', { body: { ...body, quantity: 2 }, idempotencyKey: k }))).code).toBe('IDEMPOTENCY_KEY_REUSED');

    const ck = key();
    const convert = { points: 100, password: SEED_PASSWORD };
    const v1 = await c.call<PointsConvertValue>('pointsConvert', { body: convert, idempotencyKey: ck });
    expect(await c.call<PointsConvertValue>('pointsConvert', { body: convert, idempotencyKey: ck })).toEqual(v1);
    expect((await c.call<BalanceValue>('balance')).sumBalance).toBe(v1.sumBalance);
    expect((await c.call<PointsBalance>('pointsBalance')).points).toBe(v1.points);
    expect((await refusalOf(c.call('pointsConvert', { body: convert }))).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('redeem and convert bodies are sealed: plaintext is refused', async () => {
    const c = await loggedIn('player01', BETA);
    const res = await fetch(`${sb.url}/wps/points/convert`, {
      method: 'POST',
      headers: { Merchant: BETA, Authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ points: 100, password: SEED_PASSWORD }),
    });
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([400, 'PLAINTEXT_REFUSED']);
  });
});

describe('agent contracts', () => {
  it('dividend and daily-salary processing: agents only, deterministic, gated by their flags', async () => {
    const a = await loggedIn('agent01');
    const d = await a.call<DividendValue>('dividend');
    expect(d.list).toHaveLength(6);
    expect(d.contract.periodType).toBe('H');
    expect(d.list[0]!.status).toBe('process');
    const minor = (d: string) => toMinor(d, 2)!;
    for (const row of [d.contract, ...d.list]) expect(row.periodValidBet).toMatch(/^\d+\.\d{2}$/);
    for (const row of d.list) {
      expect([row.amount, row.periodProfitLoss]).toEqual([expect.stringMatching(/^\d+\.\d{2}$/), expect.stringMatching(/^-?\d+\.\d{2}$/)]);
      // amount = -profitLoss x rate %, to the cent (in minor units: |amount x 100 - (-profitLoss x rate)| <= 50).
      if (compareDecimal(row.amount, '0') > 0) {
        const diff = minor(row.amount) * 100n + minor(row.periodProfitLoss) * BigInt(row.rate);
        expect(diff >= -50n && diff <= 50n, `${row.amount} ${row.periodProfitLoss} ${row.rate}`).toBe(true);
      }
    }
    expect(await a.call('dividend')).toEqual(d);
    const s = await a.call<DailySalaryValue>('dailySalary');
    expect(s.list).toHaveLength(14);
    expect(s.list[0]!.date > s.list[1]!.date).toBe(true);
    expect([s.contract.betAmount, s.list[0]!.betAmount, s.list[0]!.amount]).toEqual(Array(3).fill(expect.stringMatching(/^\d+\.\d{2}$/)));

    for (const account of ['player01', 'trial01']) {
      const c = await loggedIn(account);
      for (const name of ['dividend', 'dailySalary', 'consolidatedContract'] as const) {
        const e = await refusalOf(c.call(name));
        expect([account, name, e.code, e.messageKey]).toEqual([account, name, 'AGENT_ONLY', 'error.agentOnly']);
      }
    }
    await qa('PUT', `/merchants/${ALPHA}/flags`, { DIVIDENDCONTRACT3: false });
    expect((await refusalOf(a.call('dividend'))).code).toBe('FUNCTION_DISABLED');
    await qa('PUT', `/merchants/${ALPHA}/flags`, { DIVIDENDCONTRACT3: true });
  });

  it('agent types 1, 2, 41 and 42 pass; 0 and 4 do not', async () => {
    const c = await newMember(BETA);
    expect((await refusalOf(c.call('dailySalary'))).code).toBe('AGENT_ONLY');
    for (const type of [2, 41, 42]) {
      await setType(BETA, c.account, type);
      expect((await c.call<DailySalaryValue>('dailySalary')).list, String(type)).toHaveLength(14);
    }
    await setType(BETA, c.account, 4);
    expect((await refusalOf(c.call('dailySalary'))).code).toBe('AGENT_ONLY');
  });

  it('hourly and real-time salary contracts: stored, returned, listed by consolidatedContract; rules enforced', async () => {
    const a = await loggedIn('agent01', BETA);
    const at = (offsetMs: number) => formatTime(Math.floor((Date.now() + offsetMs) / 1000) * 1000);
    const body = { rate: 1.5, effectiveTime: at(0), betAmount: '20000' };
    expect(await a.call<ConsolidatedContract>('consolidatedContract')).toEqual({ list: [] });
    // HOURLYSALARY3 and REALTIMESALARY3 are off by default.
    expect((await refusalOf(a.call('hourlySalaryContract', { body }))).code).toBe('FUNCTION_DISABLED');
    await qa('PUT', `/merchants/${BETA}/flags`, { HOURLYSALARY3: true, REALTIMESALARY3: true });

    const hourly = await a.call<SalaryContract>('hourlySalaryContract', { body });
    expect(hourly).toMatchObject({ type: 'HOURLY', rate: 1.5, betAmount: '20000.00', effectiveTime: body.effectiveTime, status: 'active' });
    const realtime = await a.call<SalaryContract>('realtimeSalaryContract', { body: { rate: 0.8, effectiveTime: at(86_400_000) } });
    expect(realtime).toMatchObject({ type: 'REALTIME', rate: 0.8, betAmount: '0.00', status: 'pending' });
    expect((await a.call<ConsolidatedContract>('consolidatedContract')).list).toEqual([hourly, realtime]);
    // A new contract of a type replaces the previous one.
    const hourly2 = await a.call<SalaryContract>('hourlySalaryContract', { body: { ...body, rate: 2 } });
    expect((await a.call<ConsolidatedContract>('consolidatedContract')).list).toEqual([hourly2, realtime]);
    // Contracts are the agent's own.
    expect((await (await loggedIn('agent01', ALPHA)).call<ConsolidatedContract>('consolidatedContract')).list).toEqual([]);

    const bad = async (b: Record<string, unknown>) => (await refusalOf(a.call('hourlySalaryContract', { body: { ...body, ...b } }))).details;
    expect(await bad({ rate: 0 })).toEqual({ field: 'rate' });
    expect(await bad({ rate: 5.01 })).toEqual({ field: 'rate' });
    expect(await bad({ rate: 1.234 })).toEqual({ field: 'rate' });
    // Numbers that are not plain 2-decimal amounts as written (issue 32's probe).
    expect(await bad({ rate: 1e-10 })).toEqual({ field: 'rate' });
    expect(await bad({ rate: 0.1 + 0.2 })).toEqual({ field: 'rate' });
    expect(await bad({ effectiveTime: '2026-02-31 00:00:00' })).toEqual({ field: 'effectiveTime' });
    expect(await bad({ effectiveTime: 'tomorrow' })).toEqual({ field: 'effectiveTime' });
    expect(await bad({ effectiveTime: at(-3_600_000) })).toEqual({ field: 'effectiveTime' });
    expect(await bad({ betAmount: '-1' })).toEqual({ field: 'betAmount' });
    expect(await bad({ betAmount: '1.234' })).toEqual({ field: 'betAmount' });
    // Money is never a JSON number on the wire.
    expect((await refusalOf(a.call('hourlySalaryContract', { body: { ...body, betAmount: 20000 } }))).code).toBe('INVALID_REQUEST');
    const player = await loggedIn('player01', BETA);
    expect((await refusalOf(player.call('realtimeSalaryContract', { body }))).code).toBe('AGENT_ONLY');
    await qa('PUT', `/merchants/${BETA}/flags`, { HOURLYSALARY3: false, REALTIMESALARY3: false });
  });
});

describe('chat', () => {
  it('message count and language: stored per member, the 26 codes only, trial refused, CBS3 gates', async () => {
    const c = await newMember();
    expect(await c.call('chatMessageCount')).toEqual({ unReadCount: 2 });
    expect(await c.call('chatLanguage', { body: { language: 'VI' } })).toEqual({ language: 'VI' });
    expect(new URL((await c.call<ChatUrl>('chatUrl')).chatUrl).searchParams.get('language')).toBe('VI');
    for (const code of languageCodes) expect(await c.call('chatLanguage', { body: { language: code } })).toEqual({ language: code });
    expect(await c.call('chatLanguage', { body: { language: 'th' } })).toEqual({ language: 'TH' });
    for (const language of ['XX', '', 'EN-US', 'pt_br']) {
      const e = await refusalOf(c.call('chatLanguage', { body: { language } }));
      expect([language, e.code, e.details]).toEqual([language, 'INVALID_FIELD', { field: 'language' }]);
    }
    expect(new URL((await c.call<ChatUrl>('chatUrl')).chatUrl).searchParams.get('language')).toBe('TH');

    const trial = await loggedIn('trial01');
    expect((await refusalOf(trial.call('chatMessageCount'))).code).toBe('TRIAL_ACCOUNT');
    expect((await refusalOf(trial.call('chatLanguage', { body: { language: 'EN' } }))).code).toBe('TRIAL_ACCOUNT');
    await qa('PUT', `/merchants/${ALPHA}/flags`, { CBS3: false });
    expect((await refusalOf(c.call('chatMessageCount'))).code).toBe('FUNCTION_DISABLED');
    await qa('PUT', `/merchants/${ALPHA}/flags`, { CBS3: true });
  });
});

describe('missions', () => {
  it('summary and leaderboard are deterministic per merchant', async () => {
    const a = await loggedIn('player01');
    const b = await loggedIn('agent01');
    const s = await a.call<MissionSummary>('missionSummary');
    expect(s.total).toBe(s.list.length);
    expect(s.completed).toBe(s.list.filter((m) => m.status !== 'process').length);
    expect(s.claimableReward).toBe(s.list.filter((m) => m.status === 'claim').reduce((n, m) => n + m.reward, 0));
    for (const m of s.list) expect(m.progress >= m.target).toBe(m.status !== 'process');
    expect(await b.call('missionSummary')).toEqual(s);
    const other = await (await loggedIn('player01', BETA)).call<MissionSummary>('missionSummary');
    expect(other.list.map((m) => m.title)).toEqual(s.list.map((m) => m.title));

    const board = await a.call<MissionLeaderboard>('missionLeaderboard');
    expect(board.list.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (let i = 1; i < board.list.length; i++) expect(board.list[i]!.score).toBeLessThan(board.list[i - 1]!.score);
    if (board.me.rank !== null) expect(board.list[board.me.rank - 1]).toMatchObject({ player: 'player01', score: board.me.score });
    expect(await a.call('missionLeaderboard')).toEqual(board);
  });
});

describe('PVP rooms', () => {
  it('tables of every playable PVP game, with seats and minimum bet; filters and hidden vendors', async () => {
    const c = await loggedIn('player01');
    const all = await c.call<PvpRooms>('pvpRooms');
    // 4 PVP vendors × (6 games + 2 × 4 room sub-games) × 3 tables.
    expect(all.list).toHaveLength(4 * 14 * 3);
    expect(new Set(all.list.map((r) => r.roomId)).size).toBe(all.list.length);
    for (const r of all.list) {
      expect(r.minBet).toBeGreaterThan(0);
      expect(r.occupiedSeats).toBeGreaterThanOrEqual(0);
      expect(r.occupiedSeats).toBeLessThanOrEqual(r.seats);
      expect(r.status).toBe(r.occupiedSeats === r.seats ? 'FULL' : r.occupiedSeats >= 2 ? 'PLAYING' : 'WAITING');
    }
    expect(all.list.find((r) => r.gameName.startsWith('Texas'))?.seats).toBe(9);
    expect(await c.call('pvpRooms')).toEqual(all);

    const ky = await c.call<PvpRooms>('pvpRooms', { query: { vassalage: 'KY' } });
    expect(ky.list).toHaveLength(14 * 3);
    const pvp = await clientFor().call<GameListPage>('gameList', { query: { gameType: 'PVP', vassalage: 'KY' } });
    const parent = pvp.games.find((g) => g.isGame === 'VASSALAGE')!;
    const rooms = await c.call<PvpRooms>('pvpRooms', { query: { nodeId: parent.nodeId } });
    expect(rooms.list).toHaveLength(4 * 3);
    expect(rooms.list.every((r) => r.nodeId !== parent.nodeId && r.vassalage === 'KY')).toBe(true);
    const single = pvp.games.find((g) => !g.isGame)!;
    expect((await c.call<PvpRooms>('pvpRooms', { query: { nodeId: single.nodeId } })).list.map((r) => r.level)).toEqual(['Beginner', 'Standard', 'VIP']);
    expect((await refusalOf(c.call('pvpRooms', { query: { nodeId: '100000' } }))).code).toBe('GAME_NOT_FOUND');

    await qa('PUT', `/merchants/${ALPHA}/vendors`, { KY: false });
    expect((await c.call<PvpRooms>('pvpRooms')).list).toHaveLength(3 * 14 * 3);
    await qa('PUT', `/merchants/${ALPHA}/vendors`, { KY: true });
  });
});

describe('persistence', () => {
  it('transfers, claims, redemptions, contracts and chat language survive a restart; a reset restores the seeds', async () => {
    const c = await newMember(BETA);
    await c.call('chatLanguage', { body: { language: 'KO' } });
    const claim = await c.call<RaffleClaim>('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() });
    await c.call('walletTransfer', { body: { from: 'MAIN', to: 'EVO', amount: claim.amount }, idempotencyKey: key() });
    const p = await loggedIn('player01', BETA);
    const redeemed = await p.call<PointsRedeemValue>('pointsRedeem', { body: { itemId: 204, password: SEED_PASSWORD }, idempotencyKey: key() });
    await qa('PUT', `/merchants/${BETA}/flags`, { REALTIMESALARY3: true });
    const a = await loggedIn('agent01', BETA);
    const contract = await a.call<SalaryContract>('realtimeSalaryContract', { body: { rate: 0.5, effectiveTime: formatTime(Date.now() + 7 * 86_400_000) } });

    await sb.restart();
    const again = (client: Client, merchant: string) => {
      const n = clientFor(merchant);
      n.token = client.token;
      return n;
    };
    const c2 = again(c, BETA);
    expect((await refusalOf(c2.call('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() }))).details).toEqual(claim);
    expect((await c2.call<MerchantWallet>('merchantWallet')).wallets.find((w) => w.vendor === 'EVO')!.balance).toBe(claim.amount);
    expect((await c2.call<BalanceValue>('balance')).sumBalance).toBe('0.00');
    expect(new URL((await c2.call<ChatUrl>('chatUrl')).chatUrl).searchParams.get('language')).toBe('KO');
    const p2 = again(p, BETA);
    expect((await p2.call<PointsRedeemList>('pointsRedeemList')).list[0]).toEqual(redeemed.redemption);
    expect((await again(a, BETA).call<ConsolidatedContract>('consolidatedContract')).list).toContainEqual(contract);

    await qa('POST', '/reset');
    const fresh = await loggedIn('player01', BETA);
    expect(await fresh.call<PointsRedeemList>('pointsRedeemList')).toEqual({ list: [], totalPages: 1 });
    expect((await fresh.call<PointsReward>('pointsReward')).points).toBe(2500);
    expect((await fresh.call<RaffleClaim>('raffleClaim', { body: { promotionId: 109 }, idempotencyKey: key() })).promotionId).toBe(109);
    expect((await qa('GET', `/merchants/${BETA}`)).wallet).toEqual({ isSingle: false });
    expect(await (await loggedIn('agent01', BETA)).call<ConsolidatedContract>('consolidatedContract')).toEqual({ list: [] });
  });
});
