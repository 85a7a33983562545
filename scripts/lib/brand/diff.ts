/**
 * Brand diffs for QA: two manifests → the JSON paths whose values differ,
 * each with both values. microdiff finds the differences; arrays of plain
 * values (languages, domains, categories) are compared whole, because
 * "languages.enabled: [TY, EN] → [TH, EN]" reads better than "[0]: TY → TH".
 */
import microdiff from 'microdiff';
import { formatPath, type JsonPath } from './json-source.ts';

export interface Change {
  path: string;
  /** undefined: absent on that side. */
  before: unknown;
  after: unknown;
}

type Json = Record<string, unknown>;

const isPlain = (v: unknown) => v === null || typeof v !== 'object';
const isScalarArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.every(isPlain);

function at(obj: unknown, path: JsonPath): unknown {
  let cur = obj;
  for (const seg of path) cur = cur == null ? undefined : (cur as Record<string | number, unknown>)[seg];
  return cur;
}

/** Leaf paths of a value: an object created or removed whole is listed key by key. */
function leaves(value: unknown, path: JsonPath): [JsonPath, unknown][] {
  if (value && typeof value === 'object' && !isScalarArray(value) && Object.keys(value).length)
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(value) ? Number(k) : k]));
  return [[path, value]];
}

export function diffManifests(a: Json, b: Json, ignore: readonly string[] = ['$schema']): Change[] {
  const strip = (m: Json) => Object.fromEntries(Object.entries(m).filter(([k]) => !ignore.includes(k)));
  const [left, right] = [strip(a), strip(b)];
  const out = new Map<string, Change>();
  for (const d of microdiff(left, right)) {
    // Collapse to the outermost array of plain values on the path, if any.
    let path: JsonPath = d.path;
    for (let i = 1; i <= d.path.length; i++) {
      const prefix = d.path.slice(0, i);
      if (isScalarArray(at(left, prefix)) || isScalarArray(at(right, prefix))) {
        path = prefix;
        break;
      }
    }
    for (const [p] of leaves(at(left, path) ?? at(right, path), path)) {
      const key = formatPath(p);
      if (!out.has(key)) out.set(key, { path: key, before: at(left, p), after: at(right, p) });
    }
  }
  return [...out.values()].sort((x, y) => x.path.localeCompare(y.path));
}

export interface SinceReport {
  added: string[];
  removed: string[];
  changed: { id: string; changes: Change[] }[];
}

/** What changed across the brands folder between two snapshots (id → manifest). */
export function diffBrandSets(before: Map<string, Json>, after: Map<string, Json>): SinceReport {
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
  const report: SinceReport = { added: [], removed: [], changed: [] };
  for (const id of ids) {
    const [a, b] = [before.get(id), after.get(id)];
    if (!a) report.added.push(id);
    else if (!b) report.removed.push(id);
    else {
      const changes = diffManifests(a, b);
      if (changes.length) report.changed.push({ id, changes });
    }
  }
  return report;
}

/** A value as QA reads it; `path` lets an absent feature switch say what absence means. */
export function showValue(v: unknown, path = ''): string {
  if (v === undefined) return path.startsWith('features.') ? '(absent: server decides)' : '(absent)';
  if (Array.isArray(v)) return `[${v.map((x) => showValue(x)).join(', ')}]`;
  if (v && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
