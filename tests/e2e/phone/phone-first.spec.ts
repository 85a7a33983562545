import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, brandUrl, signInContext } from '../support/sandbox';

/**
 * Issue 31's phone patterns at 390 px: the bottom tab bar reaches the five
 * default entries, the cashier is a full-screen sheet whose primary action
 * shows without scrolling, and the chat launcher covers nothing.
 * jade-global: the default tab bar, chat and the points mall switched on.
 */
const ID = 'jade-global';
const en = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
const t = (key: string) => en[key] ?? key;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page, request }) => {
  await signInContext(page, request, brand(ID).merchantCode, 'player01');
});

const tabBar = (page: Page) => page.getByRole('navigation', { name: t('shell.tab.label') });

test('the bottom tab bar reaches Home, Games, Deposit, Promotions and Account', async ({ page }) => {
  await page.goto(brandUrl(ID, '/promotions'));
  const bar = tabBar(page);
  await expect(bar).toBeVisible();
  const names = ['shell.nav.home', 'shell.tab.games', 'shell.header.deposit', 'shell.nav.promotions', 'shell.tab.account'].map(t);
  await expect(bar.locator('a, button')).toHaveText(names);

  await bar.getByRole('link', { name: t('shell.nav.home') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.getByRole('link', { name: t('shell.nav.home') })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('link', { name: t('shell.tab.games') }).click();
  await expect(page).toHaveURL(/\/(rng|live|sports|fish|pvp|esports|cockfight)$/);
  await expect(page.getByTestId('game-grid')).toBeVisible();

  await bar.getByRole('link', { name: t('shell.nav.promotions') }).click();
  await expect(page).toHaveURL(/\/promotions$/);

  await bar.getByRole('button', { name: t('shell.header.deposit') }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre.getByTestId('deposit-page')).toBeVisible();
  await centre.getByRole('button', { name: t('common.close') }).click();
  await expect(centre).toBeHidden();

  // Account opens the member centre on its grouped menu (no sideways row of tabs).
  await bar.getByRole('button', { name: t('shell.tab.account') }).click();
  const menu = centre.getByRole('navigation', { name: t('memberCentre.title') });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('heading', { name: t('memberCentre.group.wallet') })).toBeVisible();
  // Every entry shows its whole label: no row scrolls sideways and cuts one mid-word.
  const cut = await menu.locator('button').evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
  expect(cut).toEqual([]);
  await menu.getByRole('button', { name: t('memberCentre.page.withdraw') }).click();
  await expect(menu).toBeHidden();
  await centre.getByTestId('centre-back').click();
  await expect(menu).toBeVisible();
});

test('the cashier opens full-screen with its primary action visible without scrolling', async ({ page }) => {
  await page.goto(brandUrl(ID, '/'));
  await tabBar(page)
    .getByRole('button', { name: t('shell.header.deposit') })
    .click();
  const sheet = page.getByTestId('member-centre');
  await expect(sheet.getByTestId('deposit-page')).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  // A back arrow leads to the centre's menu.
  await expect(sheet.getByTestId('centre-back')).toBeVisible();

  const submit = sheet.getByTestId('deposit-submit');
  await expect(submit).toBeVisible();
  const scrolled = await sheet.evaluate((el) => [...el.querySelectorAll('*')].some((n) => n.scrollTop > 0));
  expect(scrolled).toBe(false);
  const button = (await submit.boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height).toBeLessThanOrEqual(844);
});

/** Visible elements the chat launcher hides: those in its box, other than itself, the bar it docks in and what is already under that bar. */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('[data-testid="chat-launcher"]')!;
    const l = launcher.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="tab-bar"]');
    const hits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el === launcher || launcher.contains(el) || el.contains(launcher) || el === bar) continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents' || Number(style.opacity) === 0) continue;
      // Only what a player sees and reaches: text, pictures and controls (not the page's wrappers around them).
      const leaf = ![...el.children].some((c) => c.getBoundingClientRect().width > 0) || el.matches('a, button, input, img, svg, [role="button"]');
      if (!leaf) continue;
      if (r.right <= l.left || r.left >= l.right || r.bottom <= l.top || r.top >= l.bottom) continue;
      // What scrolls under the tab bar is hidden by the bar, not by the launcher docked in it.
      if (bar && !bar.contains(el)) {
        const b = bar.getBoundingClientRect();
        const top = Math.max(r.top, l.top);
        if (top >= b.top && Math.min(r.bottom, l.bottom) <= b.bottom) continue;
      }
      hits.push(
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
    }
    return hits;
  });
}

for (const [name, path, ready] of [
  ['home', '/', 'category-tiles'],
  ['lobby', '/rng', 'game-grid'],
  ['points mall', '/pointMall', 'points-item'],
] as const) {
  test(`the chat button covers nothing on ${name}, at the top and at the end of the page`, async ({ page }) => {
    await page.goto(brandUrl(ID, path));
    await expect(page.getByTestId(ready).first()).toBeVisible();
    const launcher = page.getByTestId('chat-launcher');
    await expect(launcher).toBeVisible();
    // It sits in the tab bar's lane, above nothing of the page.
    const bar = (await tabBar(page).boundingBox())!;
    const l = (await launcher.boundingBox())!;
    expect(l.y).toBeGreaterThanOrEqual(bar.y);
    expect(await coveredByLauncher(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(await coveredByLauncher(page)).toEqual([]);
  });
}
