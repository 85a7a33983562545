/**
 * Serve built brands with the sandbox platform behind the same origin.
 *
 *   npm start -- [--brand <id>] [--port 5173] [--data .data/sandbox] [--fresh] [--no-build] [--api <url>] [--profile <id>]
 *   npx tsx scripts/start.ts --all [--port <n>] …   (every built brand, chosen by Host)
 *
 * Host → brand: an exact domain of brands/<id>/brand.json, or `<id>.localhost`,
 * else the --brand one (the first brand alphabetically by default).
 * `--api <url>` points the served bundles at another platform without
 * rebuilding: the brand-config JSON's api.baseUrl and the CSP connect-src of
 * index.html are rewritten as they are served.
 * `--profile <id>` has the sandbox play platforms/<id>.json (its paths, methods and field names); brands built to
 * speak to it name the same profile in brand.json (api.profile).
 */
import { parseArgs } from 'node:util';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, createReadStream } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSandbox, API_PREFIXES } from '../sandbox/server';
import { readMerchants, type MerchantInfo } from '../sandbox/merchants';
import { readMirrors } from '../sandbox/lines';
import { refusal } from '../sandbox/envelope';
import { securityHeaders } from './lib/brand/nginx';
import { CONTENT_TYPES } from './lib/content-types';
import { loadProfile } from './lib/contract/profiles';
import { serveGamesOn } from '../sandbox/game-origin';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    all: { type: 'boolean', default: false },
    port: { type: 'string', default: '5173' },
    data: { type: 'string', default: join(root, '.data/sandbox') },
    fresh: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    api: { type: 'string' },
    brands: { type: 'string', default: join(root, 'brands') },
    dist: { type: 'string', default: join(root, 'dist') },
    profile: { type: 'string' },
  },
});

const brandsDir = resolve(values.brands);
const distDir = resolve(values.dist);
const dataDir = resolve(values.data);
const merchants = readMerchants(brandsDir);
if (!merchants.length) {
  console.error(`no brands in ${brandsDir}`);
  process.exit(1);
}
const found = values.brand ? merchants.find((m) => m.brandId === values.brand) : merchants[0];
if (!found) {
  console.error(`no brand "${values.brand}" in ${brandsDir} (have: ${merchants.map((m) => m.brandId).join(', ')})`);
  process.exit(1);
}
const chosen: MerchantInfo = found;
if (values.api && !/^https?:\/\//.test(values.api)) {
  console.error('--api takes an http(s) URL, e.g. --api https://staging.example.com/');
  process.exit(1);
}

if (!values['no-build']) {
  const args = [
    'tsx',
    join(root, 'scripts/build-brands.ts'),
    ...(values.all ? [] : ['--brand', chosen.brandId]),
    '--brands-dir',
    brandsDir,
    '--out-dir',
    distDir,
  ];
  execFileSync('npx', args, { stdio: 'inherit', cwd: root });
}
if (values.fresh) rmSync(dataDir, { recursive: true, force: true });

const served = values.all ? merchants : [chosen];
const missing = served.filter((m) => !existsSync(join(distDir, m.brandId, 'index.html')));
if (missing.length === served.length) {
  console.error(`nothing built in ${distDir} for ${served.map((m) => m.brandId).join(', ')}: run \`npm run build\` or drop --no-build`);
  process.exit(1);
}
for (const m of missing) console.warn(`warning: ${m.brandId} is not built (${join(distDir, m.brandId)}); its hosts get the first built brand`);
const builtBrands = served.filter((m) => !missing.includes(m));

/** A brand's mirror hosts (sandbox/lines.ts): its lines, served like its domains. */
const mirrors = readMirrors(brandsDir);
const mirrorOf = (m: MerchantInfo, name: string) =>
  (mirrors.get(m.brandId) ?? []).some((p) => (p.startsWith('*.') ? name.endsWith(p.slice(1)) && name.length > p.length - 1 : name === p));

function brandFor(host: string | undefined): MerchantInfo {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return (
    builtBrands.find((m) => m.domains.includes(name) || `${m.brandId}.localhost` === name || mirrorOf(m, name)) ??
    (builtBrands.includes(chosen) ? chosen : builtBrands[0]!)
  );
}

