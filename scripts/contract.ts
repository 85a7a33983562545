/**
 * The contract as a document a platform team reads:
 *
 *   npm run contract [-- --out-dir dist] [--profile <id>]   → <out>/openapi.json and <out>/api-reference.html
 *   npm run contract -- --check                            → exit 1 when docs/openapi.json is stale
 *
 * Made from the one call table (src/api/endpoints.ts), schema/api/*.json, the query parameters
 * (scripts/lib/contract/queries.ts) and the error catalogue (src/api/errors.ts). docs/openapi.json is the
 * committed copy (the sandbox's own paths; `npm run schema:types` refreshes it too, and `npm run check` fails when
 * it is stale); with --profile the document shows that platform's paths instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { COMMITTED_DOCUMENT, contractDocument } from './lib/contract/document';
import { referenceHtml } from './lib/contract/html';
import { loadProfile } from './lib/contract/profiles';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: join(root, 'dist') },
    profile: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});

const committed = join(root, COMMITTED_DOCUMENT);
const profile = values.profile ? loadProfile(values.profile) : null;
const { document, text } = await contractDocument(profile);

if (values.check) {
  if (existsSync(committed) && readFileSync(committed, 'utf8') === text) process.exit(0);
  console.error(`${COMMITTED_DOCUMENT} is out of date with the contract (src/api/endpoints.ts, schema/api): run \`npm run contract\``);
  process.exit(1);
}

const outDir = resolve(values['out-dir']);
mkdirSync(outDir, { recursive: true });
const suffix = profile ? `-${profile.id}` : '';
writeFileSync(join(outDir, `openapi${suffix}.json`), text);
writeFileSync(join(outDir, `api-reference${suffix}.html`), referenceHtml(document as { info: { title: string; version: string } }));
if (!profile) writeFileSync(committed, text);
const calls = Object.values(document.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
const shown = (p: string) => relative(process.cwd(), p) || p;
console.log(
  `${calls} calls → ${shown(join(outDir, `openapi${suffix}.json`))}, ${shown(join(outDir, `api-reference${suffix}.html`))}${profile ? '' : `, ${shown(committed)}`}`,
);
