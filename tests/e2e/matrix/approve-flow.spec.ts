import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * How the visual matrix treats a change, end to end, small enough for every `npm test`: a temporary
 * brands folder with two brands and a holdout scaffolded by `brand:new` that
 * nobody tuned, the login screen, light and dark, 390 px, default languages.
 * Its own build, sandbox, report and baseline folder. The holdout shows up
 * with no other change; approve; one brand's palette changes: the report shows
 * a highlighted diff with a changed-pixel count in that brand's row only, and
 * approving it turns the row green. (The full matrix is `npm run matrix:visual`.)
 */
const tmp = mkdtempSync(join(tmpdir(), 'e2e-matrix-'));
const brandsDir = join(tmp, 'brands');
const reportDir = join(tmp, 'report');
const baselineDir = join(tmp, 'baselines');
// The build stays inside the repo (ignored folder): it may run compiled code that needs node_modules next to it.
const distDir = resolve('tests/e2e/.tmp', `matrix-dist-${process.pid}`);
const [A, B, HOLDOUT] = ['lotus-vn', 'siam-star', 'holdout-matrix'];

const run = (script: string, ...args: string[]) =>
  execFileSync('node_modules/.bin/tsx', [script, '--brands-dir', brandsDir, '--report', reportDir, '--baselines', baselineDir, ...args], {
    encoding: 'utf8',
    stdio: 'pipe',
  });
// Every brand of the folder (no --brand): a brand added as a folder needs no other change to be shot.
const matrix = () => run('scripts/matrix-visual.ts', '--dist', distDir, '--screen', 'login', '--viewport', '390', '--languages', 'primary', '--lanes', '2');
const approve = (...args: string[]) => run('scripts/matrix-approve.ts', '--by', 'e2e', ...args);

interface Entry {
  brand: string;
  status: string;
  changedPixels: number;
  note?: string;
}
const entries = () => (JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8')) as { entries: Entry[] }).entries;
/** Per brand row of the login contact sheet (brands in alphabetical order): the statuses of its cells, as the HTML says them. */
const rows = () =>
  [...readFileSync(join(reportDir, 'screen-login.html'), 'utf8').matchAll(/<tr data-brand="([^"]+)"[^>]*>(.*?)<\/tr>/g)].map((m) => [
    m[1],
    [...new Set([...m[2].matchAll(/data-status="([a-z-]+)"/g)].map((x) => x[1]))].join(','),
  ]);

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  mkdirSync(brandsDir, { recursive: true });
  for (const id of ['_template', A, B]) cpSync(join('brands', id), join(brandsDir, id), { recursive: true });
  execFileSync('node_modules/.bin/tsx', ['scripts/new-brand.ts', HOLDOUT, '--brands-dir', brandsDir], { stdio: 'pipe' });
});
test.afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

test('a scaffolded brand appears in the matrix with no other change; approve makes every row green', () => {
  test.setTimeout(240_000);
  matrix();
  for (const f of ['index.html', 'screen-login.html', 'results.json', `shots/${HOLDOUT}/login-light-390-en.png`])
    expect(existsSync(join(reportDir, f)), f).toBe(true);
  expect(entries().filter((e) => e.note)).toEqual([]);
  expect(rows()).toEqual([
    [HOLDOUT, 'new'],
    [A, 'new'],
    [B, 'new'],
  ]);
  expect(readFileSync(join(reportDir, 'index.html'), 'utf8')).toContain(`3 brands (${HOLDOUT}, ${A}, ${B})`);
  approve();
  expect(rows()).toEqual([
    [HOLDOUT, 'same'],
    [A, 'same'],
    [B, 'same'],
  ]);
});

test("a palette change in one brand is a highlighted diff in that brand's row only, and approve makes it green", async ({ page }) => {
  test.setTimeout(240_000);
  const manifest = join(brandsDir, A, 'brand.json');
  const m = JSON.parse(readFileSync(manifest, 'utf8'));
  m.theme.palette.light.primary = '#1d4ed8';
  m.theme.palette.dark.primary = '#93c5fd';
  writeFileSync(manifest, JSON.stringify(m, null, 2));
  matrix();
  expect(rows()).toEqual([
    [HOLDOUT, 'same'],
    [A, 'changed'],
    [B, 'same'],
  ]);
  const changed = entries().filter((e) => e.status === 'changed');
  expect(changed.map((e) => e.brand)).toEqual([A, A]);
  for (const e of changed) expect(e.changedPixels).toBeGreaterThan(0);

  // The sheet as a person sees it: red boxes and a changed-pixel count on A's thumbnails only, the diff in the lightbox.
  await page.goto(`file://${join(reportDir, 'screen-login.html')}`);
  await expect(page.locator(`tr[data-brand="${A}"] .box`).first()).toBeVisible();
  for (const id of [B, HOLDOUT]) {
    await expect(page.locator(`tr[data-brand="${id}"] .box`)).toHaveCount(0);
    await expect(page.locator(`tr[data-brand="${id}"] .badge`)).toHaveText(['✓ as approved', '✓ as approved']);
  }
  await expect(page.locator(`tr[data-brand="${A}"] .badge.changed`)).toHaveText([
    `${changed[0].changedPixels.toLocaleString('en')} px changed`,
    `${changed[1].changedPixels.toLocaleString('en')} px changed`,
  ]);
  await page.locator(`tr[data-brand="${A}"] a.cell`).first().click();
  await expect(page.locator('.lightbox:target img')).toHaveCount(3);

  approve('--brand', A, '--screen', 'login');
  expect(rows()).toEqual([
    [HOLDOUT, 'same'],
    [A, 'same'],
    [B, 'same'],
  ]);
  await page.goto(`file://${join(reportDir, 'screen-login.html')}`);
  await expect(page.locator(`tr[data-brand="${A}"] .badge`)).toHaveText(['✓ as approved', '✓ as approved']);
  await expect(page.locator('.box')).toHaveCount(0);
});
