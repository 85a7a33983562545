import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/brand/brand-config.generated';
import type { ResolvedBrandConfig } from '../../src/brand/brand-config';
import { writePwaFiles } from '../../scripts/lib/brand/pwa-files';
import { NEVER_CACHED, PWA_FILES, serviceWorker, shortName, webManifest } from '../../scripts/lib/brand/pwa';
import { resolveManifest } from '../../scripts/lib/brand/schema';
import { stampIndexHtml, templateMarkers } from '../../scripts/lib/brand/stamp';

/**
 * The installable-app files the build writes per brand (scripts/lib/brand/pwa*.ts):
 * written for real into a temporary folder from the real brand manifests, then
 * read back as a browser would (JSON, PNG, HTML), plus the service worker run
 * against a fake Cache Storage to show what it keeps, deletes and never touches.
 */
const tmp = mkdtempSync(join(tmpdir(), 'pwa-build-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const template = `<!doctype html><html lang="${templateMarkers.lang}" dir="${templateMarkers.dir}" data-default-theme="${templateMarkers.defaultTheme}" data-variants="${templateMarkers.variants}"><head>${templateMarkers.bootScript}${templateMarkers.brandHead}<title>${templateMarkers.title}</title><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" href="/assets/mount-def456.js"></head><body></body></html>`;
const brandOf = (id: string) => resolveManifest(JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandConfig);
const catalog = (code: string) => JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Record<string, string>;

async function build(brand: ResolvedBrandConfig, name = brand.id, shared = ['assets/index-abc123.js', 'assets/mount-def456.js']) {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), stampIndexHtml(template, brand, { base: '/', csp: true, pwa: true }));
  const result = await writePwaFiles({ brand, brandSrc: join('brands', brand.id), dir, sharedFiles: shared, cacheDir: join(tmp, 'icon-cache') });
  return { dir, result, read: (f: string) => readFileSync(join(dir, f)) };
}

describe('PWA files per brand', () => {
  const ids = readdirSync('brands').filter((d) => !d.startsWith('_'));

  it.each(ids)('%s: manifest from the palette and default language, icons 192/512 as real PNGs, linked from index.html', async (id) => {
    const brand = brandOf(id);
    const { read } = await build(brand);
    const m = JSON.parse(read(PWA_FILES.manifest).toString()) as ReturnType<typeof webManifest>;
    const mode = brand.theme.default;
    expect(m.name).toBe(brand.name);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(m.background_color).toBe(brand.theme.palette[mode].background);
    expect(m.theme_color).toBe(mode === 'dark' ? brand.theme.palette.dark.surface : brand.theme.palette.light.primary);
    const html = read('index.html').toString();
    expect(m.lang).toBe(/<html lang="([^"]+)"/.exec(html)![1]);
    expect(m.dir).toBe(/ dir="([^"]+)"/.exec(html)![1]);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<script src="/register-sw.js" defer></script>');
    for (const icon of m.icons) {
      const png = PNG.sync.read(read(icon.src.slice(1)));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // Not blank: the favicon was drawn (some opaque pixel), and the maskable one is full-bleed background.
      const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
      expect(alpha(png.width / 2, png.height / 2)).toBeGreaterThan(0);
      if (icon.purpose === 'maskable') expect(alpha(0, 0)).toBe(255);
    }
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it("writes the offline page in the brand's default language and colours, loading only precached files", async () => {
    const brand = brandOf('siam-star');
    const { read } = await build(brand, 'siam-offline');
    const page = read(PWA_FILES.offline).toString();
    const th = catalog('TH');
    expect(page).toContain('<html lang="th" dir="ltr" data-default-theme="dark" data-theme="dark">');
    expect(page).toContain(`<h1>${th['pwa.offline.title']}</h1>`);
    expect(page).toContain(th['pwa.offline.body'].replace('{brand}', brand.name));
    expect(page).toContain(brand.theme.palette.dark.background);
    expect(page).toContain(brand.theme.palette.light.primary);
    const sw = read(PWA_FILES.serviceWorker).toString();
    for (const url of page.matchAll(/(?:src|href)="(\/[^"]*)"/g)) if (url[1] !== '/') expect(sw, url[1]).toContain(`"${url[1]}"`);
  });

  it('renders each icon once: a rebuild and a brand with the same favicon hit the content-hash cache', async () => {
    const brand = brandOf('lotus-vn');
    const first = await build(brand, 'lotus-a');
    const again = await build(brand, 'lotus-b');
    expect(again.result.iconsRendered).toBe(0);
    expect(first.read(PWA_FILES.icon512).equals(again.read(PWA_FILES.icon512))).toBe(true);
    // A palette change alters the maskable icon's background only.
    const recoloured = {
      ...brand,
      name: 'Recoloured',
      theme: { ...brand.theme, palette: { ...brand.theme.palette, light: { ...brand.theme.palette.light, background: '#000001' } } },
    };
    const other = await build(recoloured, 'lotus-c');
    expect(other.result.iconsRendered).toBe(1);
  });

  it('versions the worker by the build: another chunk or another index.html is another hash', async () => {
    const brand = brandOf('pearl-ph');
    const a = await build(brand, 'pearl-a');
    const b = await build(brand, 'pearl-b');
    const c = await build(brand, 'pearl-c', ['assets/index-abc123.js', 'assets/mount-999999.js']);
    expect(a.result.buildHash).toBe(b.result.buildHash);
    expect(c.result.buildHash).not.toBe(a.result.buildHash);
    expect(c.read(PWA_FILES.serviceWorker).toString()).toContain(`shell-pearl-ph-${c.result.buildHash}`);
  });

  it('short names keep whole words', () => {
    expect(shortName('Siam Star')).toBe('Siam Star');
    expect(shortName('Lotus Vietnam')).toBe('Lotus');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
  });
});

