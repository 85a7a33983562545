/**
 * npm run bench:matrix: one full `npm run matrix:visual` of the repo's brands
 * (every brand × theme × 2 languages × key screen × viewport, build included,
 * lanes as matrix:visual picks them), timed as an operator runs it, into reports/bench-matrix.json and
 * the README's table. Target: ≤ 5 minutes for 4 brands. The machine's load
 * average is recorded with it: these 2 cores are shared, and a run on a busy
 * machine says more about the neighbours than about the matrix.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { argValue } from '../lib/brand/args.ts';
import { repoRoot } from '../lib/brand/load.ts';

const TARGET_S = 300;
const argv = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'bench-matrix-'));
// --report <dir> keeps the run's report (e.g. to approve its pictures); otherwise it is thrown away.
const reportDir = resolve(argValue(argv, '--report') ?? join(tmp, 'report'));
const passOn = argv.filter((a, i) => a !== '--report' && argv[i - 1] !== '--report');
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);
const loadBefore = load();
const started = performance.now();
try {
  execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'scripts/matrix-visual.ts'), '--report', reportDir, ...passOn], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const results = JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8')) as {
    meta: { lanes?: number };
    entries: { brand: string; ms?: number; note?: string; attempts?: number }[];
  };
  const lanes = results.meta.lanes ?? 1;
  const brands = [...new Set(results.entries.map((e) => e.brand))];
  const shotMs = results.entries.map((e) => e.ms ?? 0).sort((a, b) => a - b);
  const report = {
    date: new Date().toISOString(),
    brands: brands.length,
    pictures: results.entries.length,
    lanes,
    seconds,
    targetSeconds: TARGET_S,
    met: brands.length <= 4 ? seconds <= TARGET_S : undefined,
    medianShotMs: shotMs[Math.floor(shotMs.length / 2)],
    notes: results.entries.filter((e) => e.note).length,
    /** Pictures that needed more than one capture (the page changed while it was shot). */
    reshot: results.entries.filter((e) => (e.attempts ?? 1) > 1).length,
    /** 1, 5 and 15 minute load averages before and after, on this many cores. */
    loadAverage: { before: loadBefore, after: load(), cores: availableParallelism() },
  };
  mkdirSync(join(repoRoot, 'reports'), { recursive: true });
  writeFileSync(join(repoRoot, 'reports/bench-matrix.json'), JSON.stringify(report, null, 2) + '\n');
  const row = `| \`bench:matrix\` | full visual matrix, ${report.brands} brands, ${report.pictures} pictures incl. build: ${Math.round(seconds)} s on ${lanes} lanes (median ${report.medianShotMs} ms a picture; load average ${report.loadAverage.before[0]} → ${report.loadAverage.after[0]} on ${report.loadAverage.cores} shared cores; ${report.date.slice(0, 10)}) | ≤ 300 s for 4 brands |`;
  const readme = join(repoRoot, 'README.md');
  if (existsSync(readme)) {
    const text = readFileSync(readme, 'utf8');
    // Prettier pads the table's cells: the row is found by its first cell, padded or not.
    const next = /^\| `bench:matrix` +\|.*$/m.test(text)
      ? text.replace(/^\| `bench:matrix` +\|.*$/m, row)
      : text.replace(/^(\| `bench:lobby` +\|.*)$/m, `$1\n${row}`);
    if (next !== text) writeFileSync(readme, next);
  }
  console.log(JSON.stringify(report, null, 2));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
