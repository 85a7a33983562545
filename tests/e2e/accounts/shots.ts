/**
 * Screenshots of the accounts screens for a person to look at (not a test):
 *   npx tsx tests/e2e/accounts/shots.ts [port] [brand,brand] [screen,screen]
 * against a running `scripts/start.ts --all`. Writes /tmp/shots/accounts-*.png
 * at 360 px and desktop, light and dark.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { launchShotBrowser } from '../support/shots';

const port = Number(process.argv[2] ?? 4330);
const brands = (process.argv[3] ?? 'lotus-vn,siam-star').split(',');
const only = process.argv[4]?.split(',');
const out = '/tmp/shots';
mkdirSync(out, { recursive: true });

type Screen = { name: string; path: string; act?: (page: Page) => Promise<void> };
const screens: Screen[] = [
  { name: 'register-page', path: '/register' },
  {
    name: 'register-errors',
    path: '/register',
    act: async (p) => {
      await p
        .getByRole('button', { name: /create account|สมัคร|tạo tài khoản/i })
        .last()
        .click();
    },
  },
  { name: 'login-page', path: '/login' },
  {
    name: 'login-popup',
    path: '/',
    act: async (p) => {
      await p.getByTestId('login').click();
      await p.getByTestId('login-popup').waitFor();
    },
  },
  {
    name: 'register-popup',
    path: '/',
    act: async (p) => {
      await p.getByTestId('register').click();
      await p.getByTestId('login-popup').waitFor();
    },
  },
  {
    name: 'login-sms-sent',
    path: '/login',
    act: async (p) => {
      const tabs = p.getByRole('tab');
      if ((await tabs.count()) < 2) return;
      await tabs.nth(1).click();
      await p.locator('input[name="mobileNum"]').fill('912345678');
      await p.getByTestId('sms-send').click();
      await p.waitForTimeout(1200);
    },
  },
  {
    name: 'forgot-phone',
    path: '/',
    act: async (p) => {
      await p.getByTestId('login').click();
      await p.getByTestId('login-popup').waitFor();
      await p.getByTestId('login-popup').locator('form button[type="button"]').filter({ hasNotText: /^$/ }).last().waitFor();
      await p
        .getByTestId('login-popup')
        .getByRole('button', { name: /forgot|ลืม|quên/i })
        .click();
      const tabs = p.getByTestId('forgot-password').getByRole('tab');
      if ((await tabs.count()) > 1) await tabs.nth(1).click();
      await p.getByTestId('forgot-password').getByRole('button').last().click();
    },
  },
  {
    name: 'forced-change',
    path: '/',
    act: async (p) => {
      await p.getByTestId('login').click();
      await p.locator('[data-testid="login-popup"] input[name="username"]').fill('expired01');
      await p.locator('[data-testid="login-popup"] input[name="password"]').fill('abc12345');
      await p.locator('[data-testid="login-popup"] button[type="submit"]').click();
      await p.getByTestId('change-password').waitFor();
      await p.locator('[data-testid="change-password"] input[name="newPassword"]').fill('abc');
      await p.locator('[data-testid="change-password"] button[type="submit"]').click();
      await p.evaluate(() => sessionStorage.clear()); // the next screen starts signed out
    },
  },
  {
    name: 'dial-open',
    path: '/register',
    act: async (p) => {
      await p.getByTestId('dial-code').first().focus();
    },
  },
];

/** The platform's popup notices open over the page on arrival; close them like a visitor would. */
async function closeNotices(page: Page): Promise<void> {
  const notices = page.getByTestId('notice-modal-backdrop');
  await notices.waitFor({ timeout: 1500 }).catch(() => undefined);
  for (let i = 0; i < 3 && (await notices.isVisible().catch(() => false)); i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }
}

const browser = await launchShotBrowser();
for (const brand of brands) {
  for (const theme of ['light', 'dark'] as const) {
    for (const [vw, vh, label] of [
      [360, 780, 'm'],
      [1280, 860, 'd'],
    ] as const) {
      const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, colorScheme: theme });
      await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await ctx.newPage();
      for (const s of screens) {
        if (only && !only.includes(s.name)) continue;
        try {
          await page.goto(`http://${brand}.localhost:${port}${s.path}`, { waitUntil: 'networkidle' });
          await page.evaluate((t) => {
            document.documentElement.dataset.theme = t;
          }, theme);
          await closeNotices(page);
          if (s.act) await s.act(page);
          await page.waitForTimeout(600);
          const file = `${out}/accounts-${s.name}-${brand}-${theme}-${label}.png`;
          await page.screenshot({ path: file, fullPage: label === 'm' && !s.name.includes('popup') });
          console.log(file);
        } catch (err) {
          console.log(`FAILED ${s.name} ${brand} ${theme} ${label}: ${String(err).split('\n')[0]}`);
        }
      }
      await ctx.close();
    }
  }
}
await browser.close();