/** A minimal service-worker world: Cache Storage in memory, fetch that can be switched off. */
function runWorker(source: string, origin = 'https://brand.example') {
  const stores = new Map<string, Map<string, Response>>();
  const listeners: Record<string, (e: unknown) => void> = {};
  let online = true;
  const fetched: string[] = [];
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const s = stores.get(name)!;
    const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, origin).pathname;
    return {
      addAll: async (reqs: Request[]) => Promise.all(reqs.map(async (r) => s.set(key(r), await fakeFetch(r)))),
      put: async (r: Request, res: Response) => void s.set(key(r), res),
      match: async (r: Request | string) => s.get(key(r))?.clone(),
      keys: async () => [...s.keys()],
    };
  };
  const fakeFetch = async (r: Request | string) => {
    const url = typeof r === 'string' ? r : r.url;
    fetched.push(new URL(url, origin).pathname);
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(`body of ${new URL(url, origin).pathname}`, { status: 200 });
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (n: string) => stores.delete(n),
    match: async (r: string, o: { cacheName: string }) => (await open(o.cacheName)).match(r),
  };
  const self = {
    location: new URL(origin),
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  // Relative URLs resolve against the worker's origin, as in a browser.
  const FakeRequest = class {
    url: string;
    constructor(url: string) {
      this.url = new URL(url, origin).href;
    }
  };
  new Function('self', 'caches', 'fetch', 'Request', source)(self, caches, fakeFetch, FakeRequest);
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  const request = async (path: string, init: { mode?: string; method?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    const request = { url: origin + path, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.fetch({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    return answer ? { handled: true, text: await (await answer).text() } : { handled: false, text: '' };
  };
  return { stores, fetched, lifecycle, request, goOffline: () => (online = false) };
}

describe('the generated service worker', () => {
  const precache = ['/', '/assets/index-abc.js', '/offline.html', '/pwa/icon-192.png'];

  it('precaches the shell, and a new build deletes the previous build caches on activate', async () => {
    const w = runWorker(serviceWorker({ brandId: 'b', buildHash: 'new', precache }));
    w.stores.set('shell-b-old', new Map());
    w.stores.set('other-app-cache', new Map());
    await w.lifecycle('install');
    expect([...w.stores.get('shell-b-new')!.keys()].sort()).toEqual([...precache].sort());
    await w.lifecycle('activate');
    expect([...w.stores.keys()].sort()).toEqual(['other-app-cache', 'shell-b-new']);
  });

  it('never answers platform API calls or non-GET requests, so they are never cached', async () => {
    const w = runWorker(serviceWorker({ brandId: 'b', buildHash: 'h', precache }));
    await w.lifecycle('install');
    for (const p of NEVER_CACHED) expect((await w.request(`${p}/anything?x=1`)).handled, p).toBe(false);
    expect((await w.request('/assets/index-abc.js', { method: 'POST' })).handled).toBe(false);
    expect((await w.request('/wps/system/status')).handled).toBe(false);
    expect([...w.stores.get('shell-b-h')!.keys()].some((k) => /^\/(wps|lgw)/.test(k))).toBe(false);
  });

  it('pages are network-first with the offline page as fallback; hashed assets come from the cache', async () => {
    const w = runWorker(serviceWorker({ brandId: 'b', buildHash: 'h', precache }));
    await w.lifecycle('install');
    expect((await w.request('/promotions', { mode: 'navigate' })).text).toBe('body of /promotions');
    w.goOffline();
    expect((await w.request('/promotions', { mode: 'navigate' })).text).toBe('body of /offline.html');
    expect((await w.request('/assets/index-abc.js')).text).toBe('body of /assets/index-abc.js');
  });
});
