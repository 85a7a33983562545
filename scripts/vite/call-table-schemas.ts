/**
 * Browser builds only: the call table (src/api/endpoints.ts) without its schema titles. The rows name each call's
 * request and answer schemas for the sandbox, docs/openapi.json and the types; the portal's client never reads them
 * at run time (its types come from them at compile time), and as strings they cost the entry chunk about 0.7 KB gzip.
 */
import type { Plugin } from 'vite';

const TABLE_START = 'export const endpoints = {';

/** Pure: the table's source with every row's `body: '…'` and `value: '…'` removed (the rest of the file as it is). */
export function withoutSchemaTitles(source: string): string {
  const start = source.indexOf(TABLE_START);
  if (start < 0) return source;
  const end = source.indexOf('} as const', start);
  if (end < 0) return source;
  const table = source.slice(start, end).replace(/\b(?:body|value): '[A-Za-z0-9]+',?\s*/g, '');
  return source.slice(0, start) + table + source.slice(end);
}

export function callTableWithoutSchemas(): Plugin {
  let ssr = false;
  return {
    name: 'portal:call-table-without-schemas',
    apply: (_, { command, isSsrBuild, mode }) => command === 'build' && !isSsrBuild && mode !== 'test',
    enforce: 'pre',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    transform(code, id) {
      if (ssr || !id.replace(/\\/g, '/').endsWith('/src/api/endpoints.ts')) return null;
      return { code: withoutSchemaTitles(code), map: null };
    },
  };
}
