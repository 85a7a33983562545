import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../src/api/client';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import type { ApiError } from '../../src/api/errors';
import { decodeServicePath } from '../../src/api/service-link';
import type { GameListPage, LoginValue, RegisterValue } from '../../src/api/models';
import { humanPass, refusalOf } from './support/clients';
import { ALPHA as MERCHANT, BETA, fileSandbox } from './support/sandbox';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';

/**
 * Every endpoint of src/api/endpoints.ts through the portal's real client
 * against a real sandbox on port 0. The sandbox validates every response
 * value against schema/api, so "succeeds" also means "matches its schema".
 */
const sb = fileSandbox();
const { clientFor, qa } = sb;
const loggedIn = (account = 'player01') => sb.loggedIn(account);

describe('merchant resolution', () => {
  it('refuses an unknown merchant with a clear envelope (HTTP 400)', async () => {
    const res = await fetch(`${sb.url}/wps/system/status`, { headers: { Merchant: 'NOPE' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'UNKNOWN_MERCHANT' });
    const e = await refusalOf(clientFor('NOPE').call('systemStatus'));
    expect(e.code).toBe('UNKNOWN_MERCHANT');
  });
  it('knows a merchant by domain or <id>.localhost when no header is sent, and skips _template', async () => {
    // fetch() will not send a custom Host header: use node:http.
    const withHost = (host: string) =>
      new Promise<{ success: boolean }>((resolve, reject) => {
        request(`${sb.url}/wps/system/status`, { headers: { Host: host } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(JSON.parse(text) as { success: boolean }));
        })
          .on('error', reject)
          .end();
      });
    for (const host of ['alpha.example.test', 'test-alpha.localhost:1234']) expect((await withHost(host)).success).toBe(true);
    expect((await withHost('elsewhere.example.test')).success).toBe(false);
    const res = await fetch(`${sb.url}/wps/system/status`, { headers: { Merchant: 'TEMPLATE' } });
    expect(res.status).toBe(400);
  });
});

