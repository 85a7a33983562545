/**
 * Production builds only: react-intl without its run-time ICU parser (about
 * 10 KB gzip of the first load), per react-intl's "Advanced usage". The
 * catalogs arrive precompiled to ASTs (scripts/vite/locale-fallback.ts), so the
 * parser has nothing left to do but one thing: `defaultMessage`, which some
 * features use to show a server's plain name (a region, a category) when no key
 * exists. That stays working through a literal-only `parse`: text without ICU
 * syntax becomes a one-literal AST, exactly what the real parser returns;
 * anything else throws, and react-intl shows the text verbatim (as it does for
 * a message the parser refuses).
 *
 * Also one copy each of intl-messageformat and @formatjs/fast-memoize:
 * lighthouse's older formatjs takes the top of node_modules, so npm nests
 * react-intl's and @formatjs/intl's copies separately and the bundle carried
 * both. Everything resolves from react-intl, the version the portal runs.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const SHIM_ID = '\0portal:icu-no-parser';

/** ICU syntax the literal-only parser refuses: arguments, tags, a quoted apostrophe. */
const ICU_SYNTAX = /[{}<]|''/;

/** Pure: what the literal-only parser accepts. */
export function isPlainText(message: string): boolean {
  return !ICU_SYNTAX.test(message);
}

export function intlNoParser(): Plugin {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  const messageFormat = fromReactIntl.resolve('intl-messageformat');
  const fromMessageFormat = createRequire(messageFormat);
  const parserEntry = fromMessageFormat.resolve('@formatjs/icu-messageformat-parser');
  const noParser = createRequire(parserEntry).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
  const memoize = fromMessageFormat.resolve('@formatjs/fast-memoize');
  return {
    name: 'portal:intl-no-parser',
    apply: 'build',
    enforce: 'pre',
    config() {
      return {
        resolve: {
          alias: [
            { find: /^intl-messageformat$/, replacement: messageFormat },
            { find: /^@formatjs\/fast-memoize$/, replacement: memoize },
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: SHIM_ID },
          ],
        },
      };
    },
    resolveId(id) {
      return id === SHIM_ID ? SHIM_ID : null;
    },
    load(id) {
      if (id !== SHIM_ID) return null;
      // A local `parse` shadows the one `export *` brings (ES modules: local exports win).
      return [
        `export * from ${JSON.stringify(noParser)};`,
        `const ICU_SYNTAX = ${String(ICU_SYNTAX)};`,
        'export function parse(message) {',
        '  if (ICU_SYNTAX.test(message)) throw new Error("ICU syntax in a message that was not precompiled: " + message);',
        '  return [{ type: 0, value: message }];',
        '}',
      ].join('\n');
    },
  };
}
