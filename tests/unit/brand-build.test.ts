import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run build` end to end on a temporary copy of brands/ into a temporary
 * out dir (never the real dist/): per-brand bundles, nginx.conf, --brand, the
 * template-copy flow of the "done means", and atomicity on failure.
 */
const run = promisify(execFile);
/** A build compiles the client and the pre-render server entry (issue 13) on a shared 2-core machine. */
const BUILD_TIMEOUT_MS = 180_000;
const tmp = mkdtempSync(join(tmpdir(), 'brand-build-'));
const brandsDir = join(tmp, 'brands');
const outDir = join(tmp, 'out', 'dist');

async function build(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run('node_modules/.bin/tsx', ['scripts/build-brands.ts', '--brands-dir', brandsDir, '--out-dir', outDir, ...args]).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
}

/** Every file under dir with its bytes, for byte-for-byte comparison. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p).toString('base64');
    }
  };
  walk(dir);
  return out;
}

const manifest = (id: string) => JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')) as { merchantCode: string; name: string };
const ids = () =>
  readdirSync(brandsDir)
    .filter((d) => !d.startsWith('_'))
    .sort();

beforeAll(() => cpSync('brands', brandsDir, { recursive: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run build', () => {
  it(
    'stamps one self-contained folder per brand, each with only its own merchant code',
    async () => {
      const r = await build();
      expect(r.stderr).not.toMatch(/build failed/);
      expect(r.code).toBe(0);
      for (const id of ids()) expect(r.stdout).toContain(`✓ ${id}`);
      const codes = ids().map((id) => manifest(id).merchantCode);
      for (const id of ids()) {
        const html = readFileSync(join(outDir, id, 'index.html'), 'utf8');
        const { merchantCode, name } = manifest(id);
        expect(html).toContain(`"merchantCode":"${merchantCode}"`);
        expect(html).toContain(`<title>${name}</title>`);
        expect(html).toContain('http-equiv="Content-Security-Policy"');
        expect(html).toMatch(/<html lang="[a-z-A-Z]+" dir="(ltr|rtl)" data-default-theme="(light|dark)" data-variants="[a-z0-9 -]+">/);
        expect(html).not.toMatch(/%BRAND_/);
        for (const other of codes.filter((c) => c !== merchantCode)) expect(html).not.toContain(`"${other}"`);
        // Self-contained: the entry chunk it names is inside its own folder, as are its brand files.
        const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
        expect(statSync(join(outDir, id, entry)).isFile()).toBe(true);
        expect(readdirSync(join(outDir, id, 'brand'))).toEqual(expect.arrayContaining(['logo.svg', 'favicon.svg']));
        expect(readdirSync(join(outDir, id, 'brand'))).not.toContain('brand.json');
      }
      const nginx = readFileSync(join(outDir, 'nginx.conf'), 'utf8');
      expect(nginx.match(/^server \{/gm)).toHaveLength(ids().length + 1); // + the default server
      // Rooted at the deploy path, never at the build machine's own folder.
      for (const id of ids()) expect(nginx).toContain(`root /srv/portal/${id};`);
      expect(nginx).not.toContain(outDir);
      // The QA matrix rides along with every build.
      expect(readdirSync(join(outDir, 'matrix')).sort()).toEqual(['index.html', 'matrix.json', 'matrix.md']);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    '--brand limits the bundles (and the server blocks) to the named brands',
    async () => {
      const [first] = ids();
      const r = await build('--brand', first);
      expect(r.code).toBe(0);
      expect(readdirSync(outDir).filter((d) => !d.includes('.') && d !== 'matrix')).toEqual([first]);
      expect(readFileSync(join(outDir, 'nginx.conf'), 'utf8').match(/^# [a-z0-9-]+$/gm)).toEqual([`# ${first}`]);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'refuses an unknown --brand without touching the output',
    async () => {
      const before = snapshot(outDir);
      const r = await build('--brand', 'no-such-brand');
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('--brand no-such-brand: no such brand');
      expect(snapshot(outDir)).toEqual(before);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'builds a copy of the template once its id, merchant code and domain are edited',
    async () => {
      cpSync(join(brandsDir, '_template'), join(brandsDir, 'newco'), { recursive: true });
      const path = join(brandsDir, 'newco', 'brand.json');
      const m = JSON.parse(readFileSync(path, 'utf8'));
      Object.assign(m, { id: 'newco', merchantCode: 'NEWCO', domains: ['newco.example.com'] });
      writeFileSync(path, JSON.stringify(m, null, 2));
      const r = await build();
      expect(r.code).toBe(0);
      expect(readFileSync(join(outDir, 'newco', 'index.html'), 'utf8')).toContain('"merchantCode":"NEWCO"');
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'exits 1 on a broken brand and leaves the previous output byte for byte',
    async () => {
      const before = snapshot(outDir);
      expect(Object.keys(before).length).toBeGreaterThan(10);
      const path = join(brandsDir, 'newco', 'brand.json');
      writeFileSync(
        path,
        readFileSync(path, 'utf8')
          .replace('"NEWCO"', '"NEWCO",')
          .replace(/,(\s*)\}\s*$/, ',$1}'),
      );
      const r = await build();
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/newco\/brand\.json:\d+:\d+  JSON syntax error/);
      expect(r.stderr).toContain('was left as it was');
      expect(snapshot(outDir)).toEqual(before);
      // No staging folders are left behind next to the output either.
      expect(readdirSync(join(tmp, 'out'))).toEqual(['dist']);
    },
    BUILD_TIMEOUT_MS,
  );
});
