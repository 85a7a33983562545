import { beforeEach, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { refusalOf } from './support/clients';
import { ALPHA, fileSandbox } from './support/sandbox';

/**
 * The sandbox as Google's and Facebook's identity provider (issue 32, §6), driven by the portal's own OAuth
 * library (oauth4webapi) as a browser would: discovery, the consent page answered, the code exchanged with
 * PKCE, the ID token verified against the published JWKS; then the platform's login with it links or creates
 * the member. And what must be refused: a wrong state, a wrong or missing PKCE verifier, a code used twice, an
 * unregistered redirect, a token signed with an unpublished key, a token replayed. Plus the Firebase phone-auth
 * stand-in (§4, §9) at registration.
 */
const sb = fileSandbox();
const { qa } = sb;
type Provider = 'google' | 'facebook';

beforeEach(async () => {
  await qa('POST', '/reset');
});

async function providerConfig(provider: Provider) {
  const cfg = await sb.clientFor().call('signInConfig');
  const p = cfg.providers.find((x) => x.provider === provider)!;
  const issuer = new URL(p.issuer);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oidc', [oauth.allowInsecureRequests]: true }));
  return { as, client: { client_id: p.clientId } as oauth.Client, scope: p.scope, cfg };
}

interface Started {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  redirectUri: string;
  state: string;
  nonce: string;
  verifier: string;
  authorizeUrl: URL;
}

async function start(provider: Provider, tweak: (u: URL) => void = () => {}): Promise<Started> {
  const { as, client, scope } = await providerConfig(provider);
  const redirectUri = `${new URL(sb.url).origin}/login`;
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const u = new URL(as.authorization_endpoint!);
  const params = { client_id: client.client_id, redirect_uri: redirectUri, response_type: 'code', scope, state, nonce };
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  u.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  u.searchParams.set('code_challenge_method', 'S256');
  tweak(u);
  return { as, client, redirectUri, state, nonce, verifier, authorizeUrl: u };
}

/** Opens the consent page and answers it; returns where the provider sends the browser back. */
async function consent(s: Started, decision: 'allow' | 'cancel', email = 'ada@example.com'): Promise<URL> {
  const page = await fetch(s.authorizeUrl, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(page.headers.get('content-security-policy')).toContain('form-action');
  const tx = /name="tx" value="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(s.authorizeUrl.href.split('?')[0]!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tx, decision, name: 'Ada', email }),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

async function exchange(s: Started, back: URL, verifier = s.verifier) {
  const params = oauth.validateAuthResponse(s.as, s.client, back, s.state);
  const response = await oauth.authorizationCodeGrantRequest(s.as, s.client, oauth.None(), params, s.redirectUri, verifier, {
    [oauth.allowInsecureRequests]: true,
  });
  return oauth.processAuthorizationCodeResponse(s.as, s.client, response, { expectedNonce: s.nonce, requireIdToken: true });
}

async function signedIn(provider: Provider, email: string) {
  const s = await start(provider);
  const tokens = await exchange(s, await consent(s, 'allow', email));
  const c = sb.clientFor();
  c.token = (await c.call('login', { body: { type: provider, idToken: tokens.id_token! } })).token;
  return { c, idToken: tokens.id_token!, s };
}

describe('the sandbox identity providers (OpenID Connect, code flow with PKCE)', () => {
  it.each(['google', 'facebook'] as const)('%s: the ID token verifies against the published JWKS, for this client, with the nonce', async (provider) => {
    const s = await start(provider);
    const back = await consent(s, 'allow');
    expect(back.origin + back.pathname).toBe(s.redirectUri);
    expect(back.searchParams.get('iss')).toBe(s.as.issuer);
    const tokens = await exchange(s, back);
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token!, createRemoteJWKSet(new URL(s.as.jwks_uri!)), {
      issuer: s.as.issuer,
      audience: s.client.client_id,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ nonce: s.nonce, email: 'ada@example.com', email_verified: true, name: 'Ada' });
  });

  it('a wrong state is refused by the client; the provider answers the state it was given', async () => {
    const s = await start('google');
    const back = await consent(s, 'allow');
    expect(back.searchParams.get('state')).toBe(s.state);
    expect(() => oauth.validateAuthResponse(s.as, s.client, back, oauth.generateRandomState())).toThrow(/state/i);
  });

  it('the token endpoint refuses a wrong PKCE verifier, and the code is dead afterwards', async () => {
    const s = await start('google');
    const back = await consent(s, 'allow');
    await expect(exchange(s, back, oauth.generateRandomCodeVerifier())).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(exchange(s, back)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a code is good once', async () => {
    const s = await start('facebook');
    const back = await consent(s, 'allow');
    await exchange(s, back);
    await expect(exchange(s, back)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('an authorization request without PKCE (or with plain) goes back with invalid_request and no code', async () => {
    for (const tweak of [(u: URL) => u.searchParams.delete('code_challenge'), (u: URL) => u.searchParams.set('code_challenge_method', 'plain')]) {
      const s = await start('google', tweak);
      const res = await fetch(s.authorizeUrl, { redirect: 'manual' });
      expect(res.status).toBe(303);
      const back = new URL(res.headers.get('location')!);
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.has('code')).toBe(false);
    }
  });

  it('an unregistered redirect address or client is shown an error page, never redirected to', async () => {
    for (const tweak of [
      (u: URL) => u.searchParams.set('redirect_uri', 'https://evil.example/login'),
      (u: URL) => u.searchParams.set('redirect_uri', `${new URL(sb.url).origin}/login?next=x`),
      (u: URL) => u.searchParams.set('client_id', 'someone-else'),
    ]) {
      const s = await start('google', tweak);
      const res = await fetch(s.authorizeUrl, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('cancel on the consent page goes back with access_denied', async () => {
    const s = await start('google');
    const back = await consent(s, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(() => oauth.validateAuthResponse(s.as, s.client, back, s.state)).toThrow(oauth.AuthorizationResponseError);
  });
});

describe('the platform signs the person in (login type google / facebook)', () => {
  it('the first sign-in creates a member; the next one signs the same member in', async () => {
    const first = await signedIn('google', 'new.person@example.com');
    const info = await first.c.call('memberInfo');
    const second = await signedIn('google', 'new.person@example.com');
    expect((await second.c.call('memberInfo')).account).toBe(info.account);
    // Another provider is another identity: a new member unless the address links it (here it does: verified).
    const viaFacebook = await signedIn('facebook', 'new.person@example.com');
    expect((await viaFacebook.c.call('memberInfo')).account).toBe(info.account);
  });

  it('a verified address of an existing member links to that member', async () => {
    const member = await sb.newMember('linkme', ALPHA, { email: 'linked@example.com' });
    const { c } = await signedIn('facebook', 'linked@example.com');
    expect((await c.call('memberInfo')).account).toBe(member.account);
  });

  it('an ID token is accepted once: a replay is refused', async () => {
    const { idToken } = await signedIn('google', 'once@example.com');
    const refusal = await refusalOf(sb.clientFor().call('login', { body: { type: 'google', idToken } }));
    expect(refusal.code).toBe('THIRD_PARTY_FAILED');
  });

  it('a token signed with a key the provider never published is refused by the platform (and by JWKS)', async () => {
    await qa('PUT', '/idp', { provider: 'google', fault: 'bad_signature' });
    const s = await start('google');
    const tokens = await exchange(s, await consent(s, 'allow'));
    await expect(jwtVerify(tokens.id_token!, createRemoteJWKSet(new URL(s.as.jwks_uri!)))).rejects.toThrow(/signature/i);
    expect((await refusalOf(sb.clientFor().call('login', { body: { type: 'google', idToken: tokens.id_token! } }))).code).toBe('THIRD_PARTY_FAILED');
  });

  it('a token of another provider or another merchant is refused', async () => {
    const s = await start('google');
    const tokens = await exchange(s, await consent(s, 'allow'));
    expect(decodeJwt(tokens.id_token!).aud).toBe(s.client.client_id);
    expect((await refusalOf(sb.clientFor().call('login', { body: { type: 'facebook', idToken: tokens.id_token! } }))).code).toBe('THIRD_PARTY_FAILED');
    expect((await refusalOf(sb.clientFor('TESTBETA').call('login', { body: { type: 'google', idToken: tokens.id_token! } }))).code).toBe('THIRD_PARTY_FAILED');
  });

  it('a provider the settings tree turns off is refused FUNCTION_DISABLED', async () => {
    await qa('PUT', `/merchants/${ALPHA}/flags`, { FACEBOOKLOGIN3: false });
    expect((await refusalOf(sb.clientFor().call('login', { body: { type: 'facebook', idToken: 'x' } }))).code).toBe('FUNCTION_DISABLED');
  });
});

describe('the Firebase phone-auth stand-in and registration by the Firebase route', () => {
  const firebaseCall = async (endpoint: string, apiKey: string, path: string, body: unknown) => {
    const res = await fetch(`${endpoint}/accounts:${path}?key=${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('send → code from the inbox → ID token → register; a wrong code and a missing token are refused', async () => {
    await qa('PUT', `/merchants/${ALPHA}/flags`, { REGMOBVERF3: true, FIREBASESMS3: true });
    const { firebase } = await sb.clientFor().call('signInConfig');
    const { endpoint, apiKey } = firebase!;
    const mobile = `8${String(Date.now()).slice(-8)}`;
    const sent = await firebaseCall(endpoint, apiKey, 'sendVerificationCode', { phoneNumber: `+66${mobile}` });
    expect(sent.status).toBe(200);
    const sessionInfo = String(sent.body.sessionInfo);
    const code = String((await qa('GET', `/sms?mobile=66${mobile}`)).code);
    const wrong = await firebaseCall(endpoint, apiKey, 'signInWithPhoneNumber', { sessionInfo, code: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, (wrong.body.error as { message: string }).message]).toEqual([400, 'INVALID_CODE']);
    const signed = await firebaseCall(endpoint, apiKey, 'signInWithPhoneNumber', { sessionInfo, code });
    expect(signed.body.phoneNumber).toBe(`+66${mobile}`);
    const body = { username: `fb${mobile}`, password: 'abc123', confirmPassword: 'abc123', mobileNum: mobile, countryDialingCode: '66', login: true };
    expect((await refusalOf(sb.clientFor().call('register', { body }))).code).toBe('INVALID_CODE');
    const idToken = String(signed.body.idToken);
    const registered = await sb.clientFor().call('register', { body: { ...body, firebaseChannel: 'sms', firebaseIdToken: idToken } });
    expect(registered.token).toBeTruthy();
    // The token proved the number once.
    const again = { ...body, username: `fc${mobile}`, mobileNum: mobile, firebaseIdToken: idToken };
    expect((await refusalOf(sb.clientFor().call('register', { body: again }))).code).toMatch(/INVALID_CODE|USER_EXISTS/);
  });

  it('a token for another number is refused', async () => {
    await qa('PUT', `/merchants/${ALPHA}/flags`, { REGMOBVERF3: true, FIREBASESMS3: true });
    const { firebase } = await sb.clientFor().call('signInConfig');
    const mobile = `8${String(Date.now()).slice(-8)}`;
    const sent = await firebaseCall(firebase!.endpoint, firebase!.apiKey, 'sendVerificationCode', { phoneNumber: `+66${mobile}` });
    const code = String((await qa('GET', `/sms?mobile=66${mobile}`)).code);
    const signed = await firebaseCall(firebase!.endpoint, firebase!.apiKey, 'signInWithPhoneNumber', { sessionInfo: sent.body.sessionInfo, code });
    const body = { username: `fo${mobile}`, password: 'abc123', confirmPassword: 'abc123', mobileNum: `9${mobile.slice(1)}`, countryDialingCode: '66' };
    expect((await refusalOf(sb.clientFor().call('register', { body: { ...body, firebaseIdToken: String(signed.body.idToken) } }))).code).toBe('INVALID_CODE');
  });

  it("SMS login by the Firebase route: the token of the member's number signs the member in; without the flag it is refused", async () => {
    await qa('PUT', `/merchants/${ALPHA}/flags`, { FIREBASESMS3: true });
    const mobile = `7${String(Date.now()).slice(-8)}`;
    const member = await sb.newMember('fbl', ALPHA, { mobileNum: mobile, countryDialingCode: '84' });
    const { firebase } = await sb.clientFor().call('signInConfig');
    const sent = await firebaseCall(firebase!.endpoint, firebase!.apiKey, 'sendVerificationCode', { phoneNumber: `+84${mobile}` });
    const code = String((await qa('GET', `/sms?mobile=84${mobile}`)).code);
    const signed = await firebaseCall(firebase!.endpoint, firebase!.apiKey, 'signInWithPhoneNumber', { sessionInfo: sent.body.sessionInfo, code });
    const body = { type: 'firebase', mobileNum: mobile, countryDialingCode: '84', firebaseIdToken: String(signed.body.idToken) };
    const c = sb.clientFor();
    c.token = (await c.call('login', { body })).token;
    expect((await c.call('memberInfo')).account).toBe(member.account);
    // Used once; and the route off refuses it.
    expect((await refusalOf(sb.clientFor().call('login', { body }))).code).toBe('INVALID_CODE');
    await qa('PUT', `/merchants/${ALPHA}/flags`, { FIREBASESMS3: false });
    expect((await refusalOf(sb.clientFor().call('login', { body }))).code).toBe('FUNCTION_DISABLED');
  });
});
