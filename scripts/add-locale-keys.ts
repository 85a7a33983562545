/**
 * Merge new message keys into every catalog in locales/, keeping keys sorted.
 *   npm run locales:add -- path/to/keys.json
 * where keys.json is { "feature.key": { "EN": "…", "CN": "…", "TY": "…", … } }.
 * Languages not given for a key fall back to EN at build time, key by key.
 * Several people (or helpers) may add keys at once: a lock file serialises them.
 */
import { readFileSync, writeFileSync, existsSync, openSync, closeSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { languageCodes } from '../src/i18n/languages';

const localesDir = join(import.meta.dirname, '..', 'locales');
const lockPath = join(localesDir, '.lock');

function withLock(run: () => void): void {
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lockPath, 'wx'));
      break;
    } catch {
      if (Date.now() - started > 20_000) throw new Error(`locales are locked (${lockPath}); remove it if no merge is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    run();
  } finally {
    unlinkSync(lockPath);
  }
}

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run locales:add -- <keys.json>');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;

withLock(() => {
  for (const code of languageCodes) {
    const path = join(localesDir, `${code}.json`);
    const catalog: Record<string, string> = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
    for (const [key, byLang] of Object.entries(additions)) {
      if (byLang[code] !== undefined) catalog[key] = byLang[code];
    }
    const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(path, JSON.stringify(sorted, null, 2) + '\n');
  }
});
console.log(`merged ${Object.keys(additions).length} keys into ${languageCodes.length} catalogs`);