describe('every endpoint answers its success path', () => {
  // Calls that need arguments; the others are called bare.
  const calls: Partial<Record<EndpointName, CallOptions>> = {
    feedback: { body: { content: 'Great site', contact: 'me@example.com' } },
    banners: { query: { groupName: 'w_reg' } },
    login: { body: { type: 'username', username: 'agent01', password: SEED_PASSWORD } },
    loginFreePlay: { body: { os: 'web', platform: 'W', version: '3' } },
    smsNoLogin: { body: { mobileNum: '912345678', countryDialingCode: '84' } },
    smsRegister: { body: { mobileNum: '933000111', countryDialingCode: '84' } },
    smsForgotPassword: { body: { mobileNum: '912345679', countryDialingCode: '84' } },
    register: { body: { username: 'newbie01', password: 'abc123', confirmPassword: 'abc123', login: true } },
    registerMobile: { body: { mobileNum: '933000222', countryDialingCode: '84', password: 'abc123', confirmPassword: 'abc123', login: true } },
    changePassword: { body: { oldPassword: SEED_PASSWORD, newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' } },
    forgotPasswordEmail: { body: { username: 'player01', email: 'player01@example.com' } },
    affiliateCheck: { query: { code: 'AG0001', domain: 'alpha.example.test' } },
    launchGame: { query: { nodeId: '100000' } },
    subGames: { query: { nodeId: '' } },
    favouriteAdd: { body: { nodeId: '100001', vendor: 'PG', gameType: 'RNG' } },
    favouriteRemove: { query: { nodeId: '100001' } },
    promotionDetail: { query: { id: 101 } },
    agentDownlineDetail: { query: { account: 'l1a001' } },
    agentSettlements: { query: { kind: 'DAILY' } },
  };
  const skipped = new Set<EndpointName>([
    'setPasswordByPhone',
    'logout',
    'changePassword', // covered by their own flows below
    // Writes that need bodies, a password or a flag that is off by default: sandbox-platform-calls.test.ts
    'walletTransfer',
    'raffleClaim',
    'pointsRedeem',
    'pointsConvert',
    'hourlySalaryContract',
    'realtimeSalaryContract',
    'chatLanguage',
    // Need a message id, a fresh account or a login ticket: sandbox-messages.test.ts
    'messageDetail',
    'messageRead',
    'messageDelete',
    'memberNickname',
    'loginVerifySms',
    'loginVerify',
    // Sign-in security (bodies, a session id, SMS codes, challenges): sandbox-sessions.test.ts, sandbox-probe.test.ts
    'humanVerify',
    'memberSessionRevoke',
    'paymentPasswordReset',
    'memberMobileChange',
    'smsBindPhone',
    // Agent writes (bodies, payment password, Idempotency-Key): sandbox-agent.test.ts
    'agentRegisterDownline',
    'agentContractAccept',
    'agentContractReject',
    'agentContractTerminate',
    'agentContractRequest',
    'agentTerminationRequest',
    'agentTransferDownline',
    'agentTransferUpline',
    // Wallet writes (bodies, Idempotency-Key, payment password) and an order number: sandbox-wallet.test.ts
    'depositCreate',
    'depositOrder',
    'bankCardBind',
    'bankCardUnbind',
    'paymentPasswordSet',
    'withdrawCreate',
    'withdrawConfirm',
    'uplineTransfer',
    // Player-protection writes (limits, breaks, prompts: bodies and Idempotency-Key): sandbox-protection.test.ts
    'protectionLimitSet',
    'protectionBlock',
    'protectionPrompt',
    // Promotion writes (bodies, Idempotency-Key, images): sandbox-engagement.test.ts
    'promotionJoin',
    'promotionClaim',
    'promotionImage',
    'promotionApply',
  ]);

  it('covers the whole table', async () => {
    const agent = await loggedIn('agent01');
    const pvp = await clientFor().call<GameListPage>('gameList', { query: { gameType: 'PVP' } });
    calls.subGames = { query: { nodeId: pvp.games.find((g) => g.isGame === 'VASSALAGE')!.nodeId } };
    const failures: string[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      if (skipped.has(name)) continue;
      try {
        await agent.call(name, calls[name] ?? {});
      } catch (err) {
        failures.push(`${name}: ${(err as ApiError).code} ${(err as ApiError).serverMessage ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('session flows', () => {
  it('login returns a token; logout invalidates it; an unknown token is NOT_LOGGED_IN (401)', async () => {
    const c = await loggedIn();
    const info = await c.call<{ account: string; type: number }>('memberInfo');
    expect(info).toMatchObject({ account: 'player01', type: 0 });
    await c.call('logout');
    const e = await refusalOf(c.call('memberInfo'));
    expect([e.code, e.status, e.messageKey]).toEqual(['NOT_LOGGED_IN', 401, 'error.notLoggedIn']);
  });

  it('three failed logins raise the captcha flag (image-captcha provider); then the captcha text is required', async () => {
    const c = clientFor(MERCHANT);
    const bad = { type: 'username', username: 'player01', password: 'wrong1' };
    const flags: unknown[] = [];
    for (let i = 0; i < 3; i++) flags.push((await refusalOf(c.call('login', { body: bad }))).details);
    expect(flags).toEqual([
      { captcha: false, human: false },
      { captcha: false, human: false },
      { captcha: true, human: false },
    ]);
    const good = { type: 'username', username: 'player01', password: SEED_PASSWORD };
    expect((await refusalOf(c.call('login', { body: good }))).code).toBe('CAPTCHA_REQUIRED');
    const png = await c.call<string>('captcha');
    expect(Buffer.from(png.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const { text } = (await qa('GET', `/captcha?merchant=${MERCHANT}`)) as { text: string };
    expect((await refusalOf(c.call('login', { body: { ...good, captcha: text === '0000' ? '1111' : '0000' } }))).code).toBe('INVALID_CAPTCHA');
    await c.call('captcha');
    const fresh = ((await qa('GET', `/captcha?merchant=${MERCHANT}`)) as { text: string }).text;
    const v = await c.call<LoginValue>('login', { body: { ...good, captcha: fresh } });
    expect(v.token).toBeTruthy();
  });

  it('three failed logins on a brand with the token check ask that check, not the image captcha; a pass token lets the right password in', async () => {
    const c = clientFor(BETA);
    const bad = { type: 'username', username: 'player01', password: 'wrong1' };
    for (let i = 0; i < 2; i++) await refusalOf(c.call('login', { body: bad }));
    expect((await refusalOf(c.call('login', { body: bad }))).details).toEqual({ captcha: false, human: true });
    const good = { type: 'username', username: 'player01', password: SEED_PASSWORD };
    const bare = await refusalOf(c.call('login', { body: good }));
    expect([bare.code, bare.details]).toEqual(['HUMAN_CHECK_REQUIRED', { provider: 'token', captcha: false, human: true }]);
    const v = await c.call<LoginValue>('login', { body: { ...good, ...(await humanPass(c)) } });
    expect(v.token).toBeTruthy();
  });

  it('registration enforces the served rules and refuses a duplicate', async () => {
    const c = clientFor();
    const reg = (body: Record<string, unknown>) =>
      c.call<RegisterValue>('register', { body: { password: 'abc123', confirmPassword: 'abc123', login: true, ...body } });
    expect((await refusalOf(reg({ username: '1abc' }))).details).toEqual({ field: 'username' });
    expect((await refusalOf(reg({ username: 'ab' }))).code).toBe('INVALID_FIELD');
    expect((await refusalOf(reg({ username: 'gooduser', password: 'abcdef', confirmPassword: 'abcdef' }))).details).toEqual({ field: 'password' });
    expect((await refusalOf(reg({ username: 'gooduser', confirmPassword: 'abc124' }))).code).toBe('PASSWORD_MISMATCH');
    expect((await refusalOf(reg({ username: 'gooduser', affiliateCode: 'NOPE99' }))).messageKey).toBe('error.invalidInvitation');
    const v = await reg({ username: 'gooduser', affiliateCode: 'AG0001' });
    expect(v).toMatchObject({ account: 'gooduser', firstTimeLogin: true });
    const dup = await refusalOf(reg({ username: 'gooduser' }));
    expect([dup.code, dup.messageKey]).toEqual(['USER_EXISTS', 'error.userExists']);
    expect(dup.serverMessage).toContain('already registered');
    // QA tightens a rule: the server enforces what it serves.
    await qa('PUT', `/merchants/${MERCHANT}/register-rules`, { email: { required: true } });
    expect((await c.call<Record<string, { required: boolean }>>('registerSettings')).email!.required).toBe(true);
    expect((await refusalOf(reg({ username: 'other01' }))).details).toEqual({ field: 'email' });
    await qa('PUT', `/merchants/${MERCHANT}/register-rules`, { email: { required: false } });
  });

  it('mobile registration with SMS verification, then SMS login', async () => {
    const c = clientFor();
    await qa('PUT', `/merchants/${MERCHANT}/flags`, { REGMOBVERF3: true });
    const body = { mobileNum: '944555666', countryDialingCode: '84', password: 'abc123', confirmPassword: 'abc123', login: true };
    expect((await refusalOf(c.call('registerMobile', { body }))).code).toBe('INVALID_CODE');
    const sms = await c.call<{ expiredMinutes: number }>('smsRegister', { body: { mobileNum: '944555666', countryDialingCode: '84' } });
    expect(sms.expiredMinutes).toBeGreaterThan(0);
    const { code } = (await qa('GET', '/sms?mobile=944555666')) as { code: string };
    expect(((await qa('GET', '/sms?mobile=%2B84944555666')) as { code: string }).code).toBe(code);
    const v = await c.call<RegisterValue>('registerMobile', { body: { ...body, verificationCode: code } });
    expect(v.account).toBe('944555666');
    await qa('PUT', `/merchants/${MERCHANT}/flags`, { REGMOBVERF3: false });

    await c.call('smsNoLogin', { body: { mobileNum: '944555666', countryDialingCode: '84' } });
    const login = ((await qa('GET', '/sms?mobile=944555666')) as { code: string }).code;
    expect(
      (await refusalOf(c.call('login', { body: { type: 'sms', mobileNum: '944555666', verificationCode: '000000' === login ? '111111' : '000000' } }))).code,
    ).toBe('INVALID_CODE');
    const t = await c.call<LoginValue>('login', { body: { type: 'sms', mobileNum: '944555666', verificationCode: login } });
    expect(t.token).toBeTruthy();
  });

  it('forgot password by phone sets a new password and logs in; by email checks the pair', async () => {
    const c = clientFor(BETA);
    expect((await refusalOf(c.call('forgotPasswordEmail', { body: { username: 'agent01', email: 'x@example.com' } }))).messageKey).toBe('error.userNotFound');
    await c.call('smsForgotPassword', { body: { mobileNum: '912345679', countryDialingCode: '84', ...(await humanPass(c)) } });
    const { code } = (await qa('GET', '/sms?mobile=912345679')) as { code: string };
    const v = await c.call<LoginValue>('setPasswordByPhone', {
      body: { mobileNum: '912345679', countryDialingCode: '84', verificationCode: code, newPassword: 'newpass1' },
    });
    expect(v.token).toBeTruthy();
    expect((await c.call<LoginValue>('login', { body: { type: 'username', username: 'agent01', password: 'newpass1' } })).token).toBeTruthy();
  });

  it('change password needs the old one; expired and default-password accounts say so', async () => {
    const c = await loggedIn('expired01');
    expect((await refusalOf(c.call('changePassword', { body: { oldPassword: 'nope', newPassword: 'abc999', confirmNewPassword: 'abc999' } }))).code).toBe(
      'WRONG_PASSWORD',
    );
    await c.call('changePassword', { body: { oldPassword: SEED_PASSWORD, newPassword: 'abc999', confirmNewPassword: 'abc999' } });
    const again = await clientFor().call<LoginValue>('login', { body: { type: 'username', username: 'expired01', password: 'abc999' } });
    expect(again.passwordExpired).toBe(false);
  });

  it('favourites, recent games by launch, trial accounts refused', async () => {
    const c = await loggedIn();
    await c.call('favouriteAdd', { body: { nodeId: '100005', vendor: 'PG', gameType: 'RNG' } });
    expect(await c.call<string[]>('favouriteIds')).toContain('100005');
    const launch = await c.call<{ content: string }>('launchGame', { query: { nodeId: '100007' } });
    const page = await fetch(launch.content);
    expect(await page.text()).toContain('data-testid="sandbox-game-name"');
    expect((await c.call<{ list: { nodeId: string }[] }>('recentGames')).list[0]!.nodeId).toBe('100007');
    await c.call('favouriteRemove', { query: { nodeId: '100005' } });
    expect(await c.call<string[]>('favouriteIds')).not.toContain('100005');
    const trial = await loggedIn('trial01');
    expect((await refusalOf(trial.call('favouriteIds'))).messageKey).toBe('error.trialAccount');
  });

  it('the lottery lobby address carries the §7 parameters', async () => {
    const v = await clientFor().call<{ content: string }>('lotteryLobby', {
      query: { lottoGameCode: 'HANOI', lottoPrizeMode: 'SEA', device: 'WEB', backUrl: '/vnlottery', language: 'VI' },
    });
    const u = new URL(v.content);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'HANOI',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: '/vnlottery',
      language: 'VI',
    });
  });

  it('the type-3 customer-service path decodes with its last 8 characters', async () => {
    const v = await clientFor().call<{ version: { pathList: { type: number; path: string }[] } }>('customerService');
    const entry = v.version.pathList.find((p) => p.type === 3)!;
    expect(decodeServicePath(entry.path)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox-chat/);
  });
});

describe('captcha on registration', () => {
  it('CAPTCHA3 makes the captcha rule required and enforced', async () => {
    const c = clientFor(BETA);
    await qa('PUT', `/merchants/${BETA}/flags`, { CAPTCHA3: true });
    const rules = await c.call<Record<string, { enabled: boolean; required: boolean }>>('registerSettings');
    expect(rules.captcha).toMatchObject({ enabled: true, required: true });
    const body = { username: 'capuser1', password: 'abc123', confirmPassword: 'abc123', login: true };
    expect((await refusalOf(c.call('register', { body }))).code).toBe('CAPTCHA_REQUIRED');
    await c.call('captcha');
    const { text } = (await qa('GET', `/captcha?merchant=${BETA}`)) as { text: string };
    await expect(c.call('register', { body: { ...body, captcha: text } })).resolves.toMatchObject({ account: 'capuser1' });
    await qa('PUT', `/merchants/${BETA}/flags`, { CAPTCHA3: false });
  });
});

describe('every endpoint refuses', () => {
  const names = Object.keys(endpoints) as EndpointName[];
  const raw = (name: EndpointName, headers: Record<string, string>, body?: unknown) => {
    const def = endpoints[name];
    const hasBody = def.method !== 'GET' && body !== undefined;
    return fetch(`${sb.url}${def.path}`, {
      method: def.method,
      headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(body) : undefined,
    });
  };

  it('an unknown merchant, on every endpoint (HTTP 400 UNKNOWN_MERCHANT)', async () => {
    for (const name of names) {
      const res = await raw(name, { Merchant: 'NOPE' });
      expect([name, res.status, ((await res.json()) as { code: string }).code]).toEqual([name, 400, 'UNKNOWN_MERCHANT']);
    }
  });

  it('a missing token on every T endpoint (HTTP 401 NOT_LOGGED_IN)', async () => {
    for (const name of names.filter((n) => endpoints[n].token === 'required')) {
      const res = await raw(name, { Merchant: MERCHANT });
      expect([name, res.status]).toEqual([name, 401]);
    }
  });

  it('a body breaking its schema on every endpoint that takes one (HTTP 400 INVALID_REQUEST)', async () => {
    const c = await loggedIn('agent01');
    const withBodies = names.filter((n) => ['POST', 'PUT'].includes(endpoints[n].method) && !endpoints[n].encrypted && n !== 'loginFreePlay');
    expect(withBodies.length).toBeGreaterThanOrEqual(5);
    for (const name of withBodies) {
      const res = await raw(
        name,
        { Merchant: MERCHANT, Authorization: `Bearer ${c.token}` },
        { content: 42, mobileNum: 42, nodeId: 42, username: 42, email: 42 },
      );
      expect([name, res.status, ((await res.json()) as { code: string }).code]).toEqual([name, 400, 'INVALID_REQUEST']);
    }
    // Sealed bodies are checked after opening: a sealed login with a wrong type.
    expect((await refusalOf(clientFor().call('login', { body: { type: 'nope' } }))).code).toBe('INVALID_REQUEST');
  });

  it('maintenance on every gated endpoint (HTTP 503), while status and the contact calls answer', async () => {
    const code = BETA;
    await qa('PUT', `/merchants/${code}/status`, { status: 1 });
    const open = new Set(['systemStatus', 'permission', 'settingsTree', 'customerService', 'publicKey', 'countries', 'loginState']);
    for (const name of names) {
      const res = await raw(name, { Merchant: code });
      if (open.has(name)) expect([name, res.status]).toEqual([name, 200]);
      else expect([name, res.status]).toEqual([name, 503]); // the gate comes before the token check
    }
    await qa('PUT', `/merchants/${code}/status`, { status: 0 });
  });
});
