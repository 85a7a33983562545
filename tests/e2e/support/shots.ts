import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumExecutable, QUIET_CHROMIUM_ARGS } from '../../../scripts/lib/chromium';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the screenshot scripts (tests/e2e/<area>/shots.ts, support/shoot.ts: pictures for a person
 * to look at, not tests) share: Chromium with the suite's flags, a context at one width and theme
 * (signed in when given a token), and a brand's merchant code and default-language catalogue.
 */
export function launchShotBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: [...QUIET_CHROMIUM_ARGS] });
}

/**
 * A context `width` px wide (844 px high on a phone, 900 on a desktop unless `height` says), reduced motion,
 * without the notice popup; in `theme` and signed in with `token` when given.
 */
export async function shotContext(browser: Browser, o: { width: number; height?: number; theme?: string; token?: string }): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: o.width, height: o.height ?? (o.width < 600 ? 844 : 900) }, reducedMotion: 'reduce' });
  await ctx.addInitScript(
    ([theme, token]) => {
      if (window.top !== window) return; // init scripts run in every frame; game frames have no storage
      if (theme) localStorage.setItem('theme', theme);
      sessionStorage.setItem('index_notice', '1');
      if (token) sessionStorage.setItem('token', token);
    },
    [o.theme ?? '', o.token ?? ''] as const,
  );
  return ctx;
}

/** A new page of `ctx` and the page and console errors it shows (printed with each shot). */
export async function shotPage(ctx: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { page, errors };
}

/** Saves the screenshot `name` into `out` and prints its name with the errors seen so far. */
export async function saveShot(page: Page, out: string, name: string, errors: string[], fullPage = false): Promise<void> {
  await page.screenshot({ path: join(out, name), fullPage });
  console.log(name, errors.length ? `ERRORS: ${errors.join(' | ')}` : 'ok');
}

/** A session token for `account` from the sandbox's QA switch of the server on `port`. */
export async function sandboxToken(port: string | number, merchantCode: string, account: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/__sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: merchantCode, account }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A brand's merchant code and the message catalogue of its default language (for names as a user reads them). */
export function brandCatalog(id: string): { merchantCode: string; catalog: Record<string, string> } {
  const root = join(import.meta.dirname, '..', '..', '..');
  const brand = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8')) as { merchantCode: string; languages: { default: string } };
  const catalog = JSON.parse(readFileSync(join(root, 'locales', `${brand.languages.default}.json`), 'utf8')) as Record<string, string>;
  return { merchantCode: brand.merchantCode, catalog };
}

/** Opens the member-centre page `key` from the open centre's menu, by the name the brand's catalogue gives it. */
export async function openCentrePage(page: Page, catalog: Record<string, string>, key: string): Promise<void> {
  const button = page.getByTestId('member-centre').getByRole('button', { name: catalog[`memberCentre.page.${key}`], exact: true });
  await button.first().click();
}
