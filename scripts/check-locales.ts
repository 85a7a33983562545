/**
 * npm run locales:check [-- --json]
 * Coverage per language (keys present of EN's) and the keys src/ uses. Fails
 * (exit 1) when an interface language (CN EN ID PT TH VI TY) misses a key EN
 * has, when a key used in src/ is not in EN, or when a catalog file is missing
 * or not a flat object of strings, or when an interface language leaves a phrase in English.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { interfaceLanguages, languageCodes } from '../src/i18n/languages.ts';
import { coverage, coverageTable, untranslated, usedKeys, type Catalog } from './lib/brand/locale-coverage.ts';
import { repoRoot } from './lib/brand/load.ts';

const localesDir = join(repoRoot, 'locales');
const srcDir = join(repoRoot, 'src');
const json = process.argv.includes('--json');

const problems: string[] = [];
const catalogs: Record<string, Catalog> = {};
for (const code of languageCodes) {
  const path = join(localesDir, `${code}.json`);
  if (!existsSync(path)) {
    problems.push(`locales/${code}.json is missing: create it (it may start as {}), every language of §1 has a catalog`);
    continue;
  }
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not an object');
    const bad = Object.entries(data).filter(([, v]) => typeof v !== 'string');
    if (bad.length) problems.push(`locales/${code}.json: ${bad.map(([k]) => k).join(', ')} must be strings (catalogs are flat key → text)`);
    catalogs[code] = data as Catalog;
  } catch (err) {
    problems.push(`locales/${code}.json is not a JSON object: ${(err as Error).message}`);
  }
}

function sourceFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) && !/\.generated\.ts$/.test(name) ? [{ path: relative(repoRoot, p), text: readFileSync(p, 'utf8') }] : [];
  });
}

const report = coverage(catalogs, interfaceLanguages, usedKeys(sourceFiles(srcDir)));
const failures = [...problems, ...report.failures, ...untranslated(catalogs, interfaceLanguages)];
if (json) {
  console.log(JSON.stringify({ ok: failures.length === 0, ...report, failures }, null, 2));
} else {
  console.log(coverageTable(report));
  if (failures.length) {
    console.error('');
    for (const f of failures) console.error(`✗ ${f}`);
  } else console.log('locales ok: the seven interface languages are complete.');
}
process.exit(failures.length ? 1 : 0);
