/**
 * Every non-EN catalog chunk is complete: keys it lacks are filled from EN at
 * load (dev) or compile (build) time, key by key. So the runtime downloads only
 * the active language's chunk (src/i18n/catalogs.ts) and never a second one
 * for fallback, and react-intl never shows a raw key for a language that is
 * only partly translated.
 *
 * In a production build the catalogs' ICU messages are also precompiled to ASTs
 * (react-intl's "Advanced usage"), so the bundle ships without the ICU parser
 * (scripts/vite/intl-no-parser.ts). Dev and vitest keep plain strings and the
 * parser: a catalog edit shows up as it is written.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { isLanguageCode, languageInfo } from '../../src/i18n/languages.ts';
import { isPlainText } from './intl-no-parser.ts';

const catalogFile = /[\\/]locales[\\/]([A-Z]{2}(?:-[A-Z]{2})?)\.json$/;

/** Pure: the catalog with EN's missing keys added, its own translations kept. */
export function withFallback(catalog: Record<string, string>, en: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...catalog };
  for (const [key, text] of Object.entries(en)) if (!(key in out)) out[key] = text;
  return out;
}

type Parse = (message: string, opts?: { locale?: Intl.Locale }) => unknown[];

/**
 * The parser react-intl itself runs (resolved from react-intl, not whatever
 * version another tool hoisted), so the AST matches the runtime's reader.
 */
export function runtimeIcuParse(): Parse {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  const parserEntry = fromReactIntl.resolve('@formatjs/icu-messageformat-parser');
  // The parser is ESM-only; require() of ESM works from Node 20.19 (engines).
  return (fromReactIntl(parserEntry) as { parse: Parse }).parse;
}

/**
 * Pure (given `parse`): every message with ICU syntax as its ICU AST; plain text stays a string. A message the
 * parser refuses fails the build with its key, instead of failing at run time.
 *
 * Why not all ASTs: the catalog chunk is one object literal, and the browser evaluates it on the main thread as
 * the app starts. 999 ASTs (nested arrays and objects) took about 8 ms on a fast desktop against about 1 ms for
 * strings; 861 of them are plain text, which react-intl returns as they are (and the build's literal-only
 * parser, scripts/vite/intl-no-parser.ts, reads where it must).
 */
export function precompile(catalog: Record<string, string>, code: string, parse: Parse): Record<string, string | unknown[]> {
  const locale = new Intl.Locale(isLanguageCode(code) ? languageInfo(code).bcp47 : 'en');
  const out: Record<string, string | unknown[]> = {};
  for (const [key, text] of Object.entries(catalog)) {
    let ast: unknown[];
    try {
      ast = parse(text, { locale });
    } catch (err) {
      throw new Error(`locales/${code}.json: "${key}" is not a valid ICU message (${(err as Error).message}): ${JSON.stringify(text)}`);
    }
    out[key] = isPlainText(text) ? text : ast;
  }
  return out;
}

export function localeFallback(fallback = 'EN'): Plugin {
  let compileToAst = false;
  let parse: Parse | null = null;
  return {
    name: 'portal:locale-fallback',
    // Before vite:json turns the file into a module: we work on the JSON text.
    enforce: 'pre',
    configResolved(config) {
      compileToAst = config.command === 'build';
    },
    transform(code, id) {
      const file = id.split('?')[0];
      const m = catalogFile.exec(file);
      if (!m) return null;
      let catalog = JSON.parse(code) as Record<string, string>;
      if (m[1] !== fallback) {
        const enPath = join(dirname(file), `${fallback}.json`);
        this.addWatchFile(enPath);
        catalog = withFallback(catalog, JSON.parse(readFileSync(enPath, 'utf8')) as Record<string, string>);
      } else if (!compileToAst) {
        return null;
      }
      if (!compileToAst) return { code: JSON.stringify(catalog), map: null };
      parse ??= runtimeIcuParse();
      return { code: JSON.stringify(precompile(catalog, m[1], parse)), map: null };
    },
  };
}
