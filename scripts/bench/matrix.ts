/**
 * npm run bench:matrix: one full `npm run matrix:visual` of the repo's brands
 * (every brand × theme × 2 languages × key screen × viewport, build included,
 * 2 lanes), timed as an operator runs it, into reports/bench-matrix.json and
 * the README's table. Target: ≤ 5 minutes for 4 brands. The machine's load
 * average is recorded with it: these 2 cores are shared, and a run on a busy
 * machine says more about the neighbours than about the matrix.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/brand/load.ts';

const TARGET_S = 300;
const tmp = mkdtempSync(join(tmpdir(), 'bench-matrix-'));
const reportDir = join(tmp, 'report');
const loadBefore = loadavg()[0];
const started = performance.now();
try {
  execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'scripts/matrix-visual.ts'), '--report', reportDir, ...process.argv.slice(2)], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const results = JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8')) as { entries: { brand: string; ms?: number; note?: string }[] };
  const brands = [...new Set(results.entries.map((e) => e.brand))];
  const shotMs = results.entries.map((e) => e.ms ?? 0).sort((a, b) => a - b);
  const report = {
    date: new Date().toISOString(),
    brands: brands.length,
    pictures: results.entries.length,
    lanes: 2,
    seconds,
    targetSeconds: TARGET_S,
    met: brands.length <= 4 ? seconds <= TARGET_S : undefined,
    medianShotMs: shotMs[Math.floor(shotMs.length / 2)],
    notes: results.entries.filter((e) => e.note).length,
    loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0] * 10) / 10, cores: 2 },
  };
  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  writeFileSync(join(repoRoot, 'reports/bench-matrix.json'), JSON.stringify(report, null, 2) + '\n');
  const row = `| \`bench:matrix\` | full visual matrix, ${report.brands} brands, ${report.pictures} pictures incl. build: ${Math.round(seconds)} s on 2 lanes (median ${report.medianShotMs} ms a picture; load average ${report.loadAverage.before} → ${report.loadAverage.after} on 2 cores) | ≤ 300 s for 4 brands |`;
  const readme = join(repoRoot, 'README.md');
  if (existsSync(readme)) {
    const text = readFileSync(readme, 'utf8');
    const next = /^\| `bench:matrix` \|.*$/m.test(text) ? text.replace(/^\| `bench:matrix` \|.*$/m, row) : text.replace(/^(\| `bench:lobby` \|.*)$/m, `$1\n${row}`);
    if (next !== text) writeFileSync(readme, next);
  }
  console.log(JSON.stringify(report, null, 2));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
