import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { encodeGreyPng, encodeRgbPng } from '../../sandbox/png';
import { newCaptchaText, renderCaptcha } from '../../sandbox/captcha';
import { enforceRules, fieldProblem } from '../../sandbox/rules';
import { defaultRegisterRules } from '../../sandbox/fixtures/settings';
import { buildCatalogue } from '../../sandbox/fixtures/games';
import { patternById } from '@/forms/patterns';

describe('PNG encoder and captcha', () => {
  it('writes a valid greyscale PNG whose pixels round-trip', () => {
    const px = Uint8Array.from({ length: 6 }, (_, i) => i * 40);
    const png = encodeGreyPng(3, 2, px);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const idatAt = png.indexOf('IDAT');
    const len = png.readUInt32BE(idatAt - 4);
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + len));
    expect([...raw]).toEqual([0, 0, 40, 80, 0, 120, 160, 200]);
  });
  it('writes an RGB PNG (colour type 2) whose pixels round-trip', () => {
    const px = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodeRgbPng(2, 2, px);
    expect(png[8 + 8 + 9]).toBe(2); // IHDR's colour type
    const idatAt = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30]);
  });
  it('draws 4 digits as a data URL', () => {
    const text = newCaptchaText();
    expect(text).toMatch(/^\d{4}$/);
    expect(renderCaptcha(text)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});

describe('register rules', () => {
  it('the default patterns agree with the portal pattern table', () => {
    for (const [field, rule] of Object.entries(defaultRegisterRules)) {
      const def = patternById(rule.patternId);
      expect(def, field).toBeDefined();
      for (const sample of def!.accepts)
        if ([...sample].length >= rule.minLength && [...sample].length <= rule.maxLength) expect(fieldProblem(rule, sample), `${field} ${sample}`).toBeNull();
      for (const sample of def!.refuses)
        if (sample && [...sample].length >= rule.minLength && [...sample].length <= rule.maxLength)
          expect(fieldProblem(rule, sample), `${field} ${sample}`).not.toBeNull();
    }
  });
  it('required, optional, disabled and always-required fields', () => {
    expect(() => enforceRules(defaultRegisterRules, { username: 'abcd', password: 'abc123' }, ['username', 'password'])).not.toThrow();
    expect(() => enforceRules(defaultRegisterRules, { username: 'abcd' }, ['username', 'password'])).toThrow(/password/);
    expect(() => enforceRules(defaultRegisterRules, { username: 'abcd', password: 'abc123', email: 'bad' }, ['username', 'password'])).toThrow(/email/);
    expect(() => enforceRules(defaultRegisterRules, { username: 'abcd', password: 'abc123', qqNum: 'x' }, ['username', 'password'])).not.toThrow();
    expect(() =>
      enforceRules(
        { ...defaultRegisterRules, username: { ...defaultRegisterRules.username!, acceptedPattern: '([' } },
        { username: 'a_b_c', password: 'abc123' },
        [],
      ),
    ).not.toThrow();
  });
});

describe('fixtures', () => {
  it('are deterministic and sized as promised', () => {
    const a = buildCatalogue();
    const b = buildCatalogue();
    expect(a.games.map((g) => g.game_name)).toEqual(b.games.map((g) => g.game_name));
    const rng = a.games.filter((g) => g.game_type === 'RNG');
    expect(rng.length).toBeGreaterThanOrEqual(9_500);
    expect(new Set(rng.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rng.map((g) => g.game_name)).size).toBe(rng.length);
    expect(a.games.some((g) => g.is_game === 'VASSALAGE')).toBe(true);
  });
});

describe('seeded accounts', () => {
  it('the e2e helpers export exactly the sandbox seeds', async () => {
    const { accounts } = await import('../e2e/support/sandbox');
    const { seedAccounts } = await import('../../sandbox/fixtures/accounts');
    for (const a of Object.values(accounts)) {
      const seed = seedAccounts.find((s) => s.account === a.username);
      expect(seed, a.username).toBeDefined();
      expect([seed!.password, seed!.type]).toEqual([a.password, a.type]);
    }
    expect(Object.keys(accounts)).toHaveLength(seedAccounts.length);
  });
});
