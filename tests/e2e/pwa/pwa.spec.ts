import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The installable app of every brand, including one scaffolded by `brand:new`
 * that nobody tuned (the holdout): its own build of a temporary brands
 * folder, served by scripts/start.ts on a free port. Chromium's own
 * installability verdict (CDP Page.getInstallabilityErrors) must be empty; the
 * worker registers, takes the page, and a second visit without network shows
 * the brand's offline page in its language.
 */
const HOLDOUT = 'holdout-pwa';
const tmp = mkdtempSync(join(tmpdir(), 'e2e-pwa-'));
const brandsDir = join(tmp, 'brands');
const outDir = join(tmp, 'dist');
let server: ChildProcess | undefined;
let port = 0;

interface Manifest {
  id: string;
  name: string;
  languages: { default?: string };
  theme: { default: 'light' | 'dark'; palette: Record<'light' | 'dark', { background: string; primary: string }> };
}
const brandIds = () =>
  readdirSync(brandsDir)
    .filter((d) => !d.startsWith('_'))
    .sort();
const manifestOf = (id: string) => JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')) as Manifest;
const catalog = (code: string) => JSON.parse(readFileSync(join('locales', `${code}.json`), 'utf8')) as Record<string, string>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cpSync('brands', brandsDir, { recursive: true });
  execFileSync('node_modules/.bin/tsx', ['scripts/new-brand.ts', HOLDOUT, '--brands-dir', brandsDir], { stdio: 'pipe' });
  execFileSync('node_modules/.bin/tsx', ['scripts/build-brands.ts', '--brands-dir', brandsDir, '--out-dir', outDir], { stdio: 'pipe' });
  server = spawn(
    'node_modules/.bin/tsx',
    ['scripts/start.ts', '--all', '--no-build', '--port', '0', '--brands', brandsDir, '--dist', outDir, '--data', join(tmp, 'data'), '--fresh'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving http:\/\/[^ ]+:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server!.on('exit', (code) => reject(new Error(`start.ts exited ${code}: ${out}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
});

/** A real profile: installability is never granted in an incognito (Playwright's default) context. */
async function profile(): Promise<BrowserContext> {
  const launch = test.info().project.use.launchOptions ?? {};
  return chromium.launchPersistentContext(join(tmp, `profile-${Math.random().toString(36).slice(2)}`), {
    ...launch,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 800 },
  });
}

test('the holdout brand was scaffolded into the build', () => {
  expect(brandIds()).toContain(HOLDOUT);
});

test('every brand is installable, works offline after one visit, and its worker never caches the platform API', async () => {
  test.setTimeout(180_000);
  const ctx = await profile();
  try {
    for (const id of brandIds()) {
      const brand = manifestOf(id);
      const page = await ctx.newPage();
      const origin = `http://${id}.localhost:${port}`;
      await page.goto(`${origin}/`);
      // Registered after load, activated and in control of the page (clients.claim), without a reload.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${origin}/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      const cdp = await ctx.newCDPSession(page);
      const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(app.url, id).toBe(`${origin}/manifest.webmanifest`);
      expect(app.errors, id).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(
        installabilityErrors.map((e) => e.errorId),
        id,
      ).toEqual([]);

      const webManifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<Record<string, unknown>>);
      expect(webManifest).toMatchObject({ name: brand.name, display: 'standalone', start_url: '/' });

      // Offline: a page of the app is the brand's offline page, in its default language.
      await ctx.setOffline(true);
      await page.goto(`${origin}/promotions`);
      const texts = catalog(brand.languages.default ?? 'EN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts['pwa.offline.title']);
      await expect(page.getByRole('link', { name: texts['pwa.offline.retry'] })).toHaveAttribute('href', '/');
      await expect(page.locator('main img')).toHaveJSProperty('complete', true);
      expect(await page.locator('main img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await ctx.setOffline(false);

      // What the worker cached: the shell of this build only, never a platform call.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(`${key} ${new URL(req.url).pathname}`);
        return urls;
      });
      expect(cached.length).toBeGreaterThan(5);
      expect(new Set(cached.map((u) => u.split(' ')[0])).size).toBe(1);
      for (const u of cached) expect(u).not.toMatch(/ \/(wps|lgw|__sandbox)\//);
      await page.close();
    }
  } finally {
    await ctx.close();
  }
});

test('/download shows the home-screen install guides for iOS and Android', async () => {
  const ctx = await profile();
  try {
    const page = await ctx.newPage();
    await page.goto(`http://${HOLDOUT}.localhost:${port}/download`);
    const en = catalog(manifestOf(HOLDOUT).languages.default ?? 'EN');
    await expect(page.getByRole('heading', { name: en['download.androidHome'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: en['download.ios'] })).toBeVisible();
    await expect(page.getByText(en['download.ios.step3'])).toBeVisible();
  } finally {
    await ctx.close();
  }
});
