/**
 * Screenshots of the record pages to look at (not a test):
 *   npx tsx tests/e2e/records/shots.ts <port> <out-dir> [brand …]
 * Each brand × light/dark × 390/1280 × the four record pages, logged in as player01
 * (EXPAND=1: with the first row's detail open).
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [port = '4332', out = '/tmp/shots/records', ...brandIds] = process.argv.slice(2);
const brands = brandIds.length ? brandIds : ['lotus-vn', 'siam-star'];
const root = join(import.meta.dirname, '..', '..', '..');
mkdirSync(out, { recursive: true });
const pages = ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails'];
const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(exe) ? exe : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
for (const id of brands) {
  const brand = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8')) as { merchantCode: string; languages: { default: string } };
  const catalog = JSON.parse(readFileSync(join(root, 'locales', `${brand.languages.default}.json`), 'utf8')) as Record<string, string>;
  const res = await fetch(`http://127.0.0.1:${port}/__sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant: brand.merchantCode, account: 'player01' }),
  });
  const { token } = (await res.json()) as { token: string };
  for (const theme of ['light', 'dark']) {
    for (const width of [390, 1280]) {
      const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
      await ctx.addInitScript(
        ([t, tok]) => {
          localStorage.setItem('theme', t!);
          sessionStorage.setItem('index_notice', '1');
          sessionStorage.setItem('token', tok!);
        },
        [theme, token],
      );
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`http://${id}.localhost:${port}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: catalog['shell.account.menu'] }).click();
      await page.getByRole('menuitem', { name: catalog['shell.account.bettingRecord'] }).click();
      const centre = page.getByTestId('member-centre');
      for (const key of pages) {
        await centre.getByRole('button', { name: catalog[`memberCentre.page.${key}`], exact: true }).first().click();
        await centre.locator('[data-testid="records-table"]:not([aria-busy])').first().waitFor();
        await page.waitForTimeout(300);
        if (process.env.EXPAND) await centre.getByRole('button', { name: catalog['records.details'] }).first().click();
        const name = `${id}-${key}-${theme}-${width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: false });
        console.log(name, errors.length ? `ERRORS: ${errors.join(' | ')}` : 'ok');
      }
      await ctx.close();
    }
  }
}
await browser.close();
