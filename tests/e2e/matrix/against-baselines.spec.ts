import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The visual regression check of every `npm test`: the brand matrix (the one QA reads and approves) shoots the
 * screens below for every brand, both themes, the desktop width and the default language, from the build
 * the other specs use, and compares each picture with its approved baseline in tests/matrix-baselines. Any
 * picture that is not as approved fails, named with its changed-pixel count; the full matrix and its HTML report
 * are `npm run matrix:visual`, and `npm run matrix:approve` accepts an intended change.
 */
const SCREENS = ['home', 'lobby', 'register', 'maintenance', 'ipRestriction'];
const report = mkdtempSync(join(tmpdir(), 'e2e-matrix-baselines-'));

test.afterAll(() => rmSync(report, { recursive: true, force: true }));

test('every brand looks as approved on the shell, lobby, register and system-status screens', () => {
  test.setTimeout(600_000);
  execFileSync(
    'node_modules/.bin/tsx',
    [
      'scripts/matrix-visual.ts',
      '--dist',
      process.env.E2E_DIST ?? 'dist',
      '--no-build',
      '--report',
      report,
      '--screen',
      SCREENS.join(','),
      '--languages',
      'primary',
      '--viewport',
      '1280',
      '--lanes',
      '2',
    ],
    { encoding: 'utf8', stdio: 'pipe' },
  );
  const { entries } = JSON.parse(readFileSync(join(report, 'results.json'), 'utf8')) as {
    entries: { key: string; status: string; changedPixels: number; note?: string }[];
  };
  expect(entries.length).toBeGreaterThanOrEqual(SCREENS.length * 2 * 2); // two brands at least, two themes
  const notAsApproved = entries
    .filter((e) => e.status !== 'same')
    .map((e) => `${e.key}: ${e.status}${e.status === 'changed' ? ` (${e.changedPixels} px)` : ''}`);
  expect(notAsApproved, 'pictures that differ from tests/matrix-baselines (npm run matrix:visual shows them; matrix:approve accepts)').toEqual([]);
});
