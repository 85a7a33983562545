/**
 * Screenshots to look at (not a test):
 *   npx tsx tests/e2e/support/shoot.ts <port> <out-dir> <brand>:<path>:<theme>:<width> …
 * Prints console errors per page. Uses the same Chromium flags as the suite.
 */
import { mkdirSync } from 'node:fs';
import { launchShotBrowser, saveShot, shotContext, shotPage } from './shots';

const [port, out, ...specs] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launchShotBrowser();
for (const spec of specs) {
  const [brand, path, theme, width, full] = spec.split(':');
  const w = Number(width);
  const ctx = await shotContext(browser, { width: w, height: w < 600 ? 780 : 900, theme });
  const { page, errors } = await shotPage(ctx);
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(`http://${brand}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  const name = `${brand}${path.replace(/[^a-z0-9]+/gi, '_')}-${theme}-${w}.png`;
  if (process.env.DUMP) console.log(await page.evaluate((sel) => document.querySelector(sel)?.outerHTML.slice(0, 3000), process.env.DUMP));
  await saveShot(page, out, name, errors, full === 'full');
  await ctx.close();
}
await browser.close();
