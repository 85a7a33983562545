import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, fileSandbox } from './support/sandbox';

/**
 * Deposit, bank cards, payment password, withdrawal and its confirmation,
 * wallet and upline transfers over real HTTP through the portal's client.
 * Every value is checked against its schema by the sandbox. Each test uses
 * a fresh member, so order does not matter.
 */
const sb = fileSandbox();
const { clientFor, qa } = sb;
/** A fresh Idempotency-Key (money calls need one). */
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const newMember = () => sb.newMember('wal');
const balance = async (c: Client) => (await c.call('balance')).sumBalance;
/** A member with `amount` deposited (credited), its turnover met, a payment password and a bank card. */
async function funded(amount = '1000.00') {
  const c = await newMember();
  return Object.assign(c, { cardId: await sb.withdrawable(c, amount) });
}
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

describe('deposit', () => {
  it('lists channels with limits, presets, fee text and the merchant currency', async () => {
    const c = await newMember();
    const v = await c.call('depositChannels');
    expect(v.channels.map((x) => x.type)).toEqual(['BANK', 'EWALLET', 'QR']);
    expect(v.channels[0]).toMatchObject({ min: '100.00', max: '50000.00', currency: v.currency, feeText: expect.any(String) });
  });

  it('creates an order idempotently; credited raises the balance once and sends a message; failed changes nothing', async () => {
    const c = await newMember();
    const k = key();
    const body = { channelId: 'e-wallet', amount: '250.50' };
    const a = await c.call('depositCreate', { body, idempotencyKey: k });
    const b = await c.call('depositCreate', { body, idempotencyKey: k });
    expect(b).toEqual(a);
    expect(a).toMatchObject({ status: 'pending', amount: '250.50', payTo: { reference: a.orderNo } });
    // Same key, other body: a client bug, refused.
    expect((await refusalOf(c.call('depositCreate', { body: { ...body, amount: '1000' }, idempotencyKey: k }))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    await qa('POST', `/wallet/deposits/${a.orderNo}`, { status: 'credited' });
    await qa('POST', `/wallet/deposits/${a.orderNo}`, { status: 'credited' }, 409);
    expect(await balance(c)).toBe('250.50');
    expect((await c.call('depositOrder', { query: { orderNo: a.orderNo } })).status).toBe('credited');
    const failed = await c.call('depositCreate', { body, idempotencyKey: key() });
    await qa('POST', `/wallet/deposits/${failed.orderNo}`, { status: 'failed' });
    expect(await balance(c)).toBe('250.50');
    const messages = (await c.call('messageList', { query: { pageNo: '1' } })) as unknown as { list: { template: string }[] };
    expect(messages.list.map((m) => m.template)).toEqual(expect.arrayContaining(['depositCredited', 'depositFailed']));
  });

  it('refuses amounts below/above the channel limits, non-numeric, 1e-10 and too many decimals', async () => {
    const c = await newMember();
    const create = (amount: unknown) => refusalOf(c.call('depositCreate', { body: { channelId: 'bank-transfer', amount }, idempotencyKey: key() }));
    expect((await create('99.99')).details).toMatchObject({ field: 'amount', min: '100.00' });
    expect((await create('99.99')).code).toBe('AMOUNT_BELOW_MIN');
    expect((await create('50000.01')).code).toBe('AMOUNT_ABOVE_MAX');
    for (const [amount, reason] of [
      ['abc', 'notNumber'],
      ['1e-10', 'notNumber'],
      ['10.001', 'tooManyDecimals'],
      ['', 'empty'],
      ['0', 'notPositive'],
    ]) {
      const e = await create(amount);
      expect([e.code, (e.details as { reason: string }).reason], amount).toEqual(['INVALID_AMOUNT', reason]);
    }
    expect((await create(100)).code).toBe('INVALID_REQUEST');
    expect((await refusalOf(c.call('depositCreate', { body: { channelId: 'bank-transfer', amount: '100' } }))).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});

describe('bank cards and payment password', () => {
  it('binds by the served rules, masks the number, refuses duplicates, unbinds', async () => {
    const c = await newMember();
    await c.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    const v = await c.call('bankCards');
    expect(v.rules.accountNo).toMatchObject({ required: true, minLength: 8 });
    const bind = (body: Record<string, string>) =>
      c.call('bankCardBind', {
        body: { bankCode: 'SBK', accountName: 'Maria Santos', accountNo: '0011223344', paymentPassword: '246810', ...body },
        idempotencyKey: key(),
      });
    expect((await refusalOf(bind({ accountNo: '12ab' }))).details).toEqual({ field: 'accountNo' });
    expect((await refusalOf(bind({ accountName: 'M4ria' }))).details).toEqual({ field: 'accountName' });
    expect((await refusalOf(bind({ bankCode: 'NOPE' }))).details).toEqual({ field: 'bankCode' });
    const card = await bind({});
    expect(card).toMatchObject({ bankName: 'Sandbox Bank', accountNo: '**** 3344' });
    expect((await refusalOf(bind({}))).code).toBe('CARD_EXISTS');
    await c.call('bankCardUnbind', { query: { id: String(card.id) }, body: { paymentPassword: '246810' }, idempotencyKey: key() });
    expect((await c.call('bankCards')).cards).toEqual([]);
  });

  it('sets and checks the payment password by the merchant rule; the old one is needed to change it', async () => {
    const c = await newMember();
    expect(await c.call('paymentPassword')).toMatchObject({ isSet: false, rule: { minLength: 6, maxLength: 6 } });
    expect((await refusalOf(c.call('paymentPasswordSet', { body: { password: '12ab56' }, idempotencyKey: key() }))).code).toBe('INVALID_FIELD');
    await c.call('paymentPasswordSet', { body: { password: '135790' }, idempotencyKey: key() });
    expect((await c.call('paymentPassword')).isSet).toBe(true);
    expect((await refusalOf(c.call('paymentPasswordSet', { body: { password: '111111', oldPassword: '000000' }, idempotencyKey: key() }))).code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    await c.call('paymentPasswordSet', { body: { password: '111111', oldPassword: '135790' }, idempotencyKey: key() });
  });
});

describe('withdrawal', () => {
  it('shows limits before submit; refuses limits, turnover, wrong payment password; the same key twice debits once', async () => {
    const c = await funded();
    const info = await c.call('withdrawInfo');
    expect(info).toMatchObject({ balance: '1000.00', min: '100.00', max: '5000.00', dailyCount: 3, dailyUsed: 0, hasPaymentPassword: true });
    const w = (body: Record<string, unknown>, k = key()) =>
      c.call('withdrawCreate', { body: { cardId: c.cardId, amount: '200', paymentPassword: '246810', ...body }, idempotencyKey: k });
    expect((await refusalOf(w({ amount: '50' }))).code).toBe('AMOUNT_BELOW_MIN');
    expect((await refusalOf(w({ amount: '5000.01' }))).code).toBe('AMOUNT_ABOVE_MAX');
    const wrong = await refusalOf(w({ paymentPassword: '000000' }));
    expect([wrong.code, wrong.details]).toEqual(['PAYMENT_PASSWORD_WRONG', { field: 'paymentPassword', attemptsLeft: 4 }]);
    expect((await refusalOf(w({ amount: '1000.01' }))).code).toBe('INSUFFICIENT_BALANCE');
    const k = key();
    const [a, b] = await Promise.all([w({}, k), w({}, k)]);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ status: 'pending', amount: '200.00' });
    expect(await balance(c)).toBe('800.00');
    // A new deposit adds turnover to meet before the next withdrawal.
    const order = await c.call('depositCreate', { body: { channelId: 'qr-pay', amount: '10' }, idempotencyKey: key() });
    await qa('POST', `/wallet/deposits/${order.orderNo}`, { status: 'credited' });
    expect((await refusalOf(w({}))).details).toEqual({ required: '1010.00', done: '1000.00' });
  });

  it('daily count, rejection refunds once', async () => {
    const c = await funded('2000');
    await qa('PUT', `/wallet/merchants/${ALPHA}/settings`, { dailyCount: 1 });
    try {
      const a = await c.call('withdrawCreate', { body: { cardId: c.cardId, amount: '300', paymentPassword: '246810' }, idempotencyKey: key() });
      expect(
        (await refusalOf(c.call('withdrawCreate', { body: { cardId: c.cardId, amount: '300', paymentPassword: '246810' }, idempotencyKey: key() }))).code,
      ).toBe('DAILY_LIMIT');
      await qa('POST', `/wallet/withdrawals/${a.orderNo}`, { action: 'reject' });
      await qa('POST', `/wallet/withdrawals/${a.orderNo}`, { action: 'reject' }, 409);
      expect(await balance(c)).toBe('2000.00');
    } finally {
      await qa('PUT', `/wallet/merchants/${ALPHA}/settings`, { dailyCount: 3 });
    }
  });

  it('disbursed -> received, partly received (remainder shown), not received (png/jpg proof <= 5 MB by its bytes)', async () => {
    const c = await funded('3000');
    const make = async () => {
      const w = await c.call('withdrawCreate', { body: { cardId: c.cardId, amount: '500', paymentPassword: '246810' }, idempotencyKey: key() });
      await qa('POST', `/wallet/withdrawals/${w.orderNo}`, { action: 'approve' });
      await qa('POST', `/wallet/withdrawals/${w.orderNo}`, { action: 'disburse' });
      return w.orderNo;
    };
    const confirm = (orderNo: string, body: Record<string, unknown>) => c.call('withdrawConfirm', { body: { orderNo, ...body }, idempotencyKey: key() });
    const one = await make();
    expect((await c.call('withdrawals', { query: { status: 'disbursed' } })).list.map((w) => w.orderNo)).toEqual([one]);
    expect(await confirm(one, { result: 'received' })).toMatchObject({ status: 'received', receivedAmount: '500.00', remainder: '0.00', forced: false });
    expect((await refusalOf(confirm(one, { result: 'received' }))).code).toBe('WITHDRAWAL_NOT_AWAITING');

    const two = await make();
    expect((await refusalOf(confirm(two, { result: 'partial', receivedAmount: '500' }))).code).toBe('AMOUNT_ABOVE_MAX');
    expect(await confirm(two, { result: 'partial', receivedAmount: '120.5' })).toMatchObject({
      status: 'partial',
      receivedAmount: '120.50',
      remainder: '379.50',
    });

    const three = await make();
    const notReceived = (data?: string) =>
      refusalOf(confirm(three, { result: 'notReceived', ...(data === undefined ? {} : { proof: { name: 'x.png', data } }) }));
    expect((await notReceived()).code).toBe('PROOF_REQUIRED');
    expect((await notReceived(Buffer.from('GIF89a....').toString('base64'))).code).toBe('PROOF_NOT_IMAGE');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from(PNG, 'base64').copy(big);
    expect((await notReceived(big.toString('base64'))).code).toBe('PROOF_TOO_LARGE');
    expect(await confirm(three, { result: 'notReceived', proof: { name: 'x.png', data: PNG } })).toMatchObject({ status: 'notReceived', receivedAmount: null });
    expect(await balance(c)).toBe('1500.00');
  }, 20_000);

  it('counts as received after the merchant window (QA clock): forced, no refund, no later claim', async () => {
    const c = await funded();
    const w = await c.call('withdrawCreate', { body: { cardId: c.cardId, amount: '100', paymentPassword: '246810' }, idempotencyKey: key() });
    await qa('POST', `/wallet/withdrawals/${w.orderNo}`, { action: 'disburse' });
    const [open] = (await c.call('withdrawals', { query: { status: 'disbursed' } })).list;
    expect(open!.confirmDeadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await qa('POST', `/wallet/merchants/${ALPHA}/clock`, { minutes: 31 });
    const [done] = (await c.call('withdrawals')).list;
    expect(done).toMatchObject({ orderNo: w.orderNo, status: 'received', forced: true });
    const e = await refusalOf(
      c.call('withdrawConfirm', { body: { orderNo: w.orderNo, result: 'notReceived', proof: { name: 'a.png', data: PNG } }, idempotencyKey: key() }),
    );
    expect(e.code).toBe('WITHDRAWAL_AUTO_CONFIRMED');
    expect(await balance(c)).toBe('900.00');
  });
});

describe('transfers', () => {
  it('wallet transfer: the same key twice moves money once; decimal strings only', async () => {
    const c = await funded('500');
    const k = key();
    const body = { from: 'MAIN', to: 'PG', amount: '100.25' };
    const a = await c.call('walletTransfer', { body, idempotencyKey: k });
    expect(await c.call('walletTransfer', { body, idempotencyKey: k })).toEqual(a);
    expect(await balance(c)).toBe('399.75');
    for (const amount of ['1e-10', '0.001'])
      expect((await refusalOf(c.call('walletTransfer', { body: { ...body, amount }, idempotencyKey: key() }))).code).toBe('INVALID_AMOUNT');
    await c.call('walletTransfer', { body: { from: 'PG', to: 'MAIN', amount: '100.25' }, idempotencyKey: key() });
    expect(await balance(c)).toBe('500.00');
  });

  it('transfer to upline: needs an upline and the payment password; atomic; idempotent', async () => {
    const c = await funded('500');
    expect((await c.call('uplineInfo')).upline).toBeNull();
    expect((await refusalOf(c.call('uplineTransfer', { body: { amount: '10', paymentPassword: '246810' }, idempotencyKey: key() }))).code).toBe('NO_UPLINE');
    await qa('PUT', '/wallet/upline', { merchant: ALPHA, account: c.account, upline: 'agent01' });
    const agent = clientFor();
    agent.token = (await agent.call('login', { body: { type: 'username', username: 'agent01', password: SEED_PASSWORD } })).token;
    const before = await balance(agent);
    expect((await refusalOf(c.call('uplineTransfer', { body: { amount: '10', paymentPassword: '999999' }, idempotencyKey: key() }))).code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
    const k = key();
    const t = await c.call('uplineTransfer', { body: { amount: '60.5', paymentPassword: '246810' }, idempotencyKey: k });
    expect(await c.call('uplineTransfer', { body: { amount: '60.5', paymentPassword: '246810' }, idempotencyKey: k })).toEqual(t);
    expect(t).toMatchObject({ amount: '60.50', upline: 'agent01', balance: '439.50' });
    expect(Number(await balance(agent)) * 100 - Number(before) * 100).toBeCloseTo(6050, 5);
  });
});
