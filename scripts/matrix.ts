/**
 * npm run matrix                      all brands side by side: Markdown on stdout,
 *                                     and dist/matrix/{matrix.json,matrix.md,index.html}
 * npm run matrix -- --diff <a> <b>    only the keys that differ between two brands
 * npm run matrix -- --since <ref>     what changed under brands/ since a git ref
 * Options: --brands-dir <dir>, --out <dir> (default dist/matrix).
 */
import { execFileSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import type { BrandConfig } from '../src/brand/brand-config.generated.ts';
import type { ResolvedBrandConfig } from '../src/brand/brand-config.ts';
import { argValue } from './lib/brand/args.ts';
import { formatFinding, isBrandFolder, TEMPLATE_FOLDER } from './lib/brand/check.ts';
import { diffBrandSets, diffManifests, showValue } from './lib/brand/diff.ts';
import { checkBrandsDir, defaultBrandsDir, readBrandSources, repoRoot } from './lib/brand/load.ts';
import { changesMarkdown } from './lib/brand/matrix.ts';
import { writeMatrix } from './lib/brand/matrix-files.ts';
import { resolveManifest } from './lib/brand/schema.ts';

const argv = process.argv.slice(2);
const brandsDir = resolve(argValue(argv, '--brands-dir') ?? process.env.BRANDS_DIR ?? defaultBrandsDir);
const outDir = resolve(argValue(argv, '--out') ?? join(repoRoot, 'dist', 'matrix'));

function die(message: string): never {
  console.error(`matrix: ${message}`);
  process.exit(1);
}

if (argv.includes('--since')) since(argValue(argv, '--since') ?? die('--since needs a git ref, e.g. --since HEAD~3'));

const { findings, brands } = checkBrandsDir(brandsDir);
if (findings.length) {
  for (const f of findings) console.error(formatFinding(f));
  die('the brands above have problems; fix them (npm run brands:check) to see the matrix');
}
const resolved = new Map<string, ResolvedBrandConfig>(brands.map((b) => [b.source.folder, resolveManifest(b.manifest as BrandConfig)]));
const real = [...resolved.keys()].filter(isBrandFolder).sort();

if (argv.includes('--diff')) {
  const i = argv.indexOf('--diff');
  const [a, b] = [argv[i + 1], argv[i + 2]];
  if (!a || !b || a.startsWith('--') || b.startsWith('--')) die('--diff needs two brand ids, e.g. --diff lotus-vn siam-star');
  for (const id of [a, b]) if (!resolved.has(id)) die(`no brand "${id}"; brands are ${real.join(', ')} (and ${TEMPLATE_FOLDER})`);
  process.stdout.write(changesMarkdown(a, b, diffManifests(resolved.get(a) as never, resolved.get(b) as never)));
  process.exit(0);
}

const md = writeMatrix(
  outDir,
  brandsDir,
  real.map((id) => resolved.get(id)!),
  resolved.get(TEMPLATE_FOLDER),
);
process.stdout.write(md);
console.error(`\nwrote ${relative(process.cwd(), outDir) || '.'}/matrix.json, matrix.md and index.html`);

function since(ref: string): never {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    die(`"${ref}" is not a git commit here`);
  }
  const rel = relative(repoRoot, brandsDir).split('\\').join('/');
  const read = (list: string[], show: (id: string) => string) => {
    const out = new Map<string, Record<string, unknown>>();
    for (const id of list.filter(isBrandFolder)) {
      try {
        out.set(id, JSON.parse(show(id)) as Record<string, unknown>);
      } catch {
        out.set(id, { '(unreadable brand.json)': true });
      }
    }
    return out;
  };
  let oldIds: string[] = [];
  try {
    oldIds = git('ls-tree', '--name-only', `${ref}:${rel}`).split('\n').filter(Boolean);
  } catch {
    // brands/ did not exist at that commit: every brand is new.
  }
  const before = read(oldIds, (id) => git('show', `${ref}:${rel}/${id}/brand.json`));
  // Read as written (not validated): --since must work while a manifest is still broken.
  const now = new Map(readBrandSources(brandsDir).map((s) => [s.folder, s.text]));
  const after = read([...now.keys()], (id) => now.get(id) ?? '');
  const report = diffBrandSets(before, after);
  const lines = [`# Brands changed since ${ref}`, ''];
  for (const id of report.added) lines.push(`- added: **${id}**`);
  for (const id of report.removed) lines.push(`- removed: **${id}**`);
  for (const { id, changes } of report.changed) {
    lines.push('', `## ${id}`, '', '| key | before | now |', '|---|---|---|');
    for (const c of changes) lines.push(`| ${c.path} | ${showValue(c.before, c.path)} | ${showValue(c.after, c.path)} |`);
  }
  if (!report.added.length && !report.removed.length && !report.changed.length) lines.push('No brand changed.');
  console.log(lines.join('\n'));
  process.exit(0);
}
