/**
 * Catalog coverage, as pure functions: which message keys the source uses, and
 * which catalogs lack which keys. Interface languages must be complete; the
 * others are filled from EN at build (scripts/vite/locale-fallback.ts), so for
 * them coverage is information, not a failure.
 */
export type Catalog = Record<string, string>;

export interface KeyUse {
  key: string;
  file: string;
  line: number;
}

/** String literals that look like message keys: namespaced, dotted, starting lowercase. */
const keyLiteral = /['"`]([a-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g;

const patterns: RegExp[] = [
  // intl.formatMessage({ id: 'a.b' }) and ({ id: cond ? 'a.b' : 'a.c' }): every literal in the id expression.
  /formatMessage\(\s*\{\s*id\s*:\s*([^,}]+)/g,
  // <FormattedMessage id="a.b" />, id={'a.b'}, id={cond ? 'a' : 'b'}
  /<FormattedMessage\b[^>]*?\bid\s*=\s*(\{[^}]*\}|"[^"]*"|'[^']*')/g,
  // Props and fields that carry a key: messageKey: 'error.x', labelId: 'auth.y', titleKey = 'z.w'
  /\b\w*(?:Id|Key)\s*[:=]\s*([^,;)}\n]+)/g,
  // §8 catalogue keys, wherever they are written (tables of codes → keys).
  /(['"]error\.[A-Za-z0-9_]+['"])/g,
];

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function usedKeys(files: { path: string; text: string }[]): Map<string, KeyUse> {
  const out = new Map<string, KeyUse>();
  for (const { path, text } of files) {
    for (const re of patterns) {
      for (const m of text.matchAll(re)) {
        for (const lit of m[1].matchAll(keyLiteral)) {
          if (!out.has(lit[1])) out.set(lit[1], { key: lit[1], file: path, line: lineAt(text, m.index ?? 0) });
        }
      }
    }
  }
  return out;
}

export interface LanguageCoverage {
  code: string;
  required: boolean;
  present: number;
  /** Keys EN has that this catalog lacks. */
  missing: string[];
  /** Keys this catalog has that EN does not (stale or misspelt). */
  extra: string[];
}

export interface CoverageReport {
  languages: LanguageCoverage[];
  enKeys: number;
  used: number;
  /** Used in src/ but absent from EN: the page would show the raw key. */
  usedMissingFromEn: KeyUse[];
  failures: string[];
}

export function coverage(catalogs: Record<string, Catalog>, required: readonly string[], used: Map<string, KeyUse>, fallback = 'EN'): CoverageReport {
  const en = catalogs[fallback] ?? {};
  const enKeys = Object.keys(en);
  const languages = Object.keys(catalogs)
    .sort((a, b) => Number(required.includes(b)) - Number(required.includes(a)) || a.localeCompare(b))
    .map((code) => {
      const own = catalogs[code];
      return {
        code,
        required: required.includes(code),
        present: enKeys.filter((k) => k in own).length,
        missing: enKeys.filter((k) => !(k in own)),
        extra: Object.keys(own).filter((k) => !(k in en)),
      };
    });
  const usedMissingFromEn = [...used.values()].filter((u) => !(u.key in en)).sort((a, b) => a.key.localeCompare(b.key));
  const failures: string[] = [];
  for (const l of languages.filter((x) => x.required && x.missing.length))
    failures.push(
      `${l.code} misses ${l.missing.length} key${l.missing.length === 1 ? '' : 's'} that EN has: ${l.missing.slice(0, 8).join(', ')}${l.missing.length > 8 ? ', …' : ''} (add them with npm run locales:add)`,
    );
  for (const u of usedMissingFromEn)
    failures.push(`${u.key} is used in ${u.file}:${u.line} but EN has no such key: add it with npm run locales:add, in all seven interface languages`);
  for (const code of required.filter((c) => !(c in catalogs))) failures.push(`locales/${code}.json is missing: an interface language needs a complete catalog`);
  return { languages, enKeys: enKeys.length, used: used.size, usedMissingFromEn, failures };
}

export function coverageTable(r: CoverageReport): string {
  const pct = (n: number) => (r.enKeys ? `${Math.floor((n / r.enKeys) * 100)}%` : '—');
  const lines = ['language  keys      coverage  note'];
  for (const l of r.languages) {
    const note = l.required ? (l.missing.length ? `MISSING ${l.missing.length}` : 'complete') : 'falls back to EN key by key';
    lines.push(
      `${l.code.padEnd(9)} ${`${l.present}/${r.enKeys}`.padEnd(9)} ${pct(l.present).padEnd(9)} ${note}${l.extra.length ? ` (+${l.extra.length} not in EN)` : ''}`,
    );
  }
  lines.push('', `src/ uses ${r.used} keys; ${r.usedMissingFromEn.length} of them missing from EN.`);
  return lines.join('\n');
}

/**
 * Texts that are the same in every language because they are names, not sentences: products, apps and codes
 * a player knows by their English name. Anything else an interface language leaves in English is untranslated.
 */
export const SAME_AS_ENGLISH: ReadonlySet<string> = new Set(['Google Authenticator', 'iPhone / iPad', 'LINE ID', 'Total bonus']);

/** A sentence or a phrase (two words or more, placeholders aside), as opposed to a name or a code. */
const isPhrase = (text: string) => (text.replace(/\{[^}]*\}/g, '').match(/\p{L}{2,}/gu) ?? []).length >= 2;

/** Keys an interface language leaves in English where the English is a phrase: `CODE: key ("text")`. */
export function untranslated(catalogs: Record<string, Catalog>, languages: readonly string[], fallback = 'EN'): string[] {
  const en = catalogs[fallback] ?? {};
  return languages
    .filter((code) => code !== fallback)
    .flatMap((code) =>
      Object.entries(catalogs[code] ?? {})
        .filter(([key, text]) => text === en[key] && isPhrase(text) && !SAME_AS_ENGLISH.has(text))
        .map(
          ([key, text]) =>
            `${code}: ${key} is still the English "${text}": translate it (or add the name to SAME_AS_ENGLISH in scripts/lib/brand/locale-coverage.ts)`,
        ),
    );
}
