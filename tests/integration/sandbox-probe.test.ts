import { beforeEach, describe, expect, it } from 'vitest';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';
import type { LoginValue } from '../../src/api/models';
import { ApiError } from '../../src/api/errors';

/**
 * What issue 32's security probe broke, each fixed at its cause and proved
 * here over real HTTP: attempt limits on every code check (loginVerify
 * included), limits that hold under 30 parallel requests, the polynomial
 * ReDoS pattern, and the Low items (QA switch off, nickname as bank name,
 * another member's card, headers of the sandbox's own pages, X-Forwarded-Proto).
 */
const sb = fileSandbox();
const { clientFor, qa } = sb;
const PARALLEL = 30;
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const login = (c: Client, username: string, password: string, extra: Record<string, unknown> = {}) =>
  c.call<LoginValue>('login', { body: { type: 'username', username, password, ...extra } });
/** The refusal code of each settled call ('ok' for a success). */
const outcomes = async (calls: Promise<unknown>[]): Promise<string[]> =>
  (await Promise.allSettled(calls)).map((r) => (r.status === 'fulfilled' ? 'ok' : r.reason instanceof ApiError ? r.reason.code : String(r.reason)));
const tally = (codes: string[]) => codes.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});
const smsInbox = async (mobile: string) => (await qa('GET', `/sms?mobile=${mobile}`)).code as string;
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

beforeEach(async () => {
  await qa('POST', '/reset');
});

async function ipTicket(c: Client, account: string): Promise<{ ticket: string; googleCode: string }> {
  const info = await qa('POST', '/unregistered-ip', { merchant: ALPHA, account });
  const refused = await refusalOf(login(c, account, SEED_PASSWORD));
  expect(refused.code).toBe('IP_VERIFICATION_REQUIRED');
  return { ticket: (refused.details as { ticket: string }).ticket, googleCode: info.googleCode as string };
}

