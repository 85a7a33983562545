import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pickDevBrand, SANDBOX_PATHS, sandboxProxy } from '../../scripts/vite/brand-dev';

describe('the dev server brand plugin', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'brand-dev-'));
  cpSync('brands', tmp, { recursive: true });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  // Whatever brands the folder holds (an operator's new brand included), in the order the plugin reads them.
  const folders = readdirSync(tmp)
    .filter((d) => !d.startsWith('_') && !d.startsWith('.'))
    .sort();

  it('serves the first brand folder by default (never the template) and BRAND when given', () => {
    expect(pickDevBrand(tmp, undefined)).toBe(folders[0]);
    expect(pickDevBrand(tmp, 'siam-star')).toBe('siam-star');
  });

  it('names the brands when BRAND is not one of them', () => {
    expect(() => pickDevBrand(tmp, 'nope')).toThrow(`BRAND=nope is not a folder under brands/; brands are ${folders.join(', ')}`);
  });

  it('proxies the platform paths to the sandbox', () => {
    const proxy = sandboxProxy('http://127.0.0.1:4400');
    expect(Object.keys(proxy)).toEqual(SANDBOX_PATHS);
    expect(SANDBOX_PATHS).toEqual(expect.arrayContaining(['/wps', '/lgw', '/__sandbox', '/sandbox-assets', '/sandbox-game']));
    expect(proxy['/wps']).toMatchObject({ target: 'http://127.0.0.1:4400' });
  });
});
