import { expect, test } from '@playwright/test';
import { accounts, readingIn, resetSandbox } from '../support/sandbox';
import { apiValue, merchant, signIn, tiles, url } from './helpers';

/**
 * The recent, hot and popular lists (issue 29: no portal test had looked at them): each shows what the platform
 * answers for it, in the player's view.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await readingIn(context);
});

test('home shows the platform’s hot games (isPlatform 2) in its hot strip, in order', async ({ page, request }) => {
  const { list } = await apiValue<{ list: { gameName: string }[] }>(
    request,
    `/lgw/games/hot?merchantCode=${merchant()}&isPlatform=2&platform=flash,html5-desktop&language=EN`,
  );
  expect(list.length).toBeGreaterThan(0);
  await page.goto(url('/'));
  const strip = page.getByTestId('hot-games-strip');
  await expect(strip.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
  const names = await strip.locator('.gt-name').allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual(list.slice(0, names.length).map((g) => g.gameName));
});

test('the lobby’s Hot view lists the category’s hot games; Recent lists what the member just played, newest first', async ({ page, request }) => {
  await signIn(page, request, accounts.member.username);
  await page.goto(url('/rng'));
  await expect(tiles(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Hot', exact: true }).click();
  await expect(page).toHaveURL(/view=hot/);
  const { list: hot } = await apiValue<{ list: { gameName: string }[] }>(
    request,
    `/lgw/games/hot?merchantCode=${merchant()}&isPlatform=2&gameType=RNG&platform=flash,html5-desktop&language=EN`,
  );
  await expect(tiles(page).first().locator('.gt-name')).toHaveText(hot[0]!.gameName);
  await expect(tiles(page)).toHaveCount(Math.min(hot.length, 42));

  // Play two games, then Recent shows them, the last one first.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const played: string[] = [];
  for (const i of [2, 5]) {
    await page.goto(url('/rng'));
    const tile = tiles(page).nth(i);
    played.push((await tile.locator('.gt-name').innerText()).trim());
    await tile.getByRole('button', { name: /^Play / }).click();
    await expect(page).toHaveURL(/\/game$/);
  }
  await page.goto(url('/rng?view=recent'));
  await expect(tiles(page)).toHaveCount(2);
  await expect(tiles(page).locator('.gt-name')).toHaveText([played[1]!, played[0]!]);
});

test('/vnlottery lists the platform’s 20 popular lottery games', async ({ page, request }) => {
  const { list } = await apiValue<{ list: { gameName: string }[] }>(request, '/lgw/vn/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN');
  await page.goto(url('/vnlottery'));
  const popular = page.getByTestId('vn-popular');
  await expect(popular.getByTestId('lottery-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(popular.getByTestId('lottery-card')).toHaveCount(list.length);
  await expect(popular.getByTestId('lottery-card').first()).toContainText(list[0]!.gameName);
});
