/**
 * Screenshots of the engagement screens for a person to look at (not a test):
 *   npx tsx tests/e2e/engagement/shots.ts [port] [brand,brand] [screen,screen]
 * against a running `scripts/start.ts --all` (QA mode). Writes
 * /tmp/shots/engagement/<brand>-<theme>-<width>-<screen>.png, light and dark, 390 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchShotBrowser } from '../support/shots';

const port = Number(process.argv[2] ?? 4335);
const brands = (process.argv[3] ?? 'lotus-vn,siam-star').split(',');
const only = process.argv[4]?.split(',');
const out = '/tmp/shots/engagement';
mkdirSync(out, { recursive: true });
const base = `http://127.0.0.1:${port}`;
const merchantOf = (id: string) => (JSON.parse(readFileSync(join(process.cwd(), 'brands', id, 'brand.json'), 'utf8')) as { merchantCode: string }).merchantCode;

async function token(merchant: string, account: string): Promise<string> {
  const res = await fetch(`${base}/__sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, account }),
  });
  return ((await res.json()) as { token: string }).token;
}
async function call(merchant: string, tok: string, path: string, body: unknown): Promise<void> {
  await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Merchant: merchant,
      Authorization: `Bearer ${tok}`,
      'Idempotency-Key': `shots-${Math.random().toString(36).slice(2, 12)}`,
    },
    body: JSON.stringify(body),
  });
}

/** A member with something in every state: joined, claimed, drawn, an application rejected, one under review. */
async function seed(merchant: string): Promise<void> {
  await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  const tok = await token(merchant, 'player01');
  await call(merchant, tok, '/wps/promotions/join', { promotionId: 102 });
  await call(merchant, tok, '/wps/promotions/claim', { promotionId: 101 });
  await call(merchant, tok, '/wps/promotions/raffle', { promotionId: 109 });
  await call(merchant, tok, '/wps/promotions/application', { promotionId: 110, comment: 'Receipt', imageIds: [] });
  await fetch(`${base}/__sandbox/promotions/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, account: 'player01', promotionId: 110, status: 'rejected', remark: 'The receipt is unreadable' }),
  });
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const centre = async (p: Page, key: string) => {
  await p.getByRole('button', { name: /account menu|tài khoản|บัญชี/i }).click();
  await p.locator('[role="menuitem"]').first().click();
  await p.getByTestId('member-centre').locator(`[data-page="${key}"]`).click();
  await p.waitForTimeout(600);
};

type Screen = { name: string; path: string; act?: (page: Page) => Promise<void> };
const screens: Screen[] = [
  { name: 'promotions', path: '/promotions' },
  { name: 'promotion-detail', path: '/promotions/110' },
  {
    name: 'application',
    path: '/promotions/105',
    act: async (p) => {
      await p.getByTestId('promotion-action').getByRole('button').click();
      await p.getByTestId('application-files').setInputFiles([
        { name: 'receipt.png', mimeType: 'image/png', buffer: png },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
      ]);
      await p.getByTestId('application-dialog').locator('textarea').fill('My deposit of 500K on Monday');
    },
  },
  { name: 'winners', path: '/promotions', act: async (p) => p.getByTestId('winners').scrollIntoViewIfNeeded() },
  { name: 'points', path: '/pointMall' },
  {
    name: 'points-redeem',
    path: '/pointMall',
    act: async (p) => {
      await p.getByTestId('points-item').first().click();
      await p.getByTestId('points-quantity').fill('6');
    },
  },
  { name: 'points-convert', path: '/pointMall', act: async (p) => p.getByRole('tab').nth(1).click() },
  { name: 'points-history', path: '/pointMall', act: async (p) => p.getByRole('tab').nth(2).click() },
  { name: 'points-details', path: '/pointMall', act: async (p) => p.getByRole('tab').nth(3).click() },
  { name: 'missions', path: '/', act: (p) => centre(p, 'missionLeaderboard') },
  {
    name: 'leaderboard',
    path: '/',
    act: async (p) => {
      await centre(p, 'missionLeaderboard');
      await p.getByRole('tab').nth(1).click();
    },
  },
  { name: 'rewards', path: '/', act: (p) => centre(p, 'rewardCenter') },
  { name: 'referral', path: '/', act: (p) => centre(p, 'referral') },
  {
    name: 'feedback',
    path: '/',
    act: async (p) => {
      await p
        .locator('[data-testid="side-menu"] button, aside button')
        .filter({ has: p.locator('svg') })
        .nth(0)
        .waitFor();
      await p.evaluate(() => undefined);
      const service = p.getByRole('button', { name: /customer service|chăm sóc|บริการ/i }).first();
      if (await service.isVisible()) {
        await service.click();
        await p
          .getByRole('menuitem')
          .filter({ hasText: /feedback|góp ý|ข้อเสนอแนะ/i })
          .click();
      }
    },
  },
];

const browser = await launchShotBrowser();
for (const id of brands) {
  const merchant = merchantOf(id);
  await seed(merchant);
  // A redemption so the history has a line.
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      for (const s of screens.filter((x) => !only || only.includes(x.name))) {
        const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, serviceWorkers: 'block' });
        await ctx.addInitScript((t) => {
          localStorage.setItem('theme', t);
          sessionStorage.setItem('index_notice', '1');
        }, theme);
        const page = await ctx.newPage();
        const tok = await token(merchant, 'player01');
        await page.goto(`http://${id}.localhost:${port}${s.path}?token=${tok}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(500);
        try {
          await s.act?.(page);
          await page.waitForTimeout(700);
        } catch (e) {
          console.log(`${id} ${theme} ${width} ${s.name}: ${String(e).split('\n')[0]}`);
        }
        await page.screenshot({ path: `${out}/${id}-${theme}-${width}-${s.name}.png`, fullPage: false });
        await ctx.close();
      }
    }
  }
}
await browser.close();
console.log('done');