/** Text assets are sent gzipped when the browser accepts it, as the production nginx config does (cached per file). */
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);
const gzipCache = new Map<string, Buffer>();
function gzipped(file: string): Buffer {
  let gz = gzipCache.get(file);
  if (!gz) {
    gz = gzipSync(readFileSync(file));
    gzipCache.set(file, gz);
  }
  return gz;
}

/**
 * A page file with --api applied, and its gzip: read and compressed once per file (the bundle does not change while
 * serving). Pages are sent gzipped like the assets: nginx compresses text/html whenever `gzip on`, and a
 * pre-rendered page (markup, critical CSS, brand config) is 35-45 KB raw against 7-9 KB gzipped, all of it ahead of
 * the first banner on a phone's connection.
 */
const pageCache = new Map<string, { html: string; gz: Buffer }>();
function pageHtml(file: string): { html: string; gz: Buffer } {
  let page = pageCache.get(file);
  if (page === undefined) {
    let html = readFileSync(file, 'utf8');
    if (values.api) html = pointAt(html, values.api);
    html = html.replace(/frame-src ([^;"]*)/, (_all, sources: string) => `frame-src ${withLocalGames(sources)}`);
    page = { html, gz: gzipSync(html) };
    pageCache.set(file, page);
  }
  return page;
}
const indexHtml = (brandId: string) => pageHtml(join(distDir, brandId, 'index.html'));
const acceptsGzip = (req: { headers: Record<string, string | string[] | undefined> }) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function pointAt(html: string, api: string): string {
  const origin = new URL(api).origin;
  const withConfig = html.replace(/(<script[^>]*id="brand-config"[^>]*>)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
    const config = JSON.parse(json) as { api?: { baseUrl?: string } };
    config.api = { ...config.api, baseUrl: api };
    // Keep the JSON inert inside <script>: no "</script>" or "<!--" can appear.
    return open + JSON.stringify(config).replace(/</g, '\\u003c') + close;
  });
  return withConfig.replace(/connect-src ([^;"]*)/, (_all, sources: string) => `connect-src ${sources.trim()} ${origin}`);
}

/** The brand config a served index.html carries (after --api): what its CSP header is computed from. */
function servedConfig(brandId: string): { api: { baseUrl: string }; domains: string[]; mirrors: string[]; features: Record<string, boolean> } {
  const json = /<script[^>]*id="brand-config"[^>]*>([\s\S]*?)<\/script>/.exec(indexHtml(brandId).html)?.[1];
  const config = (json ? JSON.parse(json) : {}) as { api?: { baseUrl?: string }; domains?: string[]; mirrors?: string[]; features?: Record<string, boolean> };
  return { api: { baseUrl: config.api?.baseUrl ?? '/' }, domains: config.domains ?? [], mirrors: config.mirrors ?? [], features: config.features ?? {} };
}
/**
 * The sandbox's demo games answer on this server's second port (sandbox/game-origin.ts), over http: the served pages'
 * frame-src (meta and header) allows that port on this server's host names, besides the brand's https: vendors.
 */
let gamePort = 0;
const withLocalGames = (sources: string) =>
  `${sources.trim()} ${['127.0.0.1', 'localhost', '*.localhost', ...merchants.flatMap((m) => m.domains)].map((h) => `http://${h}:${gamePort}`).join(' ')}`;
const headerCache = new Map<string, [string, string][]>();
/** The production nginx headers (scripts/lib/brand/nginx.ts): CSP with frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy, HSTS. */
function brandHeaders(brandId: string): [string, string][] {
  let h = headerCache.get(brandId);
  if (!h) {
    h = securityHeaders(servedConfig(brandId)).map(([k, v]): [string, string] =>
      k === 'Content-Security-Policy' ? [k, v.replace(/frame-src ([^;]*)/, (_all, sources: string) => `frame-src ${withLocalGames(sources)}`)] : [k, v],
    );
    headerCache.set(brandId, h);
  }
  return h;
}

/** Hosts this server answers: loopback names, <id>.localhost and the brands' domains. Any other Host (DNS rebinding) is refused. */
const knownHosts = new Set(['127.0.0.1', 'localhost', '[::1]', ...merchants.flatMap((m) => [...m.domains, `${m.brandId}.localhost`])]);
const hostName = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

// npm start is the QA and e2e server: the sandbox's QA switches are on (they refuse cross-site calls).
const app = await buildSandbox({ dataDir, brandsDir, qa: true, profile: values.profile ? loadProfile(values.profile) : null });

app.addHook('onRequest', (req, reply, done) => {
  const name = hostName(req.headers.host);
  if (knownHosts.has(name) || merchants.some((m) => mirrorOf(m, name))) return done();
  void reply
    .code(421)
    .type('text/plain; charset=utf-8')
    .send(`Unknown host: this server answers ${[...knownHosts].join(', ')}`);
});

app.get('/*', async (req, reply) => {
  const path = decodeURIComponent(req.url.split('?')[0]!);
  if (API_PREFIXES.some((p) => path.startsWith(p))) return reply.code(404).send(refusal('NOT_FOUND', `No such endpoint: ${req.method} ${path}`));
  const brand = brandFor(req.headers.host);
  for (const [k, v] of brandHeaders(brand.brandId)) reply.header(k, v);
  const base = join(distDir, brand.brandId);
  const file = normalize(join(base, path));
  if (file.startsWith(base + sep) && existsSync(file) && statSync(file).isFile() && !file.endsWith(`${sep}index.html`)) {
    const immutable = path.startsWith('/assets/');
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    if (compressible.has(extname(file)) && acceptsGzip(req)) {
      return reply
        .header('content-encoding', 'gzip')
        .header('vary', 'accept-encoding')
        .type(CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
        .send(gzipped(file));
    }
    return reply.type(CONTENT_TYPES[extname(file)] ?? 'application/octet-stream').send(createReadStream(file));
  }
  // History-mode fallback: any other path is the app, dots and all (/promotions/a.b), as nginx's try_files answers;
  // a missing /assets/ file or a missing file of a served type stays a 404, not HTML.
  if (path.startsWith('/assets/') || (extname(path) !== '.html' && extname(path) in CONTENT_TYPES)) return reply.code(404).send('Not found');
  // A pre-rendered route (dist/<id>/live/index.html …) is its own page; any other path is index.html.
  const routeFile = routePage(base, path);
  const page = routeFile ? pageHtml(routeFile) : indexHtml(brand.brandId);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  return acceptsGzip(req) ? reply.header('content-encoding', 'gzip').send(page.gz) : reply.send(page.html);
});

/**
 * The pre-rendered page of a navigation path, as nginx's `try_files $uri $uri/index.html /index.html` finds it:
 * `<path>/index.html` (`/live` and `/live/index.html` → live/index.html); none for home (index.html is the fallback).
 */
function routePage(base: string, path: string): string | null {
  const file = normalize(join(base, path.replace(/\/index\.html$/, ''), 'index.html'));
  if (file === join(base, 'index.html') || !file.startsWith(base + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const address = await app.listen({ host: '127.0.0.1', port: Number(values.port) });
// The real port (with --port 0 the system picks one).
const port = Number(new URL(address).port);
// The vendors' demo games: the same app on a second port (any free one), so a game is another origin of the same site.
const games = createServer((req, res) => app.server.emit('request', req, res));
await new Promise<void>((listening) => games.listen(0, '127.0.0.1', listening));
gamePort = (games.address() as AddressInfo).port;
serveGamesOn(port, gamePort);
console.log(
  values.all
    ? `serving ${builtBrands.map((m) => `http://${m.brandId}.localhost:${port}/`).join(' ')} (sandbox at http://127.0.0.1:${port}/__sandbox/health)`
    : `serving ${chosen.brandId} at http://127.0.0.1:${port}/ (sandbox behind the same origin${values.api ? `; API → ${values.api}` : ''})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void Promise.all([app.close(), new Promise((closed) => games.close(closed))]).then(() => process.exit(0)));
