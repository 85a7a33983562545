/**
 * Screenshots of the wallet pages to look at (not a test):
 *   npx tsx tests/e2e/wallet/shots.ts <port> <out-dir> [brand …]
 * Each brand × light/dark × 390/1280 × depositv2, withdraw, transferFund, transferUpline,
 * plus the withdrawal confirmation prompt, as player01 with a payment password, a card and an upline.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [port = '4331', out = '/tmp/shots/wallet', ...brandIds] = process.argv.slice(2);
const brands = brandIds.length ? brandIds : ['lotus-vn', 'siam-star'];
const root = join(import.meta.dirname, '..', '..', '..');
const base = `http://127.0.0.1:${port}`;
mkdirSync(out, { recursive: true });
const pages = ['depositv2', 'withdraw', 'transferFund', 'transferUpline'];
const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(exe) ? exe : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const post = async (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  (await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;

for (const id of brands) {
  const brand = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8')) as { merchantCode: string; languages: { default: string } };
  const catalog = JSON.parse(readFileSync(join(root, 'locales', `${brand.languages.default}.json`), 'utf8')) as Record<string, string>;
  const { token } = (await post('/__sandbox/token', { merchant: brand.merchantCode, account: 'player01' })) as { token: string };
  const as = (extra: Record<string, string> = {}) => ({ Merchant: brand.merchantCode, Authorization: `Bearer ${token}`, 'Idempotency-Key': `shot${Math.random().toString(36).slice(2)}`, ...extra });
  await post('/wps/v2/payment-password', { password: '246810' }, as());
  const card = (await post('/wps/v2/bankcards', { bankCode: 'SBK', accountName: 'Nguyen Van A', accountNo: '0123456789' }, as())).value as { id: number } | null;
  await post('/__sandbox/wallet/upline', { merchant: brand.merchantCode, account: 'player01', upline: 'agent01' }, {}, 'PUT');
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
      await page.getByTestId('deposit').click();
      const centre = page.getByTestId('member-centre');
      for (const key of pages) {
        await centre.getByRole('button', { name: catalog[`memberCentre.page.${key}`], exact: true }).first().click();
        await page.waitForTimeout(1200);
        const name = `${id}-${key}-${theme}-${width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: false });
        console.log(name, errors.length ? `ERRORS: ${errors.join(' | ')}` : 'ok');
      }
      await ctx.close();
    }
  }
  // The confirmation prompt over the home page.
  const w = (await post('/wps/v2/withdraw', { cardId: card?.id ?? 1, amount: '200', paymentPassword: '246810' }, as())).value as { orderNo: string } | null;
  if (w) await post(`/__sandbox/wallet/withdrawals/${w.orderNo}`, { action: 'disburse' });
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
    await ctx.addInitScript((tok) => {
      sessionStorage.setItem('index_notice', '1');
      sessionStorage.setItem('token', tok);
    }, token);
    const page = await ctx.newPage();
    await page.goto(`http://${id}.localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('withdrawal-prompt').waitFor();
    await page.getByRole('tab').nth(1).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `${id}-prompt-${width}.png`) });
    console.log(`${id}-prompt-${width}.png`);
    await ctx.close();
  }
}
await browser.close();
