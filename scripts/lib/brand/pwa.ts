/**
 * The installable app (PWA) of one brand, as pure text builders: the web app
 * manifest, the offline page, the service worker and its registration script.
 * The file-system side (icons, writing, the build hash) is in pwa-files.ts.
 */
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { languageInfo } from '../../../src/i18n/languages.ts';
import { escapeHtml } from './html.ts';
import { BOOT_SCRIPT } from './boot-script.ts';

/** Where the build puts the generated files, relative to dist/<id>/ (and so to the site root). */
export const PWA_FILES = {
  manifest: 'manifest.webmanifest',
  serviceWorker: 'sw.js',
  register: 'register-sw.js',
  offline: 'offline.html',
  icon192: 'pwa/icon-192.png',
  icon512: 'pwa/icon-512.png',
  maskable512: 'pwa/icon-maskable-512.png',
} as const;

/**
 * Paths the service worker never answers: the platform API and the sandbox's
 * own servers. They go to the network untouched (a cached balance or game list
 * would be wrong, and a cached POST impossible).
 */
export const NEVER_CACHED = ['/wps', '/lgw', '/__sandbox', '/sandbox-assets', '/sandbox-game', '/sandbox-lottery', '/sandbox-chat', '/TCG_PROD_IMAGES'];

/** Launchers show about 12 characters under an icon: the whole name when it fits, else whole words that fit, else a cut. */
export function shortName(name: string, max = 12): string {
  const trimmed = name.trim();
  if (trimmed.length <= max) return trimmed;
  let out = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  return out || trimmed.slice(0, max);
}

