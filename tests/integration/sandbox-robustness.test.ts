import { describe, expect, it } from 'vitest';
import { createApiClient, type CallOptions } from '../../src/api/client';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import type { ApiError } from '../../src/api/errors';
import { refusalOf } from './support/clients';
import { ALPHA as MERCHANT, BETA, fileSandbox } from './support/sandbox';
import type { GameListPage, GameVendorGroup, LoginValue } from '../../src/api/models';

/**
 * Faults, persistence, plaintext refusal and the game catalogue, over real
 * HTTP and through the portal's real client.
 */
const sb = fileSandbox();

const client = (opts: { timeout?: number; token?: string | null; url?: string } = {}) =>
  createApiClient({
    baseUrl: opts.url ?? sb.url,
    merchantCode: MERCHANT,
    getToken: () => opts.token ?? null,
    getLanguage: () => 'EN',
    retries: 0,
    timeout: opts.timeout ?? 5_000,
  });

const qa = sb.qa;
const failure = (name: EndpointName, options: CallOptions = {}, c = client()): Promise<ApiError> => refusalOf(c.call(name, options));

describe('fault switches end in catalogue keys through the client', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['HTTP 500', { status: 500 }, 'error.server'],
    ['HTTP 503', { status: 503 }, 'error.maintenance'],
    ['HTTP 429', { status: 429 }, 'error.tooManyRequests'],
    ['HTTP 403', { status: 403 }, 'error.restricted'],
    ['HTTP 401', { status: 401 }, 'error.notLoggedIn'],
    ['malformed body', { malformed: true }, 'error.unknown'],
  ];
  for (const [label, fault, key] of cases) {
    it(`${label} → ${key}`, async () => {
      await qa('PUT', '/faults', { path: '/lgw/games', ...fault });
      const e = await failure('gameList');
      expect(e.messageKey).toBe(key);
      // Other paths are untouched.
      await expect(client().call('systemStatus')).resolves.toBeTruthy();
      await qa('DELETE', '/faults');
    });
  }

  it('latency beyond the client timeout → error.timeout', async () => {
    await qa('PUT', '/faults', { path: '/wps/system/status', latencyMs: 800 });
    expect((await failure('systemStatus', {}, client({ timeout: 200 }))).messageKey).toBe('error.timeout');
    await qa('DELETE', '/faults');
  });

  it('rate 0 never fires; a closed port → error.network', async () => {
    await qa('PUT', '/faults', { path: '/wps', status: 500, rate: 0 });
    await expect(client().call('systemStatus')).resolves.toMatchObject({ status: 0 });
    await qa('DELETE', '/faults');
    expect((await failure('systemStatus', {}, client({ url: 'http://127.0.0.1:9' }))).messageKey).toBe('error.network');
  });

  it('system status 1 and 2 gate the platform (maintenance, restricted) but status itself answers', async () => {
    await qa('PUT', `/merchants/${MERCHANT}/status`, { status: 1, endTime: '2026-12-01T00:00:00Z' });
    expect(await client().call('systemStatus')).toMatchObject({ status: 1, endTime: '2026-12-01T00:00:00Z' });
    expect((await failure('gameList')).messageKey).toBe('error.maintenance');
    await qa('PUT', `/merchants/${MERCHANT}/status`, { status: 2, ip: '203.0.113.9', country: 'Elsewhere' });
    expect(await client().call('systemStatus')).toMatchObject({ status: 2, ip: '203.0.113.9', country: 'Elsewhere' });
    expect((await failure('promotions')).messageKey).toBe('error.restricted');
    await qa('PUT', `/merchants/${MERCHANT}/status`, { status: 0 });
  });

  it('a token-required call without a token is refused locally, a stale token by the server', async () => {
    expect((await failure('balance')).messageKey).toBe('error.notLoggedIn');
    const e = await failure('balance', {}, client({ token: 'stale' }));
    expect([e.code, e.status]).toEqual(['NOT_LOGGED_IN', 401]);
  });

  it('switches validate their bodies and know their merchants', async () => {
    await qa('PUT', '/faults', { latencyMs: 5 }, 400);
    await qa('PUT', '/merchants/NOPE/flags', { CBS3: false }, 404);
    await qa('PUT', `/merchants/${MERCHANT}/register-rules`, { username: { minLength: 'x' } }, 400);
  });
});

