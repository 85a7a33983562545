import { expect, test } from '@playwright/test';
import { accounts, readingIn, resetSandbox, setVendors } from '../support/sandbox';
import { loginWith } from '../accounts/helpers';
import { merchant, url } from './helpers';

/**
 * §4: vendors load from the session cache unless a flush is requested. The first page of a tab asks the platform for
 * the game menus and keeps them in sessionStorage `gameVendor` (§3); later pages and reloads of that tab read them from
 * there with no call, even after the platform changed its vendors; a new session (signing in) flushes them.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await readingIn(context);
});

test.afterEach(async ({ request }) => {
  await setVendors(request, merchant(), { PP: true });
});

test('the game menus come from the session cache until a sign-in flushes them', async ({ page, request }) => {
  const menuCalls: string[] = [];
  const menuAnswers: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/lgw/games/game_menus')) menuCalls.push(r.url());
  });
  page.on('requestfinished', (r) => {
    if (r.url().includes('/lgw/games/game_menus')) menuAnswers.push(Date.now());
  });
  const ppTab = page.getByRole('tab', { name: 'Pragmatic Play game hall' });

  await page.goto(url('/rng'));
  // A fresh sandbox builds its catalogue on the first menus call: give it time.
  await expect(ppTab).toBeVisible({ timeout: 30_000 });
  expect(menuCalls).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('gameVendor'))).toContain('"vassalage"');

  // The platform drops a vendor; this tab keeps its session's vendors, with no new call.
  await setVendors(request, merchant(), { PP: false });
  await page.reload();
  await expect(ppTab).toBeVisible();
  await page.goto(url('/live'));
  await expect(page.getByTestId('lobby-live')).toBeVisible();
  expect(menuCalls).toHaveLength(1);

  // Signing in starts a new session: the vendors are asked again, and the dropped one is gone.
  await page.goto(url('/'));
  await loginWith(page, accounts.member.username, accounts.member.password);
  await expect(page.getByTestId('deposit')).toBeVisible();
  await expect.poll(() => menuCalls.length).toBe(2);
  // The new session's answer is in before the next page (one loaded sooner asks again: the old answer is forgotten).
  await expect.poll(() => menuAnswers.length).toBe(2);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('gameVendor') !== null)).toBe(true);
  await page.goto(url('/rng'));
  await expect(page.getByRole('tab', { name: /game hall$/ }).first()).toBeVisible();
  await expect(ppTab).toHaveCount(0);
  expect(menuCalls).toHaveLength(2);
});
