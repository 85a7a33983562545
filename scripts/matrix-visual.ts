/**
 * npm run matrix:visual                          every brand × theme × language (default + one more) × key screen × viewport
 * npm run matrix:visual -- --diff <a> <b>        the two brands side by side, their config diff on top
 * npm run matrix:visual -- --since <git-ref>     only the brands/screens the changes since that commit can affect
 * Options: --brand a,b  --screen home,login  --viewport 390,1280  --languages primary|both  --lanes 3  --brands-dir brands
 *          --report dist/matrix/visual  --baselines tests/matrix-baselines  --dist <built dir> --no-build  --port 0
 *
 * Builds every brand of the brands folder into a private folder (so a brand added as a folder shows up with
 * no other change), serves them with a fresh sandbox (scripts/start.ts --all), shoots in Chromium, compares
 * with the approved baselines and writes the HTML report. Exit code 0 even when pictures changed: the report
 * is for a person; `npm run matrix:approve` accepts them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrandConfig } from '../src/brand/brand-config.generated.ts';
import { argList, argValue } from './lib/brand/args.ts';
import { formatFinding, isBrandFolder } from './lib/brand/check.ts';
import { diffManifests } from './lib/brand/diff.ts';
import { checkBrandsDir, defaultBrandsDir, repoRoot } from './lib/brand/load.ts';
import { evaluateShot, prepareReport, readApprovals, shownPath, writeReport, type PairDiff } from './lib/matrix-visual/baselines.ts';
import type { Entry } from './lib/matrix-visual/report.ts';
import { affectedBy, isAffected, plan, SCREENS, shotKey, VIEWPORTS, type ScreenId } from './lib/matrix-visual/plan.ts';
import { FIXED_TIME, shootAll } from './lib/matrix-visual/shoot.ts';
import { chromiumVersion } from './lib/chromium.ts';

const argv = process.argv.slice(2);
const list = (name: string) => argList(argv, name);
const brandsDir = resolve(argValue(argv, '--brands-dir') ?? process.env.BRANDS_DIR ?? defaultBrandsDir);
const reportDir = resolve(argValue(argv, '--report') ?? join(repoRoot, 'dist', 'matrix', 'visual'));
const baselineDir = resolve(argValue(argv, '--baselines') ?? join(repoRoot, 'tests', 'matrix-baselines'));
// More lanes than cores: a lane spends part of each picture waiting (the sandbox, the quiet window), not
// computing. Measured on an idle 2-core machine, same tree: 333 s with 3 lanes, 310 s with 5. A busy machine
// gains nothing from more lanes (there it is the CPU that everyone waits for).
const lanes = Number(argValue(argv, '--lanes') ?? Math.max(1, Math.min(6, availableParallelism() * 2 + 1)));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function die(message: string): never {
  console.error(`matrix:visual: ${message}`);
  process.exit(1);
}

const { findings, brands } = checkBrandsDir(brandsDir);
if (findings.length) {
  for (const f of findings) console.error(formatFinding(f));
  die('the brands above have problems (npm run brands:check); the matrix needs buildable brands');
}
const manifests = brands.filter((b) => isBrandFolder(b.source.folder) && b.manifest).map((b) => b.manifest as BrandConfig);
const ids = manifests.map((m) => m.id).sort();

let onlyBrands = list('--brand');
let onlyScreens = list('--screen') as ScreenId[] | undefined;
for (const s of onlyScreens ?? []) if (!SCREENS.some((x) => x.id === s)) die(`no screen "${s}"; screens are ${SCREENS.map((x) => x.id).join(', ')}`);
const onlyViewports = list('--viewport')?.map(Number);
for (const v of onlyViewports ?? []) if (!VIEWPORTS.includes(v as (typeof VIEWPORTS)[number])) die(`no viewport "${v}"; viewports are ${VIEWPORTS.join(', ')}`);
for (const b of onlyBrands ?? []) if (!ids.includes(b)) die(`no brand "${b}"; brands are ${ids.join(', ')}`);
let languages = (argValue(argv, '--languages') ?? 'both') as 'both' | 'primary';
let scope: string | undefined;
let pair: PairDiff | undefined;
let filter: ((s: { brand: string; screen: ScreenId }) => boolean) | undefined;

if (argv.includes('--diff')) {
  const i = argv.indexOf('--diff');
  const [a, b] = [argv[i + 1], argv[i + 2]];
  if (!a || !b || a.startsWith('--') || b.startsWith('--')) die('--diff needs two brand ids, e.g. --diff lotus-vn siam-star');
  for (const id of [a, b]) if (!ids.includes(id)) die(`no brand "${id}"; brands are ${ids.join(', ')}`);
  const m = (id: string) => manifests.find((x) => x.id === id) as unknown as Record<string, unknown>;
  pair = { a, b, changes: diffManifests(m(a), m(b), ['$schema', 'id']) };
  onlyBrands = [a, b];
  languages = 'primary';
  scope = `${a} vs ${b}`;
}

if (argv.includes('--since')) {
  const ref = argValue(argv, '--since');
  if (!ref || ref.startsWith('--')) die('--since needs a git ref, e.g. --since HEAD~3');
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    die(`"${ref}" is not a git commit here`);
  }
  // Committed and uncommitted changes since ref, and brand folders not yet in git.
  const changed = [...git('diff', '--name-only', ref).split('\n'), ...git('ls-files', '--others', '--exclude-standard', 'brands').split('\n')].filter(Boolean);
  const affected = affectedBy(changed, ids);
  filter = (s) => isAffected(affected, s);
  scope = `since ${ref}: ${affected.why}`;
  console.log(`matrix:visual --since ${ref}: ${affected.why}`);
}

const shots = plan(
  manifests.map((m) => ({ id: m.id, merchantCode: m.merchantCode, languages: m.languages as { enabled: string[]; default?: string } })),
  { brands: onlyBrands, screens: onlyScreens, languages, viewports: onlyViewports },
).filter((s) => !filter || filter(s));
if (!shots.length) {
  console.log('matrix:visual: nothing to shoot (no brand or screen is affected).');
  process.exit(0);
}

const tmp = mkdtempSync(join(tmpdir(), 'matrix-visual-'));
const started = performance.now();
let server: ReturnType<typeof spawn> | undefined;
const stop = () => {
  server?.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
  rmSync(join(repoRoot, `dist-matrix-visual-${process.pid}`), { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  // The private build lives in the repo (ignored as /dist-*/), not in the OS temp folder: the build may run
  // compiled code that resolves packages from node_modules next to it.
  const ownDist = join(repoRoot, `dist-matrix-visual-${process.pid}`);
  let dist = argValue(argv, '--dist') ? resolve(argValue(argv, '--dist')!) : ownDist;
  if (!argv.includes('--no-build') || !existsSync(dist)) {
    if (argv.includes('--no-build')) dist = ownDist;
    const t = performance.now();
    execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'scripts/build-brands.ts'), '--brands-dir', brandsDir, '--out-dir', dist], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(`built ${ids.length} brands in ${Math.round(performance.now() - t)} ms`);
  }
  const port = await new Promise<number>((res, rej) => {
    server = spawn(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [
        join(repoRoot, 'scripts/start.ts'),
        '--all',
        '--no-build',
        '--port',
        argValue(argv, '--port') ?? '0',
        '--brands',
        brandsDir,
        '--dist',
        dist,
        '--data',
        join(tmp, 'sandbox'),
        '--fresh',
      ],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        // The platform's clock stands still at the pages' moment (deterministic "today"; see fixed-clock.mjs).
        env: {
          ...process.env,
          MATRIX_FIXED_TIME: FIXED_TIME.toISOString(),
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(repoRoot, 'scripts/lib/matrix-visual/fixed-clock.mjs')).href}`.trim(),
        },
      },
    );
    let out = '';
    const take = (d: Buffer) => {
      out += d.toString();
      const m = /serving http:\/\/\S+?:(\d+)\//.exec(out);
      if (m) res(Number(m[1]));
    };
    server.stdout!.on('data', take);
    server.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    server.on('exit', (code) => rej(new Error(`the server stopped (${code}): ${out.slice(-2000)}`)));
  });
  rmSync(join(reportDir, 'shots'), { recursive: true, force: true });
  console.log(`browser: ${chromiumVersion()}`);
  console.log(`shooting ${shots.length} pictures on ${lanes} lane(s) against http://<brand>.localhost:${port}/ …`);
  // Each picture is compared with its baseline as soon as it is taken (PNG decoding overlaps the browser's work).
  prepareReport(reportDir);
  const approvals = readApprovals(baselineDir);
  const byKey = new Map<string, Entry>();
  await shootAll(shots, {
    server: `http://127.0.0.1:${port}`,
    port,
    outDir: join(reportDir, 'shots'),
    lanes,
    localesDir: join(repoRoot, 'locales'),
    log: (l) => console.log(l),
    onShot: (s) => byKey.set(s.key, evaluateShot(s, baselineDir, reportDir, approvals)),
  });
  const durationMs = Math.round(performance.now() - started);
  const entries = shots.map((s) => byKey.get(shotKey(s))).filter((e): e is Entry => !!e);
  const commit = (() => {
    try {
      return git('rev-parse', 'HEAD').trim();
    } catch {
      return undefined;
    }
  })();
  writeReport(
    reportDir,
    entries,
    {
      title: pair ? `Visual matrix: ${pair.a} vs ${pair.b}` : 'Visual brand matrix',
      generatedAt: new Date().toISOString(),
      chromium: chromiumVersion(),
      commit,
      scope,
      durationMs,
      lanes,
    },
    pair,
  );
  const count = (s: string) => entries.filter((e) => e.status === s).length;
  const changedBrands = [...new Set(entries.filter((e) => e.status === 'changed').map((e) => e.brand))];
  const unstable = entries.filter((e) => e.note);
  console.log(
    `\n${entries.length} pictures in ${Math.round(durationMs / 1000)} s: ${count('same')} as approved, ${count('changed')} changed${changedBrands.length ? ` (${changedBrands.join(', ')})` : ''}, ${count('new')} without baseline, ${count('not-baselined')} second-language`,
  );
  for (const e of unstable) console.log(`  note: ${e.key}: ${e.note}`);
  console.log(`report: ${shownPath(join(reportDir, 'index.html'))}${pair ? ` and ${shownPath(join(reportDir, `diff-${pair.a}-${pair.b}.html`))}` : ''}`);
} catch (err) {
  console.error(`matrix:visual failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  stop();
}
