/**
 * Every non-EN catalog chunk is complete: keys it lacks are filled from EN at
 * load (dev) or compile (build) time, key by key. So the runtime downloads only
 * the active language's chunk (src/i18n/catalogs.ts) and never a second one
 * for fallback, and react-intl never shows a raw key for a language that is
 * only partly translated.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const catalogFile = /[\\/]locales[\\/]([A-Z]{2}(?:-[A-Z]{2})?)\.json$/;

/** Pure: the catalog with EN's missing keys added, its own translations kept. */
export function withFallback(catalog: Record<string, string>, en: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...catalog };
  for (const [key, text] of Object.entries(en)) if (!(key in out)) out[key] = text;
  return out;
}

export function localeFallback(fallback = 'EN'): Plugin {
  return {
    name: 'portal:locale-fallback',
    // Before vite:json turns the file into a module: we work on the JSON text.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      const m = catalogFile.exec(file);
      if (!m || m[1] === fallback) return null;
      const enPath = join(dirname(file), `${fallback}.json`);
      this.addWatchFile(enPath);
      const en = JSON.parse(readFileSync(enPath, 'utf8')) as Record<string, string>;
      const own = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(withFallback(own, en)), map: null };
    },
  };
}
