import { describe, expect, it } from 'vitest';
import { callOf, mapFields, mapQuery, type PlatformProfile } from '../../src/api/profile';
import { endpoints } from '../../src/api/endpoints';
import { loadProfile, profileIds, profileProblems, withProfileElement } from '../../scripts/lib/contract/profiles';

const profile: PlatformProfile = {
  id: 'acme',
  name: 'Acme',
  calls: {
    balance: { path: '/member/wallet', fields: { sumBalance: 'total' } },
    depositCreate: { method: 'PUT' },
    gameList: { fields: { 'games[].gameName': 'name', games: 'items', gameType: 'type' } },
  },
};

describe('platform profile', () => {
  it('moves a call to its path and method and leaves the others as the contract says', () => {
    expect(callOf('balance', profile)).toMatchObject({ method: 'GET', path: '/member/wallet', token: 'required' });
    expect(callOf('depositCreate', profile)).toMatchObject({ method: 'PUT', path: endpoints.depositCreate.path });
    expect(callOf('login', profile)).toBe(endpoints.login);
    expect(callOf('login', null)).toBe(endpoints.login);
  });

  it('renames fields on the way out and back, nested and in arrays, without touching its input', () => {
    const value = { games: [{ gameName: 'A', nodeId: '1' }, { gameName: 'B' }], total: 2 };
    const out = mapFields('gameList', value, 'toPlatform', profile);
    expect(out).toEqual({ items: [{ name: 'A', nodeId: '1' }, { name: 'B' }], total: 2 });
    expect(value.games[0]).toEqual({ gameName: 'A', nodeId: '1' });
    expect(mapFields('gameList', out, 'toContract', profile)).toEqual(value);
    expect(mapFields('balance', { total: '1.00' }, 'toContract', profile)).toEqual({ sumBalance: '1.00' });
    expect(mapFields('login', { a: 1 }, 'toPlatform', profile)).toEqual({ a: 1 });
  });

  it('renames top-level query fields', () => {
    expect(mapQuery('gameList', { gameType: 'RNG', pageNo: 1 }, 'toPlatform', profile)).toEqual({ type: 'RNG', pageNo: 1 });
    expect(mapQuery('gameList', { type: 'RNG' }, 'toContract', profile)).toEqual({ gameType: 'RNG' });
  });

  it('checks profiles: every shipped one loads, and a wrong one names what is wrong', () => {
    expect(profileIds()).toEqual(expect.arrayContaining(['sandbox', 'test-renamed']));
    for (const id of profileIds()) expect(loadProfile(id).id).toBe(id);
    expect(profileProblems({ id: 'x', name: 'X', calls: { nope: { path: '/a' } } })).toEqual(['/calls/nope: no such call (see docs/openapi.json)']);
    expect(profileProblems({ id: 'x', name: 'X', calls: { balance: { path: '/wps/system/status' } } })[0]).toMatch(/both answer GET \/wps\/system\/status/);
    expect(profileProblems({ id: 'x', name: 'X', calls: { balance: { verb: 'GET' } } })[0]).toMatch(/additional properties/);
  });

  it('puts a mapping profile into the page beside the brand config, and nothing for the default', () => {
    const html = '<head><script id="brand-config" type="application/json">{}</script></head>';
    expect(withProfileElement(html, loadProfile('sandbox'))).toBe(html);
    const stamped = withProfileElement(html, profile);
    expect(stamped).toContain('<script id="platform-profile" type="application/json">');
    expect(stamped.indexOf('platform-profile')).toBeLessThan(stamped.indexOf('brand-config'));
  });
});

describe('the browser build of the call table', () => {
  it('drops the schema titles and keeps method, path and flags', async () => {
    const { readFileSync } = await import('node:fs');
    const { withoutSchemaTitles } = await import('../../scripts/vite/call-table-schemas');
    const source = readFileSync(new URL('../../src/api/endpoints.ts', import.meta.url), 'utf8');
    const table = withoutSchemaTitles(source).split('export const endpoints = {')[1]!;
    expect(table).not.toMatch(/\b(body|value): '/);
    expect(table).toContain("login: post('/wps/session/login', { encrypted: true })");
    expect(table).toMatch(/systemStatus: get\('\/wps\/system\/status', \{\s*\}\)/);
    expect(withoutSchemaTitles(source).split('export const endpoints = {')[0]).toBe(source.split('export const endpoints = {')[0]);
  });
});

describe('brands:check and api.profile', () => {
  it('names a brand whose api.profile is not a profile of platforms/, at its line', async () => {
    const { checkBrands } = await import('../../scripts/lib/brand/check');
    const manifest = (profile: string) =>
      JSON.stringify(
        {
          id: 'acme',
          name: 'Acme',
          merchantCode: 'ACME01',
          domains: ['acme.example.test'],
          currency: { code: 'USD', symbol: '$' },
          languages: { enabled: ['EN'] },
          api: { baseUrl: '/', profile },
        },
        null,
        2,
      );
    const run = (profile: string) =>
      checkBrands([{ folder: 'acme', file: 'brands/acme/brand.json', text: manifest(profile) }], {
        fileExists: () => true,
        platformProfiles: profileIds(),
      }).findings.filter((f) => f.path.includes('profile'));
    expect(run('test-renamed')).toEqual([]);
    const [finding] = run('nowhere');
    expect(finding?.message).toMatch(/^api\.profile is "nowhere" but platforms\/ has no nowhere\.json: name one of .*sandbox.*test-renamed/);
    expect(finding?.line).toBe(
      manifest('nowhere')
        .split('\n')
        .findIndex((l) => l.includes('"nowhere"')) + 1,
    );
  });
});
