import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBrandsDir } from '../../scripts/lib/brand/load';
import { idProblem, placeholderDomain, placeholderMerchantCode, placeholderName, scaffoldManifest } from '../../scripts/lib/brand/scaffold';

describe('brand:new decisions', () => {
  it('accepts a fresh, well-formed id and says why it refuses others', () => {
    expect(idProblem('newco', ['lotus-vn'])).toBeUndefined();
    expect(idProblem('lotus-vn', ['lotus-vn'])).toBe('brands/lotus-vn already exists: pick another id, or edit brands/lotus-vn/brand.json');
    expect(idProblem('Bad_Id', [])).toBe('"Bad_Id" is not a valid brand id: use lowercase letters, digits and single dashes, e.g. lotus-vn');
    expect(idProblem('-x', [])).toMatch(/not a valid brand id/);
    expect(idProblem('_template', [])).toMatch(/not a valid brand id/);
    expect(idProblem(undefined, [])).toMatch(/^give the new brand an id/);
  });

  it('picks placeholder codes and domains that are not taken', () => {
    expect(placeholderMerchantCode('lotus-vn', [])).toBe('LOTUSVN');
    expect(placeholderMerchantCode('lotus-vn', ['LOTUSVN', 'lotusvn2'])).toBe('LOTUSVN3');
    expect(placeholderDomain('acme', [])).toBe('acme.example.com');
    expect(placeholderDomain('acme', ['acme.example.com'])).toBe('acme-2.example.com');
    expect(placeholderName('pearl-ph')).toBe('Pearl Ph');
  });

  it('edits the four values in place and keeps the rest of the template text', () => {
    const template = readFileSync('brands/_template/brand.json', 'utf8');
    const out = scaffoldManifest(template, { id: 'newco', name: 'Newco', merchantCode: 'NEWCO', domain: 'newco.example.com' });
    const m = JSON.parse(out);
    expect([m.id, m.name, m.merchantCode, m.domains]).toEqual(['newco', 'Newco', 'NEWCO', ['newco.example.com']]);
    expect(out.split('\n').length).toBe(template.split('\n').length);
    expect(out.slice(out.indexOf('"currency"'))).toBe(template.slice(template.indexOf('"currency"')));
  });
});

describe('npm run brand:new', () => {
  const run = promisify(execFile);
  const tmp = mkdtempSync(join(tmpdir(), 'brand-new-'));
  const brandsDir = join(tmp, 'brands');
  cpSync('brands', brandsDir, { recursive: true });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    run('node_modules/.bin/tsx', ['scripts/new-brand.ts', ...args, '--brands-dir', brandsDir]).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('scaffolds a brand that passes brands:check at once and says what to edit next', async () => {
    const r = await cli('newco', '--name', 'New Co');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('merchant code NEWCO, domain newco.example.com');
    expect(r.stdout).toContain('Next, in');
    expect(existsSync(join(brandsDir, 'newco', 'logo.svg'))).toBe(true);
    expect(JSON.parse(readFileSync(join(brandsDir, 'newco', 'brand.json'), 'utf8')).name).toBe('New Co');
    expect(checkBrandsDir(brandsDir).findings).toEqual([]);
  });

  it('refuses an existing id and a bad id with a sentence, creating nothing', async () => {
    const again = await cli('newco');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('brand:new: brands/newco already exists');
    const bad = await cli('New_Co');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('"New_Co" is not a valid brand id');
    expect(existsSync(join(brandsDir, 'New_Co'))).toBe(false);
  });
});
