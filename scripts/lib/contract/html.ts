/**
 * The readable reference: one self-contained HTML file with the document and Redoc's standalone bundle inline
 * (node_modules/redoc/bundles), so it opens from disk or any static host with no network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const BLANK_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** JSON or script text safe inside <script>: no `</script` or `<!--` can end or comment out the element. */
const inScript = (text: string): string => text.replace(/</g, '\\u003c');

export function referenceHtml(document: { info: { title: string; version: string } }): string {
  // The bundle's one fetched asset is the "API docs by Redocly" logo from its CDN: a blank image keeps the file offline.
  const redoc = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8').replace(REDOC_LOGO, BLANK_IMAGE);
  const title = `${document.info.title} ${document.info.version}`.replace(/[<>&"]/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="reference"></div>
<script id="openapi" type="application/json">${inScript(JSON.stringify(document))}</script>
<script>${redoc.replace(/<\/script/gi, '<\\/script')}</script>
<script>
Redoc.init(JSON.parse(document.getElementById('openapi').textContent), {
  expandResponses: '',
  jsonSampleExpandLevel: 1,
  schemaExpansionLevel: 0,
  hideDownloadButton: false,
  theme: { typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } } },
}, document.getElementById('reference'));
</script>
</body>
</html>
`;
}
