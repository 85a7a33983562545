import { beforeEach, describe, expect, it } from 'vitest';
import { humanPass, refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';
import { createSealer } from '../../src/api/crypto';
import { endpoints } from '../../src/api/endpoints';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';
import ky from 'ky';
import type { LoginValue } from '../../src/api/models';

/**
 * The sandbox's refusals of abuse (issue 15), over real HTTP through the
 * portal's own client: SMS-code guessing, SMS flooding, account enumeration,
 * login brute force, captchas per visitor, sessions that end, sealed-body
 * replay and cross-site QA calls. Limits are shortened through the QA switch
 * (PUT /__sandbox/security) where waiting would be needed; each test resets.
 */
const PLAYER_MOBILE = '912345678';
const sb = fileSandbox();
const { clientFor, qa } = sb;
const smsInbox = async (mobile: string) => (await qa('GET', `/sms?mobile=${mobile}`)).code as string;
const login = (c: Client, username: string, password: string, extra: Record<string, unknown> = {}) =>
  c.call<LoginValue>('login', { body: { type: 'username', username, password, ...extra } });
const smsLogin = (c: Client, mobileNum: string, verificationCode: string) =>
  c.call<LoginValue>('login', { body: { type: 'sms', mobileNum, verificationCode, countryDialingCode: '84' } });
/** A wrong code that differs from the real one. */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

beforeEach(async () => {
  await qa('POST', '/reset');
});

describe('SMS codes', () => {
  it('a code dies after 5 wrong guesses: the right code is then refused CODE_EXPIRED (§8 "verification code expired, send again")', async () => {
    const c = clientFor();
    await c.call('smsNoLogin', { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' } });
    const code = await smsInbox(PLAYER_MOBILE);
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) seen.push((await refusalOf(smsLogin(c, PLAYER_MOBILE, wrong(code, i)))).code);
    expect(seen).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_EXPIRED']);
    const dead = await refusalOf(smsLogin(c, PLAYER_MOBILE, code));
    expect([dead.code, dead.messageKey]).toEqual(['CODE_EXPIRED', 'error.codeExpired']);
    // A new code works.
    await c.call('smsNoLogin', { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' } });
    expect((await smsLogin(c, PLAYER_MOBILE, await smsInbox(PLAYER_MOBILE))).token).toBeTruthy();
  });

  it('wrong guesses count per number across codes: past the limit every code of that number is dead and sending is refused', async () => {
    const c = clientFor();
    for (let round = 0; round < 3; round++) {
      await c.call('smsForgotPassword', { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' } });
      const code = await smsInbox(PLAYER_MOBILE);
      for (let i = 0; i < 4; i++)
        await refusalOf(c.call('setPasswordByPhone', { body: { mobileNum: PLAYER_MOBILE, verificationCode: wrong(code, i), newPassword: 'newpass123' } }));
    }
    // 12 wrong guesses > 10: the number is locked.
    const send = await refusalOf(c.call('smsForgotPassword', { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' } }));
    expect([send.code, send.status, send.messageKey]).toEqual(['TOO_MANY_REQUESTS', 429, 'error.tooManyRequests']);
  });

  it('sending is limited per client address as well as per number', async () => {
    await qa('PUT', '/security', { smsPerClient: 3 });
    const c = clientFor();
    for (const n of ['900000001', '900000002', '900000003']) await c.call('smsRegister', { body: { mobileNum: n, countryDialingCode: '84' } });
    const r = await refusalOf(c.call('smsRegister', { body: { mobileNum: '900000004', countryDialingCode: '84' } }));
    expect([r.code, r.status]).toEqual(['TOO_MANY_REQUESTS', 429]);
    expect((r.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);

    await qa('PUT', '/security', { smsPerClient: 100, smsPerNumber: 2 });
    for (let i = 0; i < 2; i++) await c.call('smsRegister', { body: { mobileNum: '900000009', countryDialingCode: '84' } });
    expect((await refusalOf(c.call('smsRegister', { body: { mobileNum: '900000009', countryDialingCode: '84' } }))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('a merchant past its SMS quota is refused QUOTA_INSUFFICIENT (§8 "quota not sufficient")', async () => {
    await qa('PUT', '/security', { smsMerchantQuota: 1 });
    const c = clientFor(BETA);
    await c.call('smsRegister', { body: { mobileNum: '900000011', countryDialingCode: '84', ...(await humanPass(c)) } });
    const r = await refusalOf(c.call('smsRegister', { body: { mobileNum: '900000012', countryDialingCode: '84', ...(await humanPass(c)) } }));
    expect([r.code, r.messageKey]).toEqual(['QUOTA_INSUFFICIENT', 'error.quotaInsufficient']);
  });

  it('SMS login and forgot-password answer an unknown number like a known one (no USER_NOT_FOUND before the code proves the number)', async () => {
    const c = clientFor();
    const known = await c.call<{ expiredMinutes: number }>('smsNoLogin', { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' } });
    const unknown = await c.call<{ expiredMinutes: number }>('smsNoLogin', { body: { mobileNum: '955555555', countryDialingCode: '84' } });
    expect(unknown.expiredMinutes).toBe(known.expiredMinutes);
    await c.call('smsForgotPassword', { body: { mobileNum: '955555556', countryDialingCode: '84' } });
  });
});

describe('login brute force', () => {
  it('an unknown account is refused exactly like a wrong password (same code, text and details; both cost one password hash)', async () => {
    const c = clientFor();
    const known = await refusalOf(login(c, 'player01', 'wrongpass1'));
    const unknown = await refusalOf(login(c, 'nobody01', 'wrongpass1'));
    expect([unknown.code, unknown.serverMessage, unknown.details]).toEqual([known.code, known.serverMessage, known.details]);
  });

  it('an account is locked after 10 failures: even the right password is refused TOO_MANY_REQUESTS with retry-after, then works once the lock ends', async () => {
    await qa('PUT', '/security', { loginPerAccount: 4, loginPerClient: 100, lockMs: 1_500 });
    const c = clientFor();
    for (let i = 0; i < 4; i++) {
      // From the 4th attempt a captcha is asked (3 failures): answer it so the password is what fails.
      const captcha = i >= 3 ? await captchaFor(c) : undefined;
      await refusalOf(login(c, 'agent01', `wrong${i}x`, captcha ? { captcha } : {}));
    }
    const locked = await refusalOf(login(c, 'agent01', SEED_PASSWORD));
    expect([locked.code, locked.status, locked.messageKey]).toEqual(['TOO_MANY_REQUESTS', 429, 'error.tooManyRequests']);
    expect((locked.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 1_600));
    expect((await login(c, 'agent01', SEED_PASSWORD, { captcha: await captchaFor(c) })).token).toBeTruthy();
  });

  it('a client is locked after repeated failures over many accounts', async () => {
    await qa('PUT', '/security', { loginPerClient: 3 });
    const c = clientFor();
    for (let i = 0; i < 3; i++) await refusalOf(login(c, `spray${i}`, 'password1'));
    const r = await refusalOf(login(c, 'player01', SEED_PASSWORD));
    expect(r.code).toBe('TOO_MANY_REQUESTS');
  });

  it("one captcha per visitor: a second visitor fetching a captcha leaves the first one's valid", async () => {
    const captcha = (cookie: string) => fetch(`${sb.url}${endpoints.captcha.path}`, { headers: { Merchant: ALPHA, cookie } });
    const a = 'sb_visitor=visitorAAAAAAAAAAAAAAAA';
    const b = 'sb_visitor=visitorBBBBBBBBBBBBBBBB';
    await captcha(a);
    const textA = (await qa('GET', `/captcha?merchant=${ALPHA}`)).text as string;
    await captcha(b);
    const textB = (await qa('GET', `/captcha?merchant=${ALPHA}`)).text as string;
    // Visitor A logs in with its own captcha after B fetched one (flag CAPTCHA3 asks for a captcha on every login).
    await qa('PUT', `/merchants/${ALPHA}/flags`, { CAPTCHA3: true });
    const sealedLogin = async (cookie: string, captchaText: string) => {
      const http = ky.create({ prefixUrl: `${sb.url}/` });
      const body = await createSealer(http, () => ({ Merchant: ALPHA })).seal({
        type: 'username',
        username: 'player01',
        password: SEED_PASSWORD,
        captcha: captchaText,
      });
      const res = await fetch(`${sb.url}${endpoints.login.path}`, {
        method: 'POST',
        headers: { Merchant: ALPHA, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { success: boolean; code: string };
    };
    expect(await sealedLogin(a, textA)).toMatchObject({ success: true });
    expect(await sealedLogin(b, textB)).toMatchObject({ success: true });
    // A captcha answers once.
    expect(await sealedLogin(a, textA)).toMatchObject({ success: false, code: 'INVALID_CAPTCHA' });
    // A first captcha sets the visitor cookie.
    expect((await captcha('')).headers.get('set-cookie')).toMatch(/^sb_visitor=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('accounts that are not players cannot log in (NON_MEMBER); an agent-side login takes agents only (NON_AGENT)', async () => {
    const c = clientFor();
    const r = await refusalOf(login(c, 'player01', SEED_PASSWORD, { agentLogin: true }));
    expect([r.code, r.messageKey]).toEqual(['NON_AGENT', 'error.nonAgent']);
    expect((await login(c, 'agent01', SEED_PASSWORD, { agentLogin: true })).token).toBeTruthy();
  });
});

async function captchaFor(c: Client): Promise<string> {
  await c.call('captcha');
  return (await qa('GET', `/captcha?merchant=${ALPHA}`)).text as string;
}

describe('sessions', () => {
  it('changing the password ends every other session of the member; the one that changed it stays', async () => {
    const a = clientFor();
    const b = clientFor();
    a.token = (await login(a, 'player01', SEED_PASSWORD)).token;
    b.token = (await login(b, 'player01', SEED_PASSWORD)).token;
    await a.call('changePassword', { body: { oldPassword: SEED_PASSWORD, newPassword: 'changed123', confirmNewPassword: 'changed123' } });
    expect(await a.call('memberInfo')).toMatchObject({ account: 'player01' });
    const ended = await refusalOf(b.call('memberInfo'));
    expect([ended.code, ended.status]).toEqual(['NOT_LOGGED_IN', 401]);
  });

  it('a password reset by phone ends every session and logs in afresh', async () => {
    const old = clientFor();
    old.token = (await login(old, 'player01', SEED_PASSWORD)).token;
    const c = clientFor();
    await c.call('smsForgotPassword', { body: { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' } });
    const value = await c.call<LoginValue>('setPasswordByPhone', {
      body: { mobileNum: PLAYER_MOBILE, verificationCode: await smsInbox(PLAYER_MOBILE), newPassword: 'reset1234' },
    });
    c.token = value.token;
    expect(await c.call('memberInfo')).toMatchObject({ account: 'player01' });
    expect((await refusalOf(old.call('memberInfo'))).code).toBe('NOT_LOGGED_IN');
  });

  it('a token expires after the idle time without calls, and after the absolute lifetime however busy', async () => {
    await qa('PUT', '/security', { sessionIdleMs: 800 });
    const c = clientFor();
    c.token = (await login(c, 'player01', SEED_PASSWORD)).token;
    await c.call('memberInfo');
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await refusalOf(c.call('memberInfo'))).code).toBe('NOT_LOGGED_IN');

    await qa('PUT', '/security', { sessionIdleMs: 60_000, sessionMaxMs: 1_200 });
    c.token = (await login(c, 'player01', SEED_PASSWORD)).token;
    for (let i = 0; i < 3; i++) {
      await c.call('memberInfo');
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await refusalOf(c.call('memberInfo'))).code).toBe('NOT_LOGGED_IN');
  });
});

describe('sealed bodies (replay)', () => {
  const http = () => ky.create({ prefixUrl: `${sb.url}/` });
  const post = async (merchant: string, body: unknown) => {
    const res = await fetch(`${sb.url}${endpoints.login.path}`, {
      method: 'POST',
      headers: { Merchant: merchant, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { success: boolean; code: string }) };
  };

  it('the same sealed login twice is refused the second time', async () => {
    const sealed = await createSealer(http(), () => ({ Merchant: ALPHA })).seal({ type: 'username', username: 'player01', password: SEED_PASSWORD });
    expect(await post(ALPHA, sealed)).toMatchObject({ success: true });
    expect(await post(ALPHA, sealed)).toMatchObject({ success: false, code: 'REPLAY_REFUSED', status: 400 });
  });

  it('a login sealed for one merchant is refused on another', async () => {
    const sealed = await createSealer(http(), () => ({ Merchant: ALPHA })).seal({ type: 'username', username: 'player01', password: SEED_PASSWORD });
    expect(await post(BETA, sealed)).toMatchObject({ success: false, code: 'REPLAY_REFUSED' });
  });

  it('a sealed body older than the accepted skew is refused', async () => {
    await qa('PUT', '/security', { sealedSkewMs: 200 });
    const sealed = await createSealer(http(), () => ({ Merchant: ALPHA })).seal({ type: 'username', username: 'player01', password: SEED_PASSWORD });
    await new Promise((r) => setTimeout(r, 400));
    expect(await post(ALPHA, sealed)).toMatchObject({ success: false, code: 'REPLAY_REFUSED' });
  });
});

describe('QA switches', () => {
  it('cross-site calls to /__sandbox/ are refused (Origin of another site, or Sec-Fetch-Site cross-site)', async () => {
    const token = (headers: Record<string, string>) =>
      fetch(`${sb.url}/__sandbox/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ merchant: ALPHA, account: 'player01' }),
      });
    expect((await token({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await token({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await fetch(`${sb.url}/__sandbox/reset`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    // A script (no Origin) and the same origin are served.
    expect((await token({})).status).toBe(200);
    expect((await token({ origin: sb.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('without QA mode the switches do not exist', async () => {
    const { buildSandbox } = await import('../../sandbox/server');
    const app = await buildSandbox({ dataDir: `${sb.dataDir}-noqa`, brandsDir: sb.brandsDir });
    try {
      expect((await app.inject({ method: 'POST', url: '/__sandbox/reset' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/__sandbox/token', payload: { merchant: ALPHA, account: 'player01' } })).statusCode).toBe(404);
      expect(JSON.parse((await app.inject({ method: 'GET', url: '/__sandbox/health' })).body)).toMatchObject({ ok: true, qa: false });
    } finally {
      await app.close();
    }
  });

  it('an invalid banner set through the QA switch is refused with 400 and the group keeps working', async () => {
    const put = (body: unknown) =>
      fetch(`${sb.url}/__sandbox/merchants/${ALPHA}/banners`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ home: [{ url: 42 }] })).status).toBe(400);
    expect((await put({ home: ['x'] })).status).toBe(400);
    expect((await put({ home: [{ linkageType: 'BOGUS' }] })).status).toBe(400);
    expect((await put({ home: [{ url: 'javascript:alert(1)' }] })).status).toBe(400);
    const c = clientFor();
    expect(Array.isArray(await c.call('banners', { query: { groupName: 'home' } }))).toBe(true);
  });
});

describe('hostile rule patterns (ReDoS)', () => {
  it('a nested-quantifier pattern set for a field answers a hostile 40-character value within the time budget, and still enforces the pattern', async () => {
    await qa('PUT', `/merchants/${ALPHA}/register-rules`, { username: { acceptedPattern: '^(a+)+$', minLength: 1, maxLength: 60 } });
    const c = clientFor();
    const started = performance.now();
    // With the backtracking engine this pattern takes ~450 ms at 24 characters and doubles with each one more: 40 would be hours.
    const r = await refusalOf(c.call('register', { body: { username: `${'a'.repeat(40)}!`, password: 'abc123', confirmPassword: 'abc123', login: true } }));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect([r.code, (r.details as { field: string }).field]).toEqual(['INVALID_FIELD', 'username']);
    // The pattern still means what it says (run by the linear-time engine).
    expect(
      (await c.call<LoginValue>('register', { body: { username: 'aaaaaa', password: 'abc123', confirmPassword: 'abc123', login: true } })).token,
    ).toBeTruthy();
  });

  it('values longer than 1024 characters are refused without being read', async () => {
    await qa('PUT', `/merchants/${ALPHA}/register-rules`, { username: { acceptedPattern: '*', minLength: 1, maxLength: 1_000_000 } });
    const r = await refusalOf(
      clientFor().call('register', { body: { username: 'a'.repeat(5_000), password: 'abc123', confirmPassword: 'abc123', login: true } }),
    );
    expect(r.code).toBe('INVALID_FIELD');
  });
});

describe('robustness', () => {
  const names = Object.keys(endpoints) as (keyof typeof endpoints)[];
  async function token(): Promise<string> {
    return ((await qa('POST', '/token', { merchant: ALPHA, account: 'player01' })) as { token: string }).token;
  }
  const call = (name: keyof typeof endpoints, init: { query?: string; body?: unknown; token?: string }) => {
    const def = endpoints[name];
    return fetch(`${sb.url}${def.path}${init.query ?? ''}`, {
      method: def.method,
      headers: {
        Merchant: ALPHA,
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body && def.method !== 'GET' ? JSON.stringify(init.body) : undefined,
    });
  };

  it('a repeated query key answers a 400 envelope on every endpoint (not 500)', async () => {
    const t = await token();
    const wrong: string[] = [];
    for (const name of names) {
      const res = await call(name, { query: '?gameType=a&gameType=b&pageNo=1', token: t });
      const body = (await res.json()) as { success: boolean; code: string };
      if (res.status !== 400 || body.success !== false || body.code !== 'INVALID_REQUEST') wrong.push(`${name} ${res.status} ${body.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('an amount of 1e-10 or 0.30000000000000004 is refused with 400 on every endpoint that takes a body', async () => {
    const t = await token();
    const wrong: string[] = [];
    for (const name of names.filter((n) => endpoints[n].method !== 'GET' && !endpoints[n].encrypted)) {
      for (const amount of [1e-10, 0.30000000000000004]) {
        const res = await call(name, { body: { amount, betAmount: amount }, token: t });
        const body = (await res.json()) as { success: boolean; code: string };
        if (res.status !== 400 || body.success !== false || !['INVALID_AMOUNT', 'INVALID_REQUEST'].includes(body.code))
          wrong.push(`${name} ${amount} ${res.status} ${body.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
