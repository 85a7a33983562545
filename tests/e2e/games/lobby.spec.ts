import { expect, test } from '@playwright/test';
import { accounts, collectConsoleErrors, resetSandbox } from '../support/sandbox';
import { apiValue, signIn, tiles, url } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('/rng pages through thousands of games, 42 a page, to the last page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(url('/rng'));
  await expect(tiles(page)).toHaveCount(42);
  await expect(page.getByRole('tab', { name: /game hall$/ }).first()).toBeVisible();
  const count = await page
    .getByText(/[\d,.]+ games/)
    .first()
    .innerText();
  expect(Number(count.replace(/\D/g, ''))).toBeGreaterThan(9000);

  const firstOnPage1 = await tiles(page).first().getAttribute('data-node-id');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(tiles(page).first()).not.toHaveAttribute('data-node-id', firstOnPage1!);
  await expect(tiles(page)).toHaveCount(42);
  const page2 = await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
  expect(page2).not.toContain(firstOnPage1);

  // Re-selecting the current page does nothing.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/pageNo=2/);

  // The last page: its number is the last in the bar; next is then disabled.
  const last = page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^Page \d+$/ })
    .last();
  const lastNo = Number((await last.innerText()).trim());
  expect(lastNo).toBeGreaterThan(200);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`pageNo=${lastNo}`));
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  const onLast = await tiles(page).count();
  expect(onLast).toBeGreaterThan(0);
  expect(onLast).toBeLessThanOrEqual(42);
  expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
});

test('the page query selects the vendor tab', async ({ page }) => {
  await page.goto(url('/rng?page=PP'));
  await expect(page.getByRole('tab', { name: 'Pragmatic Play game hall' })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles(page)).toHaveCount(42);
  await expect(tiles(page).first()).toContainText('Pragmatic Play');
});

test('search finds a game by part of its name', async ({ page, request }) => {
  // A real name from the catalogue, searched by a middle fragment in another case.
  const { games } = await apiValue<{ games: { gameName: string }[] }>(request, '/lgw/games/list?gameType=RNG&pageNo=37&pageSize=1');
  const name = games[0].gameName;
  const fragment = name.slice(2, 9).toUpperCase();
  await page.goto(url('/rng'));
  await expect(tiles(page)).toHaveCount(42);
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill(fragment);
  await expect(page.getByTestId('game-grid').getByText(name, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/q=/);
  // The name may already be on the first page: wait for the grid of matches, not for the name.
  await expect
    .poll(() =>
      tiles(page)
        .getByRole('button', { name: /^Play / })
        .evaluateAll((els, f) => els.length > 0 && els.every((e) => (e.textContent ?? '').toUpperCase().includes(f)), fragment),
    )
    .toBe(true);

  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('zzqq-no-such-game');
  await expect(page.getByText('No games match')).toBeVisible();
});

test('a visitor who favourites gets the login popup', async ({ page }) => {
  await page.goto(url('/rng'));
  await tiles(page)
    .first()
    .getByRole('button', { name: /to favourites$/ })
    .click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});

test("a member's favourite survives a reload", async ({ page, request }) => {
  await signIn(page, request, accounts.member.username);
  await page.goto(url('/rng'));
  const tile = tiles(page).nth(3);
  const name = await tile.getAttribute('data-node-id');
  await tile.getByRole('button', { name: /to favourites$/ }).click();
  await expect(tile.getByRole('button', { name: /from favourites$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator(`[data-node-id="${name}"]`).getByRole('button', { name: /from favourites$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page.getByTestId('game-grid').locator(`[data-node-id="${name}"]`)).toBeVisible();
});

test('a trial account is refused with the warning', async ({ page, request }) => {
  await signIn(page, request, accounts.trial.username);
  await page.goto(url('/rng'));
  await expect(tiles(page)).toHaveCount(42);
  await tiles(page)
    .first()
    .getByRole('button', { name: /to favourites$/ })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(/trial account/i);
});

test('an e-sports vendor is listed under ESPORTS and not under SPORTS', async ({ page }) => {
  await page.goto(url('/esports'));
  await expect(page.getByTestId('vendor-cards').locator('[data-vendor="AV"]')).toBeVisible();
  await page.goto(url('/sports'));
  await expect(page.getByTestId('vendor-cards').locator('[data-vendor="SABA"]')).toBeVisible();
  await expect(page.getByTestId('vendor-cards').locator('[data-vendor="AV"]')).toHaveCount(0);
  await expect(page.getByTestId('vendor-cards').locator('[data-vendor="DS88"]')).toHaveCount(0);
  await page.goto(url('/cockfight'));
  await expect(page.getByTestId('vendor-cards').locator('[data-vendor="DS88"]')).toBeVisible();
});

test('a broken thumbnail falls back to the default game icon', async ({ page, request }) => {
  // The sandbox marks some icons broken on purpose: find one on the first pages of PG.
  let pageNo = 1;
  let brokenNode: string | null = null;
  for (; pageNo <= 5 && !brokenNode; pageNo++) {
    const { games } = await apiValue<{ games: { nodeId: string; smallIcon: string }[] }>(
      request,
      `/lgw/games/list?gameType=RNG&vassalage=PG&pageNo=${pageNo}&pageSize=42`,
    );
    brokenNode = games.find((g) => g.smallIcon.includes('/missing/'))?.nodeId ?? null;
    if (brokenNode) break;
  }
  expect(brokenNode).not.toBeNull();
  await page.goto(url(`/rng?page=PG${pageNo > 1 ? `&pageNo=${pageNo}` : ''}`));
  const tile = page.locator(`[data-node-id="${brokenNode}"]`);
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.getByTestId('game-icon-fallback')).toBeVisible();
  await expect(tile.locator('img')).toHaveCount(0);
});