/** The colours the installed app uses: the same as the page's theme-color meta for the brand's default theme. */
export function appColours(brand: ResolvedBrandConfig): { theme: string; background: string } {
  const { palette } = brand.theme;
  return brand.theme.default === 'dark'
    ? { theme: palette.dark.surface, background: palette.dark.background }
    : { theme: palette.light.primary, background: palette.light.background };
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export function webManifest(brand: ResolvedBrandConfig, base = '/'): WebManifest {
  const lang = languageInfo(brand.languages.default);
  const colours = appColours(brand);
  return {
    id: base,
    name: brand.name,
    short_name: shortName(brand.name),
    lang: lang.bcp47,
    dir: lang.dir,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: [
      { src: `${base}${PWA_FILES.icon192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}${PWA_FILES.icon512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${base}${PWA_FILES.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The head tags index.html gets for the app: manifest, home-screen icon and the registration script. */
export function pwaHeadTags(base = '/'): string[] {
  return [
    `<link rel="manifest" href="${base}${PWA_FILES.manifest}">`,
    `<link rel="apple-touch-icon" href="${base}${PWA_FILES.icon192}">`,
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<script src="${base}${PWA_FILES.register}" defer></script>`,
  ];
}

export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/**
 * A page that needs nothing from the network: brand colours inline (the CSP
 * allows inline styles, and this one inline script by its hash: boot-script.ts), the logo from the precache, a retry link.
 */
export function offlinePage(brand: ResolvedBrandConfig, texts: OfflineTexts, base = '/'): string {
  const lang = languageInfo(brand.languages.default);
  const { light, dark } = brand.theme.palette;
  const font = brand.theme.fontFamily ?? 'system-ui, sans-serif';
  const radius = brand.theme.radius ?? 8;
  const vars = (p: typeof light) =>
    `--bg:${p.background};--surface:${p.surface};--text:${p.text};--muted:${p.textMuted};--border:${p.border};--primary:${p.primary};--on-primary:${p.onPrimary}`;
  // The same data-theme the app uses (the boot script: the stored choice, else the brand default), so the
  // offline page matches the theme the player last saw.
  const css = [
    `:root,[data-theme="light"]{${vars(light)};color-scheme:light}`,
    `[data-theme="dark"]{${vars(dark)};color-scheme:dark}`,
    `*{box-sizing:border-box}`,
    `body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font-family:${font}}`,
    `main{max-width:420px;width:100%;text-align:center;padding:32px 24px;background:var(--surface);border:1px solid var(--border);border-radius:${radius}px}`,
    `img{max-width:200px;height:56px;object-fit:contain}`,
    `h1{font-size:1.375rem;margin:20px 0 8px}`,
    `p{margin:0 0 24px;color:var(--muted);line-height:1.5}`,
    `a{display:inline-block;min-height:44px;padding:12px 24px;border-radius:${radius}px;background:var(--primary);color:var(--on-primary);font-weight:600;text-decoration:none}`,
    `a:focus-visible{outline:3px solid var(--text);outline-offset:2px}`,
  ].join('\n');
  const fill = (s: string) => escapeHtml(s.replace(/\{brand\}/g, brand.name));
  return `<!doctype html>
<html lang="${lang.bcp47}" dir="${lang.dir}" data-default-theme="${brand.theme.default}" data-theme="${brand.theme.default}">
<head>
<meta charset="utf-8">
<script>${BOOT_SCRIPT}</script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${appColours(brand).theme}">
<title>${fill(texts.title)} · ${escapeHtml(brand.name)}</title>
<style>${css}</style>
</head>
<body>
<main>
<img src="${escapeHtml(`${base}brand/${brand.assets.logo}`)}" alt="${escapeHtml(brand.name)}">
<h1>${fill(texts.title)}</h1>
<p>${fill(texts.body)}</p>
<a href="${base}">${fill(texts.retry)}</a>
</main>
</body>
</html>
`;
}

/** Same-origin files index.html loads (entry script, preloads, styles, icons, logo): the shell to precache. */
export function shellFiles(indexHtml: string, base = '/'): string[] {
  const found = new Set<string>();
  for (const m of indexHtml.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    const url = m[1].replace(/&amp;/g, '&');
    if (url.startsWith(base) && !url.startsWith('//')) found.add(url);
  }
  return [...found].sort();
}

/**
 * The service worker of one build. Its text carries the build hash, so a new
 * deploy is a new worker: it installs next to the old one, takes over at once
 * (skipWaiting + clients.claim) and deletes every older cache, so no page is
 * answered from a previous build's bundle. Pages are network-first (the offline
 * page when the network fails); hashed assets and brand files are cache-first;
 * the platform API is never touched.
 */
export function serviceWorker(opts: { brandId: string; buildHash: string; precache: string[]; base?: string }): string {
  const base = opts.base ?? '/';
  const cache = `shell-${opts.brandId}-${opts.buildHash}`;
  return `// Generated by npm run build (scripts/lib/brand/pwa.ts) for ${opts.brandId}, build ${opts.buildHash}.
const CACHE = ${JSON.stringify(cache)};
const PREFIX = ${JSON.stringify(`shell-${opts.brandId}-`)};
const PRECACHE = ${JSON.stringify(opts.precache)};
const OFFLINE = ${JSON.stringify(`${base}${PWA_FILES.offline}`)};
const NEVER = ${JSON.stringify(NEVER_CACHED.map((p) => `${base.replace(/\/$/, '')}${p}`))};
const CACHE_FIRST = ${JSON.stringify([`${base}assets/`, `${base}brand/`, `${base}pwa/`])};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((c) => c.addAll(PRECACHE.map((u) => new Request(u, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((p) => url.pathname === p || url.pathname.startsWith(p + '/'))) return;
  if (req.mode === 'navigate') {
    event.respondWith(fetch(req).catch(() => caches.match(OFFLINE, { cacheName: CACHE }).then((r) => r || Response.error())));
    return;
  }
  const cacheFirst = CACHE_FIRST.some((p) => url.pathname.startsWith(p)) || PRECACHE.includes(url.pathname);
  if (!cacheFirst) return;
  event.respondWith(
    caches.open(CACHE).then((c) =>
      c.match(req, { ignoreSearch: true }).then((hit) =>
        hit ||
        fetch(req).then((res) => {
          if (res.ok && url.pathname.startsWith(${JSON.stringify(`${base}assets/`)})) void c.put(req, res.clone());
          return res;
        }),
      ),
    ),
  );
});
`;
}

/** Registered after load, so the worker's precache never competes with the first paint. */
export function registerScript(base = '/'): string {
  return `// Generated by npm run build (scripts/lib/brand/pwa.ts).
if ('serviceWorker' in navigator) {
  addEventListener('load', function () {
    navigator.serviceWorker.register(${JSON.stringify(`${base}${PWA_FILES.serviceWorker}`)}, { scope: ${JSON.stringify(base)} }).catch(function () {});
  });
}
`;
}
