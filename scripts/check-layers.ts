/**
 * Layering, checked on RESOLVED paths (not on the text of an import, which
 * `../../../app` or a relative hop between features slips past): every import,
 * re-export and dynamic import() under src/ is resolved to the file it names,
 * and both ends are placed in a layer. Run by `npm run check`; the planted
 * violations of tests/unit/check-layers.test.ts keep it honest.
 *
 * The layers and their ranks: scripts/lib/layers.ts (the one source; .oxlintrc.json is generated from it).
 *
 * Also: nothing under src/ imports the sandbox, scripts or tests, and only
 * src/api talks HTTP (the `ky` package).
 *
 * Features have ONE declared entry (src/features/<name>/entry.ts): the only
 * file of a feature that src/app and main.tsx may import. An entry lists what
 * app composes (lazy page and widget loaders, the few stores and hooks the
 * shell uses) and is not a barrel: no `export *`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { LAYER_RANK, PACKAGE_OWNERS, THROUGH_ENTRY, TYPE_ONLY, mayImport } from './lib/layers';

/** A feature's declared entry: src/features/<name>/entry(.ts|.tsx), as resolved (with or without extension). */
export function isFeatureEntry(path: string): boolean {
  return /^src\/features\/[^/]+\/entry(\.tsx?)?$/.test(path);
}

export interface Violation {
  file: string;
  line: number;
  spec: string;
  rule: string;
}

interface Place {
  layer: string;
  /** features/<name> for a feature, else the layer. */
  unit: string;
}

/** Where a path (relative to the tree root, forward slashes) sits; null outside src/. */
export function placeOf(path: string): Place | null {
  const parts = path.split('/');
  if (parts[0] !== 'src') return null;
  if (parts.length === 2) return { layer: /^main(\.tsx?)?$/.test(parts[1]) ? 'main' : 'root', unit: parts[1] };
  const layer = parts[1];
  if (layer === 'features') return { layer, unit: `features/${parts[2] ?? ''}` };
  return { layer, unit: layer };
}

interface ImportRef {
  spec: string;
  line: number;
  typeOnly: boolean;
}

/** Import and re-export specifiers, dynamic import()s and side-effect imports of a source text. */
/** Comments out (keeping line breaks, so line numbers stay right); strings are left alone. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const lineOf = (code: string, i: number) => code.slice(0, i).split('\n').length;

export function importsOf(text: string): ImportRef[] {
  const code = withoutComments(text);
  const refs: ImportRef[] = [];
  const lineAt = (i: number) => lineOf(code, i);
  const statement = /\b(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(statement)) {
    const clause = m[3];
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const allTyped = braces
      ? braces[1]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => s.startsWith('type '))
      : false;
    refs.push({ spec: m[4], line: lineAt(m.index), typeOnly: Boolean(m[2]) || allTyped });
  }
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) refs.push({ spec: m[1], line: lineAt(m.index), typeOnly: false });
  for (const m of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) refs.push({ spec: m[1], line: lineAt(m.index), typeOnly: false });
  return refs;
}

/** The file an import names, relative to the tree root ('@/x' is src/x); null for a package. */
export function resolveSpec(fromFile: string, spec: string): string | null {
  if (spec.startsWith('@/'))
    return normalize(join('src', spec.slice(2)))
      .split(sep)
      .join('/');
  if (spec.startsWith('.'))
    return normalize(join(dirname(fromFile), spec))
      .split(sep)
      .join('/');
  return null;
}

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** Every layering violation of one file (path relative to the tree root). */
export function checkFile(file: string, text: string): Violation[] {
  const from = placeOf(file);
  if (!from) return [];
  const out: Violation[] = [];
  if (isFeatureEntry(file)) {
    const code = withoutComments(text);
    for (const m of code.matchAll(/\bexport\s+\*/g)) {
      out.push({ file, line: lineOf(code, m.index), spec: '*', rule: 'a feature entry lists what app composes: no `export *` (entries are not barrels)' });
    }
  }
  for (const ref of importsOf(text)) {
    const add = (rule: string) => out.push({ file, line: ref.line, spec: ref.spec, rule });
    const target = resolveSpec(file, ref.spec);
    if (target === null) {
      const owner = PACKAGE_OWNERS[packageName(ref.spec)];
      if (owner && owner !== from.layer) add(`only src/${owner} may import '${packageName(ref.spec)}'`);
      continue;
    }
    const to = placeOf(target);
    if (!to) {
      add(`src/ never imports outside src/ (${target})`);
      continue;
    }
    if (to.unit === from.unit) continue;
    if (from.layer === 'features' && to.layer === 'features') {
      add(`features never import each other (${from.unit} -> ${to.unit}): move the shared piece down, let src/app compose`);
      continue;
    }
    const a = LAYER_RANK[from.layer];
    const b = LAYER_RANK[to.layer];
    if (a === undefined || b === undefined) {
      if (to.layer !== 'root' && from.layer !== 'root') add(`unknown layer (${from.layer} -> ${to.layer}): add it to LAYER_RANK`);
      continue;
    }
    if (!mayImport(from.layer, to.layer)) {
      add(`${from.layer} (rank ${a}) may not import ${to.layer} (rank ${b}): imports go down only`);
      continue;
    }
    if (to.layer === 'features' && THROUGH_ENTRY.has(from.layer) && !isFeatureEntry(target)) {
      add(`${from.layer} reaches a feature only through its entry (${to.unit}/entry.ts), not ${target}`);
      continue;
    }
    if (TYPE_ONLY[from.layer]?.includes(to.layer) && !ref.typeOnly) add(`${from.layer} may import ${to.layer} for types only (import type)`);
  }
  return out;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mts)$/.test(name)) out.push(path);
  }
  return out;
}

/** Checks every source file under `<root>/src`. */
export function checkTree(root: string): Violation[] {
  return walk(join(root, 'src')).flatMap((path) => checkFile(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? join(import.meta.dirname, '..');
  const violations = checkTree(root);
  for (const v of violations) console.error(`${v.file}:${v.line}: '${v.spec}': ${v.rule}`);
  if (!violations.length) console.log('check-layers: every import goes down the layers');
  process.exit(violations.length ? 1 : 0);
}
