/**
 * Approved baselines in the repo (tests/matrix-baselines/<brand>/<screen>-<theme>-<viewport>-<lang>.png,
 * the brand's default language only, PNG at maximum deflate) and their
 * approvals.json (who approved which pixels when, at which commit), the
 * comparison of a run against them, and writing the report folder.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Change } from '../brand/diff.ts';
import { compare, compressPng, pixelHash } from './compare.ts';
import { SCREENS, type ScreenId, type Shot } from './plan.ts';
import { indexPage, pairSheet, screenSheet, type Approval, type Entry, type ReportMeta } from './report.ts';

export const APPROVALS = 'approvals.json';

export interface ShotFile extends Shot {
  key: string;
  /** Absolute path of the picture just taken. */
  file: string;
  note?: string;
  ms?: number;
  /** Captures the picture needed (see shoot.ts). */
  attempts?: number;
}

export function readApprovals(baselineDir: string): Record<string, Approval> {
  const f = join(baselineDir, APPROVALS);
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Record<string, Approval>) : {};
}

function writeApprovals(baselineDir: string, approvals: Record<string, Approval>): void {
  mkdirSync(baselineDir, { recursive: true });
  const sorted = Object.fromEntries(Object.entries(approvals).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(baselineDir, APPROVALS), JSON.stringify(sorted, null, 2) + '\n');
}

export const baselineFile = (baselineDir: string, key: string) => join(baselineDir, `${key}.png`);

/** Empties the report's baseline/ and diff/ folders before a run's pictures are evaluated into it. */
export function prepareReport(reportDir: string): void {
  for (const sub of ['baseline', 'diff']) rmSync(join(reportDir, sub), { recursive: true, force: true });
}

/**
 * Compares one picture with its baseline and lays it out in the report folder:
 * shots/<key>.png (now), baseline/<key>.png and diff/<key>.png when changed.
 * Called as each picture is taken, so comparing overlaps with shooting.
 */
export function evaluateShot(s: ShotFile, baselineDir: string, reportDir: string, approvals: Record<string, Approval>): Entry {
  const rel = (sub: string) => `${sub}/${s.key}.png`;
  const image = join(reportDir, rel('shots'));
  if (image !== s.file) {
    mkdirSync(dirname(image), { recursive: true });
    copyFileSync(s.file, image);
  }
  const basePath = baselineFile(baselineDir, s.key);
  const base = existsSync(basePath) ? readFileSync(basePath) : undefined;
  const c = compare(readFileSync(image), base);
  const entry: Entry = {
    brand: s.brand,
    merchantCode: s.merchantCode,
    screen: s.screen,
    theme: s.theme,
    viewport: s.viewport,
    lang: s.lang,
    primaryLang: s.primaryLang,
    key: s.key,
    image: rel('shots'),
    status: c.status === 'new' && !s.primaryLang ? 'not-baselined' : c.status,
    changedPixels: c.changedPixels,
    width: c.width,
    height: c.height,
    boxes: c.boxes,
    approval: approvals[s.key],
    note: s.note,
    ms: s.ms,
    attempts: s.attempts,
  };
  if (c.status === 'changed' && base) {
    const out = join(reportDir, rel('baseline'));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, base);
    entry.baseline = rel('baseline');
    if (c.diffPng) {
      const d = join(reportDir, rel('diff'));
      mkdirSync(dirname(d), { recursive: true });
      writeFileSync(d, c.diffPng);
      entry.diff = rel('diff');
    }
  }
  return entry;
}

/** Every picture of a run against its baseline (see evaluateShot). */
export function evaluate(shots: ShotFile[], baselineDir: string, reportDir: string): Entry[] {
  const approvals = readApprovals(baselineDir);
  prepareReport(reportDir);
  return shots.map((s) => evaluateShot(s, baselineDir, reportDir, approvals));
}

export interface PairDiff {
  a: string;
  b: string;
  changes: Change[];
}

/** Writes index.html, one screen-<id>.html per screen, diff-<a>-<b>.html when asked, and results.json (what approve reads). */
export function writeReport(reportDir: string, entries: Entry[], meta: ReportMeta, pair?: PairDiff): string[] {
  mkdirSync(reportDir, { recursive: true });
  for (const f of readdirSync(reportDir)) if (/^(screen-.*|diff-.*)\.html$/.test(f)) rmSync(join(reportDir, f));
  const written = ['index.html'];
  let index = indexPage(entries, meta);
  if (pair) {
    const name = `diff-${pair.a}-${pair.b}.html`;
    writeFileSync(join(reportDir, name), pairSheet(pair.a, pair.b, pair.changes, entries, meta));
    written.push(name);
    index = index.replace('</h1>', `</h1><p><a href="${name}">${pair.a} vs ${pair.b}: side by side with the config diff</a></p>`);
  }
  writeFileSync(join(reportDir, 'index.html'), index);
  for (const s of SCREENS) {
    if (!entries.some((e) => e.screen === s.id)) continue;
    writeFileSync(join(reportDir, `screen-${s.id}.html`), screenSheet(s.id, entries, meta));
    written.push(`screen-${s.id}.html`);
  }
  writeFileSync(join(reportDir, 'results.json'), JSON.stringify({ meta, pair, entries }, null, 2) + '\n');
  return written;
}

export interface ApproveFilter {
  brands?: string[];
  screens?: ScreenId[];
  /** Also keep baselines of the second language (off: baselines stay small). */
  allLanguages?: boolean;
}

/**
 * Accepts the current pictures of the last run (results.json in the report
 * folder) as the new baselines: copies them, recompressed, into the baseline
 * folder and records who approved which pixels when. Returns the keys approved.
 */
export function approve(reportDir: string, baselineDir: string, filter: ApproveFilter, who: { by: string; at: string; commit?: string }): string[] {
  const results = JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8')) as { entries: Entry[] };
  const approvals = readApprovals(baselineDir);
  const approved: string[] = [];
  for (const e of results.entries) {
    if (filter.brands && !filter.brands.includes(e.brand)) continue;
    if (filter.screens && !filter.screens.includes(e.screen)) continue;
    if (!e.primaryLang && !filter.allLanguages) continue;
    const png = readFileSync(join(reportDir, e.image));
    const pixels = pixelHash(png);
    const target = baselineFile(baselineDir, e.key);
    // Unchanged pixels keep their approval (and file): approving twice changes nothing in git.
    if (approvals[e.key]?.pixels === pixels && existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, compressPng(png));
    approvals[e.key] = { pixels, approvedBy: who.by, approvedAt: who.at, commit: who.commit };
    approved.push(e.key);
  }
  writeApprovals(baselineDir, approvals);
  return approved;
}

/** Re-evaluates the last run against the (new) baselines and rewrites the report: after approve, approved cells are green. */
export function refreshReport(reportDir: string, baselineDir: string): Entry[] {
  const results = JSON.parse(readFileSync(join(reportDir, 'results.json'), 'utf8')) as { meta: ReportMeta; pair?: PairDiff; entries: Entry[] };
  const shots: ShotFile[] = results.entries.map((e) => ({ ...e, file: join(reportDir, e.image) }));
  const entries = evaluate(shots, baselineDir, reportDir);
  writeReport(reportDir, entries, results.meta, results.pair);
  return entries;
}

/** Total bytes and files under the baseline folder (the README reports it). */
export function baselineSize(baselineDir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n.endsWith('.png')) {
        files++;
        bytes += statSync(p).size;
      }
    }
  };
  walk(baselineDir);
  return { files, bytes };
}

export const shownPath = (p: string) => relative(process.cwd(), p) || '.';
