/**
 * Screenshots of the record pages to look at (not a test):
 *   npx tsx tests/e2e/records/shots.ts <port> <out-dir> [brand …]
 * Each brand × light/dark × 390/1280 × the four record pages, logged in as player01
 * (EXPAND=1: with the first row's detail open).
 */
import { mkdirSync } from 'node:fs';
import { brandCatalog, launchShotBrowser, openCentrePage, sandboxToken, saveShot, shotContext, shotPage } from '../support/shots';

const [port = '4332', out = '/tmp/shots/records', ...brandIds] = process.argv.slice(2);
const brands = brandIds.length ? brandIds : ['lotus-vn', 'siam-star'];
mkdirSync(out, { recursive: true });
const pages = ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails'];
const browser = await launchShotBrowser();
for (const id of brands) {
  const { merchantCode, catalog } = brandCatalog(id);
  const token = await sandboxToken(port, merchantCode, 'player01');
  for (const theme of ['light', 'dark']) {
    for (const width of [390, 1280]) {
      const ctx = await shotContext(browser, { width, theme, token });
      const { page, errors } = await shotPage(ctx);
      await page.goto(`http://${id}.localhost:${port}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: catalog['shell.account.menu'] }).click();
      await page.getByRole('menuitem', { name: catalog['shell.account.bettingRecord'] }).click();
      const centre = page.getByTestId('member-centre');
      for (const key of pages) {
        await openCentrePage(page, catalog, key);
        await centre.locator('[data-testid="records-table"]:not([aria-busy])').first().waitFor();
        await page.waitForTimeout(300);
        if (process.env.EXPAND) await centre.getByRole('button', { name: catalog['records.details'] }).first().click();
        await saveShot(page, out, `${id}-${key}-${theme}-${width}.png`, errors);
      }
      await ctx.close();
    }
  }
}
await browser.close();
