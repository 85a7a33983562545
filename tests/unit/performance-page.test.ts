import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderPerformancePage } from '../../scripts/lib/reports/performance-page';

const run = promisify(execFile);
const reports = (dir: string, ...args: string[]) =>
  run('node_modules/.bin/tsx', ['scripts/reports.ts', '--reports-dir', dir, '--out', join(dir, 'PERFORMANCE.md'), ...args]).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );

describe('docs/PERFORMANCE.md from the bench reports', () => {
  it("shows each figure where its report has it, and a dash where it doesn't", () => {
    const page = renderPerformancePage([
      { name: 'build', file: 'reports/bench-build.json', data: { ratio: 1.21, median: { ratio: 1.3 }, measuredAt: '2026-11-27T05:32:30Z' } },
      { name: 'brand-new-thing', file: 'reports/bench-brand-new-thing.json', data: { p75Ms: 42, samples: [1, 2] } },
    ]);
    expect(page).toContain('| ratio, fastest rounds | 1.21 |');
    expect(page).toContain('| 1 brand ms | — |');
    expect(page).toContain('measured 2026-11-27 05:32 UTC');
    expect(page).toContain('| p75Ms | 42 |');
    expect(page).not.toContain('samples');
  });

  it('npm run reports writes the page, and --check fails once a report changes without a regenerate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'));
    mkdirSync(dir, { recursive: true });
    copyFileSync('reports/bench-build.json', join(dir, 'bench-build.json'));
    expect((await reports(dir)).code).toBe(0);
    expect((await reports(dir, '--check')).code).toBe(0);
    const data = JSON.parse(readFileSync(join(dir, 'bench-build.json'), 'utf8')) as { ratio: number };
    writeFileSync(join(dir, 'bench-build.json'), JSON.stringify({ ...data, ratio: data.ratio + 1 }));
    const stale = await reports(dir, '--check');
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('run `npm run reports`');
  }, 60_000);

  it('the committed page is the one the committed reports give', async () => {
    expect((await run('node_modules/.bin/tsx', ['scripts/reports.ts', '--check'])).stdout).toContain('matches');
  }, 60_000);
});
