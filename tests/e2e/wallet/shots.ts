/**
 * Screenshots of the wallet pages to look at (not a test):
 *   npx tsx tests/e2e/wallet/shots.ts <port> <out-dir> [brand …]
 * Each brand × light/dark × 390/1280 × depositv2, withdraw, transferFund, transferUpline,
 * plus the withdrawal confirmation prompt, as player01 with a payment password, a card and an upline.
 */
import { mkdirSync } from 'node:fs';
import { brandCatalog, launchShotBrowser, openCentrePage, sandboxToken, saveShot, shotContext, shotPage } from '../support/shots';

const [port = '4331', out = '/tmp/shots/wallet', ...brandIds] = process.argv.slice(2);
const brands = brandIds.length ? brandIds : ['lotus-vn', 'siam-star'];
const base = `http://127.0.0.1:${port}`;
mkdirSync(out, { recursive: true });
const pages = ['depositv2', 'withdraw', 'transferFund', 'transferUpline'];
const browser = await launchShotBrowser();
const post = async (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  (await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json() as Promise<
    Record<string, unknown>
  >;

for (const id of brands) {
  const { merchantCode, catalog } = brandCatalog(id);
  const token = await sandboxToken(port, merchantCode, 'player01');
  const as = (extra: Record<string, string> = {}) => ({
    Merchant: merchantCode,
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': `shot${Math.random().toString(36).slice(2)}`,
    ...extra,
  });
  await post('/wps/v2/payment-password', { password: '246810' }, as());
  const card = (await post('/wps/v2/bankcards', { bankCode: 'SBK', accountName: 'Nguyen Van A', accountNo: '0123456789' }, as())).value as {
    id: number;
  } | null;
  await post('/__sandbox/wallet/upline', { merchant: merchantCode, account: 'player01', upline: 'agent01' }, {}, 'PUT');
  for (const theme of ['light', 'dark']) {
    for (const width of [390, 1280]) {
      const ctx = await shotContext(browser, { width, theme, token });
      const { page, errors } = await shotPage(ctx);
      await page.goto(`http://${id}.localhost:${port}/`, { waitUntil: 'networkidle' });
      await page.getByTestId('deposit').click();
      for (const key of pages) {
        await openCentrePage(page, catalog, key);
        await page.waitForTimeout(1200);
        await saveShot(page, out, `${id}-${key}-${theme}-${width}.png`, errors);
      }
      await ctx.close();
    }
  }
  // The confirmation prompt over the home page.
  const w = (await post('/wps/v2/withdraw', { cardId: card?.id ?? 1, amount: '200', paymentPassword: '246810' }, as())).value as { orderNo: string } | null;
  if (w) await post(`/__sandbox/wallet/withdrawals/${w.orderNo}`, { action: 'disburse' });
  for (const width of [390, 1280]) {
    const ctx = await shotContext(browser, { width, token });
    const { page, errors } = await shotPage(ctx);
    await page.goto(`http://${id}.localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('withdrawal-prompt').waitFor();
    await page.getByRole('tab').nth(1).click();
    await page.waitForTimeout(400);
    await saveShot(page, out, `${id}-prompt-${width}.png`, errors);
    await ctx.close();
  }
}
await browser.close();