describe('encrypted calls', () => {
  it('refuse plaintext bodies on every E endpoint', async () => {
    const sealed = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].encrypted);
    expect(sealed.length).toBeGreaterThanOrEqual(5);
    for (const name of sealed) {
      const def = endpoints[name];
      const res = await fetch(`${sb.url}${def.path}`, {
        method: def.method,
        headers: { Merchant: MERCHANT, 'content-type': 'application/json', Authorization: 'Bearer x' },
        body: JSON.stringify({ username: 'player01', password: 'abc12345' }),
      });
      const body = (await res.json()) as { code: string };
      // changePassword checks the token first; the rest refuse the plaintext.
      expect(body.code, name).toBe(def.token === 'required' ? 'NOT_LOGGED_IN' : 'PLAINTEXT_REFUSED');
    }
  });

  it('a client holding a stale public key refetches it once and succeeds', async () => {
    const c = client();
    await c.call('login', { body: { type: 'username', username: 'player01', password: 'abc12345' } });
    // Replace the key pair: restart on a copy of the data folder without keys.json.
    const { rmSync } = await import('node:fs');
    rmSync(`${sb.dataDir}/keys.json`);
    await sb.restart();
    const v = await createApiClient({ baseUrl: sb.url, merchantCode: MERCHANT, getToken: () => null, getLanguage: () => 'EN' }).call<LoginValue>('login', {
      body: { type: 'username', username: 'player01', password: 'abc12345' },
    });
    expect(v.token).toBeTruthy();
    // The old client (old key cached, new port): point a fresh one at the same base to prove the retry path.
    const stale = createApiClient({ baseUrl: sb.url, merchantCode: MERCHANT, getToken: () => null, getLanguage: () => 'EN' });
    await expect(stale.call('login', { body: { type: 'username', username: 'player01', password: 'abc12345' } })).resolves.toBeTruthy();
  });
});

describe('persistence', () => {
  it('a registered member survives a restart and logs in', async () => {
    const body = { username: 'persist01', password: 'abc123', confirmPassword: 'abc123', login: true };
    await client().call('register', { body });
    await client()
      .call('favouriteAdd', { body: { nodeId: '100010', vendor: 'PG', gameType: 'RNG' } })
      .catch(() => undefined);
    await sb.restart();
    const v = await client().call<LoginValue>('login', { body: { type: 'username', username: 'persist01', password: 'abc123' } });
    expect(v.firstTimeLogin).toBe(false);
    const again = await client().call<LoginValue>('login', { body: { type: 'username', username: 'persist01', password: 'abc123' } });
    expect(again.token).not.toBe(v.token);
  });

  it('reset brings back the fixtures (registered members gone, seeds back)', async () => {
    await qa('POST', '/reset');
    const e = await failure('login', { body: { type: 'username', username: 'persist01', password: 'abc123' } });
    expect(e.code).toBe('LOGIN_FAILED');
    await expect(client().call('login', { body: { type: 'username', username: 'player01', password: 'abc12345' } })).resolves.toBeTruthy();
  });
});

describe('brands added later', () => {
  it('become merchants, with the seeded accounts, at the next reset', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(`${sb.brandsDir}/test-gamma`, { recursive: true });
    writeFileSync(`${sb.brandsDir}/test-gamma/brand.json`, JSON.stringify({ id: 'test-gamma', merchantCode: 'TESTGAMMA', domains: ['gamma.example.test'] }));
    await qa('POST', '/reset');
    const gamma = createApiClient({ baseUrl: sb.url, merchantCode: 'TESTGAMMA', getToken: () => null, getLanguage: () => 'EN', retries: 0 });
    await expect(gamma.call('login', { body: { type: 'username', username: 'player01', password: 'abc12345' } })).resolves.toBeTruthy();
  });
});