describe('loginVerify (IP verification) has attempt limits on every method', () => {
  it('30 parallel wrong authenticator codes end the ticket after 5: the right code is then refused VERIFICATION_EXPIRED', async () => {
    const c = clientFor();
    const { ticket, googleCode } = await ipTicket(c, 'player01');
    const wrong = googleCode === '000000' ? '111111' : '000000';
    const codes = await outcomes(Array.from({ length: PARALLEL }, () => c.call('loginVerify', { body: { ticket, method: 'google', googleCode: wrong } })));
    expect(tally(codes)).toEqual({ VERIFICATION_FAILED: 4, VERIFICATION_EXPIRED: 26 });
    expect((await refusalOf(c.call('loginVerify', { body: { ticket, method: 'google', googleCode } }))).code).toBe('VERIFICATION_EXPIRED');
  });

  it('wrong answers count per account across tickets: past 10 the account is locked, right answer or not', async () => {
    const c = clientFor();
    for (let round = 0; round < 2; round++) {
      const { ticket } = await ipTicket(c, 'player01');
      for (let i = 0; i < 5; i++) await refusalOf(c.call('loginVerify', { body: { ticket, method: 'email', email: `nobody${i}@example.com` } }));
    }
    const { ticket, googleCode } = await ipTicket(c, 'player01');
    const locked = await refusalOf(c.call('loginVerify', { body: { ticket, method: 'google', googleCode } }));
    expect([locked.code, locked.status]).toEqual(['TOO_MANY_REQUESTS', 429]);
  });

  it('the SMS method goes through the one guarded code check: 40 wrong codes, then the right one, is refused', async () => {
    const c = clientFor();
    const { ticket } = await ipTicket(c, 'player01');
    await c.call('loginVerifySms', { body: { ticket, mobileNum: '912345678' } });
    const code = await smsInbox('912345678');
    const codes = await outcomes(
      Array.from({ length: 40 }, (_, i) =>
        c.call('loginVerify', { body: { ticket, method: 'sms', mobileNum: '912345678', verificationCode: wrongCode(code, i) } }),
      ),
    );
    expect(codes.filter((x) => x === 'ok')).toEqual([]);
    expect(codes.filter((x) => x === 'INVALID_CODE')).toHaveLength(4);
    expect((await refusalOf(c.call('loginVerify', { body: { ticket, method: 'sms', mobileNum: '912345678', verificationCode: code } }))).code).not.toBe(
      undefined,
    );
  });

  it('the IP-verification SMS counts against the per-client send quota like every other SMS', async () => {
    await qa('PUT', '/security', { smsPerClient: 2 });
    const c = clientFor();
    const { ticket } = await ipTicket(c, 'player01');
    await c.call('loginVerifySms', { body: { ticket, mobileNum: '912345678' } });
    await c.call('loginVerifySms', { body: { ticket, mobileNum: '912345678' } });
    expect((await refusalOf(c.call('loginVerifySms', { body: { ticket, mobileNum: '912345678' } }))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('the unregistered-IP QA switch does not exist with QA mode off', async () => {
    const { buildSandbox } = await import('../../sandbox/server');
    const off = await buildSandbox({ dataDir: `${sb.dataDir}-qa-off`, brandsDir: sb.brandsDir, qa: false });
    try {
      const res = await off.inject({ method: 'POST', url: '/__sandbox/unregistered-ip', payload: { merchant: ALPHA, account: 'player01' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('googleCode');
    } finally {
      await off.close();
    }
  });
});

describe('limits hold under 30 parallel requests', () => {
  it('daily withdrawal limit 3: of 30 parallel withdrawals exactly 3 are created', async () => {
    const c = await sb.newMember('par');
    const cardId = await sb.withdrawable(c, '5000');
    await qa('PUT', `/wallet/merchants/${ALPHA}/settings`, { dailyCount: 3 });
    const codes = await outcomes(
      Array.from({ length: PARALLEL }, () => c.call('withdrawCreate', { body: { cardId, amount: '100', paymentPassword: '246810' }, idempotencyKey: key() })),
    );
    expect(tally(codes)).toEqual({ ok: 3, DAILY_LIMIT: 27 });
    expect((await c.call('withdrawals')).list).toHaveLength(3);
    expect((await c.call('balance')).sumBalance).toBe('4700.00');
  });

  it('payment-password lock: of 30 parallel wrong passwords exactly 5 are evaluated, then even the right one is refused until the lock ends', async () => {
    const c = await sb.newMember('ppw');
    const cardId = await sb.withdrawable(c, '1000');
    const codes = await outcomes(
      Array.from({ length: PARALLEL }, () => c.call('withdrawCreate', { body: { cardId, amount: '100', paymentPassword: '000000' }, idempotencyKey: key() })),
    );
    expect(tally(codes)).toEqual({ PAYMENT_PASSWORD_WRONG: 4, PAYMENT_PASSWORD_LOCKED: 26 });
    const locked = await refusalOf(c.call('withdrawCreate', { body: { cardId, amount: '100', paymentPassword: '246810' }, idempotencyKey: key() }));
    expect(locked.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((locked.details as { lockedUntil: number }).lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('login lock: of 30 parallel wrong passwords exactly 10 are checked, the rest refused 429; the right password is then refused too', async () => {
    await qa('PUT', '/security', { captchaAfterFailures: 1000, loginPerClient: 1000 });
    const c = clientFor();
    const codes = await outcomes(Array.from({ length: PARALLEL }, (_, i) => login(c, 'player01', `wrong${i}pass`)));
    expect(tally(codes)).toEqual({ LOGIN_FAILED: 10, TOO_MANY_REQUESTS: 20 });
    expect((await refusalOf(login(c, 'player01', SEED_PASSWORD))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('captcha after 3 failures: of 30 parallel wrong logins exactly 3 reach the password check', async () => {
    const c = clientFor();
    const codes = await outcomes(Array.from({ length: PARALLEL }, (_, i) => login(c, 'player01', `wrong${i}pass`)));
    expect(tally(codes)).toEqual({ LOGIN_FAILED: 3, CAPTCHA_REQUIRED: 27 });
  });

  it('verification-code limit: of 30 parallel wrong SMS codes 4 are wrong and the rest find the code dead; the right one is refused', async () => {
    const c = clientFor();
    await c.call('smsNoLogin', { body: { mobileNum: '912345678', countryDialingCode: '84' } });
    const code = await smsInbox('912345678');
    const codes = await outcomes(
      Array.from({ length: PARALLEL }, (_, i) =>
        c.call('login', { body: { type: 'sms', mobileNum: '912345678', verificationCode: wrongCode(code, i), countryDialingCode: '84' } }),
      ),
    );
    expect(tally(codes)).toEqual({ INVALID_CODE: 4, CODE_EXPIRED: 26 });
    const dead = await refusalOf(c.call('login', { body: { type: 'sms', mobileNum: '912345678', verificationCode: code, countryDialingCode: '84' } }));
    expect(dead.code).toBe('CODE_EXPIRED');
  });

  it('SMS sends: of 30 parallel sends to one number exactly 10 are sent', async () => {
    const c = clientFor();
    const codes = await outcomes(Array.from({ length: PARALLEL }, () => c.call('smsNoLogin', { body: { mobileNum: '912345678', countryDialingCode: '84' } })));
    expect(tally(codes)).toEqual({ ok: 10, TOO_MANY_REQUESTS: 20 });
  });
});

describe('untrusted patterns run in linear time', () => {
  it('the polynomial pattern ^\\w*\\d*\\w*\\d*\\w*1$ answers a hostile value within 50 ms, and still matches', async () => {
    await qa('PUT', `/merchants/${ALPHA}/register-rules`, { username: { acceptedPattern: '^\\w*\\d*\\w*\\d*\\w*1$', minLength: 1, maxLength: 256 } });
    const c = clientFor();
    const hostile = `${'a1'.repeat(100)}!`;
    // Warm up (public key, sealing, the pattern's compilation) so the timing is the hostile value's matching.
    await refusalOf(c.call('register', { body: { username: 'warm!', password: 'abc123', confirmPassword: 'abc123' } }));
    // The best of three answers (a shared 2-core machine adds its own pauses to any one of them).
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const r = await refusalOf(c.call('register', { body: { username: hostile, password: 'abc123', confirmPassword: 'abc123' } }));
      times.push(performance.now() - started);
      expect([r.code, r.details]).toEqual(['INVALID_FIELD', { field: 'username' }]);
    }
    expect(Math.min(...times)).toBeLessThan(50);
    // The sandbox stayed responsive, and a value the pattern accepts is accepted.
    expect((await c.call<LoginValue>('register', { body: { username: 'abc1', password: 'abc123', confirmPassword: 'abc123' } })).token).toBeTruthy();
  });

  it('leading lookaheads (a common password rule) still work on the linear engine', async () => {
    await qa('PUT', `/merchants/${ALPHA}/register-rules`, {
      password: { acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', minLength: 6, maxLength: 20 },
    });
    const c = clientFor();
    const r = await refusalOf(c.call('register', { body: { username: 'lookahead1', password: 'abcdefg', confirmPassword: 'abcdefg' } }));
    expect(r.details).toEqual({ field: 'password' });
    expect((await c.call<LoginValue>('register', { body: { username: 'lookahead2', password: 'abc123', confirmPassword: 'abc123' } })).token).toBeTruthy();
  });
});

describe('step-up before a bank card changes (ASVS 7.5.1, 6.5.5)', () => {
  const bind = (c: Client, proof: Record<string, string>, accountNo = '99887766') =>
    c.call('bankCardBind', { body: { bankCode: 'SBK', accountName: 'Maria Santos', accountNo, ...proof }, idempotencyKey: key() });

  it('binding and unbinding without the payment password or a fresh SMS code are refused STEP_UP_REQUIRED; a wrong password counts', async () => {
    const c = await sb.newMember('stp');
    await c.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    const bare = await refusalOf(bind(c, {}));
    expect([bare.code, bare.details]).toEqual(['STEP_UP_REQUIRED', { methods: ['paymentPassword'] }]);
    const wrong = await refusalOf(bind(c, { paymentPassword: '000000' }));
    expect([wrong.code, wrong.details]).toEqual(['PAYMENT_PASSWORD_WRONG', { field: 'paymentPassword', attemptsLeft: 4 }]);
    const card = await bind(c, { paymentPassword: '246810' });
    expect((await refusalOf(c.call('bankCardUnbind', { query: { id: String(card.id) }, idempotencyKey: key() }))).code).toBe('STEP_UP_REQUIRED');
    await c.call('bankCardUnbind', { query: { id: String(card.id) }, body: { paymentPassword: '246810' }, idempotencyKey: key() });
    expect((await c.call('bankCards')).cards).toEqual([]);
  });

  it('a fresh SMS code to the bound phone works once; one older than 10 minutes is refused CODE_EXPIRED', async () => {
    const c = await sb.loggedIn('player01');
    await c.call('stepUpSms');
    const fresh = await smsInbox('912345678');
    await bind(c, { verificationCode: fresh }, '11223344');
    expect((await refusalOf(bind(c, { verificationCode: fresh }, '11223355'))).code).toBe('INVALID_CODE');

    await c.call('stepUpSms');
    const old = await smsInbox('912345678');
    // The code was sent 11 minutes ago (its own expiry moved too, so only the step-up window refuses it).
    await sb.withDb((db) => db.prepare("UPDATE sms SET created_at = created_at - 660000, expires_at = expires_at + 3600000 WHERE purpose = 'stepUp'").run());
    const stale = await refusalOf(bind(c, { verificationCode: old }, '11223366'));
    expect([stale.code, stale.details]).toEqual(['CODE_EXPIRED', { field: 'verificationCode' }]);
    expect((await c.call('bankCards')).cards).toHaveLength(1);
  });
});

describe('changing the phone needs the step-up and a code to the new number', () => {
  it('refused without the payment password or a code to the current phone; with them the number changes', async () => {
    const c = await sb.loggedIn('player01');
    await c.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    await c.call('smsBindPhone', { body: { mobileNum: '933333333', countryDialingCode: '84' } });
    const newCode = await smsInbox('933333333');
    const change = (proof: Record<string, string>) =>
      c.call('memberMobileChange', { body: { mobileNum: '933333333', countryDialingCode: '84', newCode, ...proof }, idempotencyKey: key() });
    expect((await refusalOf(change({}))).code).toBe('STEP_UP_REQUIRED');
    expect((await c.call('memberInfo')).mobileNum).toBe('912345678');
    // With a code to the current phone instead of the payment password.
    await c.call('stepUpSms');
    expect(await change({ verificationCode: await smsInbox('912345678') })).toEqual({ mobileNum: '933333333' });
    expect((await c.call('memberInfo')).mobileNum).toBe('933333333');
  });

  it("another member's number is refused USER_EXISTS", async () => {
    const c = await sb.loggedIn('player01');
    await c.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    await c.call('smsBindPhone', { body: { mobileNum: '912345679', countryDialingCode: '84' } });
    const newCode = await smsInbox('912345679');
    const r = await refusalOf(c.call('memberMobileChange', { body: { mobileNum: '912345679', newCode, paymentPassword: '246810' }, idempotencyKey: key() }));
    expect(r.code).toBe('USER_EXISTS');
  });
});

describe('payment password: change and reset (issue 32)', () => {
  it('a locked payment password says until when; a reset by a fresh SMS code to the bound phone ends the lock', async () => {
    const c = await sb.loggedIn('player01');
    await c.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    for (let i = 0; i < 5; i++) await refusalOf(c.call('paymentPasswordSet', { body: { password: '135790', oldPassword: '000000' }, idempotencyKey: key() }));
    const locked = await refusalOf(c.call('paymentPasswordSet', { body: { password: '135790', oldPassword: '246810' }, idempotencyKey: key() }));
    expect(locked.code).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((locked.details as { lockedUntil: number }).lockedUntil).toBeGreaterThan(Date.now());

    // Without a code, or with a wrong one, nothing changes.
    expect((await refusalOf(c.call('paymentPasswordReset', { body: { verificationCode: '', password: '135790' }, idempotencyKey: key() }))).code).toBe(
      'INVALID_CODE',
    );
    await c.call('stepUpSms');
    const code = await smsInbox('912345678');
    expect((await refusalOf(c.call('paymentPasswordReset', { body: { verificationCode: code, password: '12ab' }, idempotencyKey: key() }))).code).toBe(
      'INVALID_FIELD',
    );
    await c.call('stepUpSms');
    await c.call('paymentPasswordReset', { body: { verificationCode: await smsInbox('912345678'), password: '135790' }, idempotencyKey: key() });
    // The lock is over: the new password works, the old one is wrong.
    await c.call('paymentPasswordSet', { body: { password: '975310', oldPassword: '135790' }, idempotencyKey: key() });
    expect((await refusalOf(c.call('paymentPasswordSet', { body: { password: '111111', oldPassword: '246810' }, idempotencyKey: key() }))).code).toBe(
      'PAYMENT_PASSWORD_WRONG',
    );
  });

  it('a reset code older than 10 minutes is refused', async () => {
    const c = await sb.loggedIn('player01');
    await c.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    await c.call('stepUpSms');
    const code = await smsInbox('912345678');
    await sb.withDb((db) => db.prepare("UPDATE sms SET created_at = created_at - 660000, expires_at = expires_at + 3600000 WHERE purpose = 'stepUp'").run());
    expect((await refusalOf(c.call('paymentPasswordReset', { body: { verificationCode: code, password: '135790' }, idempotencyKey: key() }))).code).toBe(
      'CODE_EXPIRED',
    );
  });
});

describe('human verification before every SMS send (provider per merchant)', () => {
  const send = (c: Client, extra: Record<string, string> = {}) =>
    c.call('smsNoLogin', { body: { mobileNum: '912345678', countryDialingCode: '84', ...extra } });
  const passToken = async (c: Client) => {
    const { challengeId, provider } = await c.call('humanChallenge');
    expect(provider).toBe('token');
    return (await c.call('humanVerify', { body: { challengeId, answer: 'browser-signals' } })).humanToken;
  };

  it('token provider: an SMS send without a passed challenge is refused; a pass token works once', async () => {
    await qa('PUT', `/merchants/${ALPHA}/human-check`, { provider: 'token' });
    const c = clientFor();
    const bare = await refusalOf(send(c));
    expect([bare.code, bare.details]).toEqual(['HUMAN_CHECK_REQUIRED', { provider: 'token' }]);
    expect((await refusalOf(send(c, { humanToken: 'made-up' }))).code).toBe('INVALID_CAPTCHA');
    const token = await passToken(c);
    expect((await send(c, { humanToken: token })).expiredMinutes).toBeGreaterThan(0);
    expect((await refusalOf(send(c, { humanToken: token }))).code).toBe('INVALID_CAPTCHA');
    // Every send path: register and forgot-password too.
    expect((await refusalOf(c.call('smsRegister', { body: { mobileNum: '900000021', countryDialingCode: '84' } }))).code).toBe('HUMAN_CHECK_REQUIRED');
  });

  it('QA forces the verdict: fail refuses the challenge (§8 invalid reCAPTCHA), pass lets an unanswered one through', async () => {
    const c = clientFor();
    await qa('PUT', `/merchants/${ALPHA}/human-check`, { provider: 'token', force: 'fail' });
    const { challengeId } = await c.call('humanChallenge');
    const failed = await refusalOf(c.call('humanVerify', { body: { challengeId, answer: 'browser-signals' } }));
    expect([failed.code, failed.messageKey]).toEqual(['INVALID_CAPTCHA', 'error.invalidCaptcha']);
    await qa('PUT', `/merchants/${ALPHA}/human-check`, { provider: 'token', force: 'pass' });
    const second = await c.call('humanChallenge');
    const { humanToken } = await c.call('humanVerify', { body: { challengeId: second.challengeId } });
    expect((await send(c, { humanToken })).expiredMinutes).toBeGreaterThan(0);
  });

  it("default: the merchant's manifest (humanCheck) decides, and a brand that names none gets the schema's token check", async () => {
    expect((await clientFor(ALPHA).call('humanChallenge')).provider).toBe('none');
    const beta = clientFor(BETA);
    expect((await beta.call('humanChallenge')).provider).toBe('token');
    expect((await refusalOf(send(beta))).code).toBe('HUMAN_CHECK_REQUIRED');
  });

  it('slider provider: the piece let go in the gap after a drag passes; off by more than 4 px, or a jump, is refused', async () => {
    await qa('PUT', `/merchants/${ALPHA}/human-check`, { provider: 'slider' });
    const c = clientFor();
    const drag = (x: number, ms = 400) =>
      JSON.stringify({
        x,
        trail: [
          [0, 0],
          [ms / 2, x / 2],
          [ms, x],
        ],
      });
    const attempt = async (answerOf: (gap: number) => string) => {
      const challenge = await c.call('humanChallenge');
      expect(challenge.provider).toBe('slider');
      expect(challenge.puzzle).toMatchObject({ width: 300, height: 150, piece: 48 });
      expect(challenge.puzzle!.image).toMatch(/^data:image\/png;base64,/);
      // The gap's x is nowhere in the answer the page gets.
      const gap = (await qa('GET', `/merchants/${ALPHA}/human-check/puzzle`)).x as number;
      expect(JSON.stringify(challenge)).not.toContain(`"x":${gap}`);
      return c.call('humanVerify', { body: { challengeId: challenge.challengeId, answer: answerOf(gap) } });
    };
    expect((await refusalOf(attempt((gap) => drag(gap + 9)))).code).toBe('INVALID_CAPTCHA');
    expect((await refusalOf(attempt((gap) => drag(gap, 20)))).code).toBe('INVALID_CAPTCHA');
    expect((await refusalOf(attempt((gap) => JSON.stringify({ x: gap, trail: [] })))).code).toBe('INVALID_CAPTCHA');
    const { humanToken } = await attempt((gap) => drag(gap + 3));
    expect((await send(c, { humanToken })).expiredMinutes).toBeGreaterThan(0);
  });

  it('captcha provider: the SMS send needs the image captcha of this visitor', async () => {
    await qa('PUT', `/merchants/${ALPHA}/human-check`, { provider: 'captcha' });
    const c = clientFor();
    expect((await refusalOf(send(c))).code).toBe('INVALID_CAPTCHA');
    await c.call('captcha', { query: { scene: 'sms' } });
    const text = (await qa('GET', `/captcha?merchant=${ALPHA}`)).text as string;
    expect((await send(c, { captcha: text })).expiredMinutes).toBeGreaterThan(0);
  });
});

describe('session cookie hygiene (ASVS 3.3.1, 3.3.3)', () => {
  const captchaCookie = async (headers: Record<string, string>) =>
    (await fetch(`${sb.url}/wps/captcha?scene=login`, { headers: { Merchant: ALPHA, ...headers } })).headers.get('set-cookie') ?? '';

  it('over HTTPS the visitor cookie is __Host- prefixed, Secure, HttpOnly, Path=/ without Domain; on plain http (npm start) it stays usable', async () => {
    const secure = await captchaCookie({ 'X-Forwarded-Proto': 'https' });
    expect(secure).toMatch(/^__Host-sb_visitor=[A-Za-z0-9_-]{16,}; Path=\/; Secure; HttpOnly; SameSite=Lax$/);
    expect(secure).not.toMatch(/Domain=/i);
    const plain = await captchaCookie({});
    expect(plain).toMatch(/^sb_visitor=[A-Za-z0-9_-]{16,}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('over HTTPS a plain cookie (one a sibling subdomain could plant) is not taken as the visitor', async () => {
    const planted = await captchaCookie({ 'X-Forwarded-Proto': 'https', Cookie: 'sb_visitor=plantedAAAAAAAAAAAAAAAA' });
    expect(planted).toMatch(/^__Host-sb_visitor=/);
    const kept = await captchaCookie({ 'X-Forwarded-Proto': 'https', Cookie: '__Host-sb_visitor=ownAAAAAAAAAAAAAAAAAAA' });
    expect(kept).toBe('');
  });
});

describe('Low items', () => {
  it("unbinding another member's card answers NOT_FOUND, as for a card that does not exist", async () => {
    const owner = await sb.newMember('own');
    await owner.call('paymentPasswordSet', { body: { password: '246810' }, idempotencyKey: key() });
    const card = await owner.call('bankCardBind', {
      body: { bankCode: 'SBK', accountName: 'Maria Santos', accountNo: '0011223344', paymentPassword: '246810' },
      idempotencyKey: key(),
    });
    const thief = await sb.newMember('thf');
    expect((await refusalOf(thief.call('bankCardUnbind', { query: { id: String(card.id) }, idempotencyKey: key() }))).code).toBe('NOT_FOUND');
  });

  it("the sandbox's own pages carry security headers: only the chat and the demo game and lottery pages may be framed, and only by the brands", async () => {
    const health = await fetch(`${sb.url}/__sandbox/health`);
    expect(health.headers.get('x-frame-options')).toBe('DENY');
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const chat = await fetch(`${sb.url}/sandbox-chat?member=a`);
    const csp = chat.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://alpha.example.test");
    expect(csp.split(/[ ;]+/)).not.toContain('*');
    for (const path of ['/sandbox-lottery?lottoView=lobby', '/sandbox-game/unknown']) {
      const framed = await fetch(`${sb.url}${path}`);
      expect(framed.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self' https://alpha.example.test");
      expect(framed.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('X-Forwarded-Proto is believed only as http or https', async () => {
    const c = await sb.loggedIn('player01');
    const icon = async (proto: string) =>
      (
        (await (
          await fetch(`${sb.url}/wps/member/info/icon`, { headers: { Merchant: ALPHA, Authorization: `Bearer ${c.token}`, 'X-Forwarded-Proto': proto } })
        ).json()) as { value: { url: string } }
      ).value.url;
    expect(await icon('javascript')).toMatch(/^http:\/\//);
    expect(await icon('https')).toMatch(/^https:\/\//);
  });
});
