/**
 * npm run matrix:approve [-- --brand a,b] [--screen deposit,withdraw] [--all-languages]
 *                        [--report dist/matrix/visual] [--baselines tests/matrix-baselines] [--by "Name"]
 *
 * Accepts the pictures of the last `npm run matrix:visual` as the approved
 * baselines (the brand's default language only, unless --all-languages),
 * records who approved which pixels when in approvals.json, and rewrites the
 * report so the approved cells show green. Commit tests/matrix-baselines/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { argList, argValue } from './lib/brand/args.ts';
import { repoRoot } from './lib/brand/load.ts';
import { approve, baselineSize, refreshReport, shownPath } from './lib/matrix-visual/baselines.ts';
import { SCREENS, type ScreenId } from './lib/matrix-visual/plan.ts';

const argv = process.argv.slice(2);
const list = (name: string) => argList(argv, name);
const reportDir = resolve(argValue(argv, '--report') ?? join(repoRoot, 'dist', 'matrix', 'visual'));
const baselineDir = resolve(argValue(argv, '--baselines') ?? join(repoRoot, 'tests', 'matrix-baselines'));
const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

if (!existsSync(join(reportDir, 'results.json'))) {
  console.error(`matrix:approve: no run to approve in ${shownPath(reportDir)}: run npm run matrix:visual first`);
  process.exit(1);
}
const screens = list('--screen') as ScreenId[] | undefined;
for (const s of screens ?? []) {
  if (!SCREENS.some((x) => x.id === s)) {
    console.error(`matrix:approve: no screen "${s}"; screens are ${SCREENS.map((x) => x.id).join(', ')}`);
    process.exit(1);
  }
}
const by = argValue(argv, '--by') ?? (git('config', 'user.name') || process.env.USER || userInfo().username);
const keys = approve(
  reportDir,
  baselineDir,
  { brands: list('--brand'), screens, allLanguages: argv.includes('--all-languages') },
  { by, at: new Date().toISOString(), commit: git('rev-parse', 'HEAD') || undefined },
);
const entries = refreshReport(reportDir, baselineDir);
const size = baselineSize(baselineDir);
console.log(
  `approved ${keys.length} picture${keys.length === 1 ? '' : 's'} as ${by}${keys.length ? `:\n${keys.map((k) => `  ${k}`).join('\n')}` : ' (everything selected was already approved)'}`,
);
console.log(`baselines: ${size.files} files, ${(size.bytes / 1024 / 1024).toFixed(1)} MB in ${shownPath(baselineDir)}`);
console.log(
  `report refreshed: ${entries.filter((e) => e.status === 'same').length} as approved, ${entries.filter((e) => e.status === 'changed').length} changed: ${shownPath(join(reportDir, 'index.html'))}`,
);
