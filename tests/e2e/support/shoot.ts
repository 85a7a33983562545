/**
 * Screenshots to look at (not a test):
 *   npx tsx tests/e2e/support/shoot.ts <port> <out-dir> <brand>:<path>:<theme>:<width> …
 * Prints console errors per page. Uses the same Chromium flags as the suite.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const [port, out, ...specs] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(exe) ? exe : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
for (const spec of specs) {
  const [brand, path, theme, width, full] = spec.split(':');
  const w = Number(width);
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 600 ? 780 : 900 }, reducedMotion: 'reduce' });
  await ctx.addInitScript((t) => {
    if (window.top !== window) return; // init scripts run in every frame; game frames have no storage
    localStorage.setItem('theme', t);
    sessionStorage.setItem('index_notice', '1');
  }, theme);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(`http://${brand}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  const name = `${brand}${path.replace(/[^a-z0-9]+/gi, '_')}-${theme}-${w}.png`;
  if (process.env.DUMP) console.log(await page.evaluate((sel) => document.querySelector(sel)?.outerHTML.slice(0, 3000), process.env.DUMP));
  await page.screenshot({ path: `${out}/${name}`, fullPage: full === 'full' });
  console.log(name, errors.length ? `ERRORS: ${errors.join(' | ')}` : 'ok');
  await ctx.close();
}
await browser.close();
