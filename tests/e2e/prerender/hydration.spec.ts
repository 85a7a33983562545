import { expect, test, type Page } from '@playwright/test';
import { accounts, brand, brands, brandUrl, resetSandbox, signInContext } from '../support/sandbox';
import { prerenderedLobbies } from '../support/prerendered';

/**
 * Issue 26: every pre-rendered page of every brand (home and each lobby it shows), in light and in dark, is
 * hydrated, not replaced: React adopts the page's own elements, with no hydration mismatch (React 19 reports one
 * through onRecoverableError, which src/app/bootstrap/mount.tsx logs as a console error) and no other console
 * error or warning; platform data arrives after and fills the page.
 */
test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

/** Playwright's own notice (playwright.config.ts blocks service workers), not the portal's. */
const HARNESS = /^Service Worker registration blocked by Playwright/;
/** The sandbox's deliberately missing game images (the lobby tiles fall back; tests/e2e/shell/helpers.ts lists them too). */
const FIXTURE_404 = /\/sandbox-assets\/missing\//;

/** Every console error or warning and page error, as text. */
function watchConsole(page: Page): string[] {
  const out: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !HARNESS.test(m.text()) && !FIXTURE_404.test(m.location().url))
      out.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => out.push(`pageerror: ${String(e)}`));
  return out;
}

/** Marks the elements the HTML arrived with, before any script runs, so the test can tell adopted from re-created. */
const MARK_SERVER_ELEMENTS = () => {
  if (window.top !== window) return;
  sessionStorage.setItem('index_notice', '1'); // no home notice popup: it opens late and is not what this checks
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { __prerendered: boolean }).__prerendered = Boolean(document.getElementById('root')?.hasAttribute('data-prerendered'));
    for (const el of document.querySelectorAll('#root header, #root aside, #root main, #root footer')) el.setAttribute('data-from-html', '');
  });
};

/** The regions are hydrated: React owns the very elements the HTML brought (no region was rendered afresh). */
async function hydrated(page: Page): Promise<void> {
  // A page whose pre-render was empty (a brand that sends visitors from home to /login) is rendered, not hydrated.
  if (!(await page.evaluate(() => (window as unknown as { __prerendered: boolean }).__prerendered))) return;
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const regions = [...document.querySelectorAll('#root header, #root aside, #root main, #root footer')];
    const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    return Boolean(root && !root.inert && regions.length > 0 && regions.every(owned));
  });
  const fresh = await page.evaluate(() =>
    [...document.querySelectorAll('#root header, #root aside, #root main, #root footer')]
      .filter((el) => !el.hasAttribute('data-from-html'))
      .map((el) => el.tagName),
  );
  expect(fresh, 'regions re-created instead of hydrated').toEqual([]);
}

for (const b of brands()) {
  const paths = ['/', ...prerenderedLobbies(b.id).map((p) => p.path)];
  for (const mode of ['light', 'dark'] as const) {
    test(`${b.id}, ${mode}: every pre-rendered page hydrates without a mismatch or a console message`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await context.addInitScript((m) => window.top === window && localStorage.setItem('theme', m), mode);
      await context.addInitScript(MARK_SERVER_ELEMENTS);
      const messages = watchConsole(page);
      for (const path of paths) {
        await page.goto(brandUrl(b.id, path));
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // The theme switch (when the brand shows one) comes to say the visitor's theme, not the brand's default the
        // HTML had (right after hydration, as a transition).
        for (const toggle of await page.getByTestId('theme-toggle').all()) await expect(toggle).toHaveAttribute('aria-pressed', String(mode === 'dark'));
        // Platform data arrives after hydration and fills the page (the page skeleton gives way).
        await expect(page.locator('#main [data-skeleton]')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        expect(messages, `console on ${path}`).toEqual([]);
      }
    });
  }
}

test('/ of lotus-vn: hydration shifts nothing, and the first banner shows before the app is asked for', async ({ page, context }) => {
  await context.addInitScript(() => {
    if (window.top !== window) return;
    sessionStorage.setItem('index_notice', '1');
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await context.addInitScript(MARK_SERVER_ELEMENTS);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/wps/system/status') || url.pathname.startsWith('/wps/system/banners')) asked.push(url.pathname + url.search);
    if (/\/assets\/app-[^/]+\.js$/.test(url.pathname)) asked.push('app chunk');
  });
  // The app chunk is held until the pre-rendered banner box is checked.
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const messages = watchConsole(page);
  await page.goto(brandUrl('lotus-vn', '/'));
  // The banner is painted into the pre-rendered box (as its background: the box's markup stays what hydration expects).
  await expect(page.locator('#root[inert] [data-banner-placeholder]')).toHaveCSS('background-image', /url\(/);
  await expect.poll(() => asked).toContain('app chunk');
  releaseApp();
  await hydrated(page);
  // What hydrating moved (platform data arriving later, e.g. a menu's categories, is another matter).
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThanOrEqual(0.02);
  await expect(page.getByTestId('banner-slot')).toBeVisible();
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // public/first-requests.js asked from <head>; the API client took its answers instead of asking again.
  expect(asked.filter((a) => a !== 'app chunk')).toEqual(['/wps/system/status', '/wps/system/banners?groupName=w_home']);
  expect(asked.indexOf('app chunk')).toBe(2);
  expect(messages).toEqual([]);
});

test('a signed-in player on / never sees the pre-rendered "Log in" buttons, then gets the live header', async ({ page, request }) => {
  await signInContext(page, request, brand('lotus-vn').merchantCode, accounts.member.username);
  // What the first paint would show: the pre-rendered page's visibility as the HTML finishes parsing (before any module runs).
  await page.context().addInitScript(() => {
    if (window.top !== window) return;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      const w = window as unknown as { __shellAtParse: string };
      w.__shellAtParse = root?.hasAttribute('data-prerendered') && root.firstElementChild ? getComputedStyle(root).visibility : 'none';
    });
  });
  const messages = watchConsole(page);
  await page.goto(brandUrl('lotus-vn', '/'));
  const atParse = await page.evaluate(() => (window as unknown as { __shellAtParse: string }).__shellAtParse);
  expect(['hidden', 'none']).toContain(atParse);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('login')).toHaveCount(0);
  expect(messages).toEqual([]);
});