describe('game catalogue', () => {
  it('about 10,000 RNG games over 20+ vendors, pages of 42', async () => {
    const page = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG' } });
    expect(page.totalCount).toBeGreaterThanOrEqual(9_500);
    expect(page.games).toHaveLength(42);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 42));
    const last = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG', pageNo: page.totalPages } });
    expect(last.games.length).toBe(page.totalCount - 42 * (page.totalPages - 1));
    const menus = await client().call<GameVendorGroup[]>('gameMenus');
    expect(menus.find((g) => g.gameCategory === 'RNG')!.vendors.length).toBeGreaterThanOrEqual(20);
    const sports = menus.find((g) => g.gameCategory === 'SPORTS')!.vendors;
    expect(sports).toEqual(expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88']));
    expect(menus.map((g) => g.gameCategory)).toEqual(expect.arrayContaining(['ELOTT', 'LOTT', 'LIVE', 'FISH', 'PVP']));
  });

  it('searches by part of a name, case-insensitively, and filters by vendor', async () => {
    const dragons = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG', gameName: 'DrAgO' } });
    expect(dragons.totalCount).toBeGreaterThan(0);
    expect(dragons.games.every((g) => g.gameName.toLowerCase().includes('drago'))).toBe(true);
    const pg = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG', vassalage: 'JILI', pageSize: 100 } });
    expect(pg.games.every((g) => g.vassalage === 'JILI')).toBe(true);
    const both = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG', vassalage: 'JILI', gameName: 'dragon' } });
    expect(both.totalCount).toBeLessThan(dragons.totalCount);
    const cheap = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG', minBet: 0.2, gameClassify: 'SLOT' } });
    expect(cheap.games.every((g) => (g.minBet ?? 0) <= 0.2 && g.gameClassify === 'SLOT')).toBe(true);
  });

  it('hiding a vendor removes it from menus and lists; a few thumbnails are broken on purpose', async () => {
    await qa('PUT', `/merchants/${MERCHANT}/vendors`, { JILI: false, FISH: false });
    const menus = await client().call<GameVendorGroup[]>('gameMenus');
    expect(menus.find((g) => g.gameCategory === 'RNG')!.vendors).not.toContain('JILI');
    expect(menus.find((g) => g.gameCategory === 'FISH')).toBeUndefined();
    const jili = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG', vassalage: 'JILI' } });
    expect(jili.totalCount).toBe(0);
    await qa('PUT', `/merchants/${MERCHANT}/vendors`, { JILI: true, FISH: true });
    const page = await client().call<GameListPage>('gameList', { query: { gameType: 'RNG' } });
    const broken = page.games.find((g) => g.smallIcon.includes('/missing/'))!;
    expect((await fetch(`${sb.url}${broken.smallIcon}`)).status).toBe(404);
    const fine = page.games.find((g) => !g.smallIcon.includes('/missing/'))!;
    const res = await fetch(`${sb.url}${fine.smallIcon}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    // A real picture of artwork's weight, not a placeholder: PNG signature, tens of kilobytes at most.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(2_000);
  });
});

describe('micro-cache in front of the router', () => {
  it('serves a repeated URL identically, and never across a state change or a fault', async () => {
    const url = `${sb.url}/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=5`;
    const get = async () => (await fetch(url, { headers: { Merchant: MERCHANT } })).json() as Promise<{ success: boolean; value: GameListPage }>;
    const first = await get();
    expect(await get()).toEqual(first);
    await qa('PUT', `/merchants/${MERCHANT}/vendors`, { PG: false });
    expect((await get()).value.totalCount).toBe(0);
    await qa('PUT', `/merchants/${MERCHANT}/vendors`, { PG: true });
    expect((await get()).value.totalCount).toBe(first.value.totalCount);
    await qa('PUT', '/faults', { path: '/lgw/games/list', status: 500 });
    expect((await fetch(url, { headers: { Merchant: MERCHANT } })).status).toBe(500);
    await qa('DELETE', '/faults');
    await qa('PUT', `/merchants/${MERCHANT}/status`, { status: 1 });
    expect((await fetch(url, { headers: { Merchant: MERCHANT } })).status).toBe(503);
    await qa('PUT', `/merchants/${MERCHANT}/status`, { status: 0 });
    const other = await fetch(url, { headers: { Merchant: BETA } });
    expect(((await other.json()) as { value: GameListPage }).value.totalCount).toBe(first.value.totalCount);
  });
});
