import { expect, test } from '@playwright/test';
import { accounts, resetSandbox } from '../support/sandbox';
import { HANOI_VN_LAUNCH } from '../../fixtures/lottery-launch';
import { apiValue, signIn, tiles, url } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('launch opens /game with the sandbox game page in a sandboxed iframe', async ({ page, request }) => {
  await signIn(page, request, accounts.member.username);
  await page.goto(url('/rng'));
  const tile = tiles(page).nth(1);
  const name = (await tile.locator('.gt-name').innerText()).trim();
  const launchReq = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await tile.getByRole('button', { name: /^Play / }).click();
  const req = await launchReq;
  const q = new URL(req.url()).searchParams;
  expect(Object.fromEntries(['accountType', 'confirmTrans', 'launchMode', 'platform', 'clientType'].map((k) => [k, q.get(k)]))).toEqual({
    accountType: '1',
    confirmTrans: '0',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
  });
  expect(req.headers()['language']).toBeTruthy();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.locator('iframe');
  // The vendor's game is on another origin (the sandbox's games port, issue 29): framed with its own origin (issue 15).
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await expect(frame).toHaveAttribute('src', /\/sandbox-game\//);
  await expect(frame).toHaveAttribute('title', name);
  await expect(page.frameLocator('iframe').getByTestId('sandbox-game-name')).toHaveText(name);
  expect(await page.evaluate(() => sessionStorage.getItem('iframeUrl'))).toMatch(/\/sandbox-game\//);
  // The frame fills the viewport below the header.
  const box = await frame.boundingBox();
  const vp = page.viewportSize()!;
  expect(box!.y + box!.height).toBeGreaterThanOrEqual(vp.height - 2);
});

test('a visitor launching gets the login popup', async ({ page }) => {
  await page.goto(url('/rng'));
  await tiles(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});

test('a VASSALAGE game lists its sub-games, which launch', async ({ page, request }) => {
  await signIn(page, request, accounts.member.username);
  await page.goto(url('/pvp'));
  const parentTile = tiles(page).first();
  await expect(parentTile).toBeVisible();
  await parentTile.getByRole('button', { name: /^Play / }).click();
  const modal = page.getByTestId('sub-games');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('game-tile')).toHaveCount(4);
  await expect(modal).toContainText('VIP Room');
  await modal
    .getByTestId('game-tile')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/sandbox-game\//);
});

test('clicking LOTT in the side menu launches TCG_SEA directly', async ({ page, request }) => {
  await signIn(page, request, accounts.member.username);
  await page.goto(url('/rng'));
  const launchReq = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page.locator('[data-category="LOTT"]').first().click();
  const req = await launchReq;
  expect(new URL(req.url()).searchParams.get('vassalage')).toBe('TCG_SEA');
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/sandbox-game\//);
});

test("a deep link /game?node=&vendor= launches after login and the player's own click", async ({ page, request }) => {
  const { games } = await apiValue<{ games: { nodeId: string; vassalage: string; gameName: string }[] }>(
    request,
    '/lgw/games/list?gameType=RNG&pageNo=3&pageSize=1',
  );
  const g = games[0];
  await signIn(page, request, accounts.member.username);
  await page.goto(url(`/game?node=${g.nodeId}&vendor=${g.vassalage}`));
  await page.getByTestId('game-deep-link-play').click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByTestId('sandbox-game-name')).toHaveText(g.gameName);
});

test('/lottery and /vnlottery carry the §7 lottery parameters', async ({ page }) => {
  const lobby = page.waitForRequest((r) => r.url().includes('/lgw/lottery/lobby'));
  await page.goto(url('/lottery?gameCode=HANOI&playType=VN'));
  const q = new URL((await lobby).url()).searchParams;
  expect(Object.fromEntries(q)).toMatchObject(HANOI_VN_LAUNCH);
  expect(q.get('backUrl')).toMatch(/^http/);
  expect(q.get('language')).toBeTruthy();
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/sandbox-lottery\?/);

  const popular = page.waitForRequest((r) => r.url().includes('/lgw/vn/games/popular'));
  const numbers = page.waitForRequest((r) => r.url().includes('/lgw/vn/games/numbers'));
  await page.goto(url('/vnlottery'));
  expect(new URL((await popular).url()).searchParams.get('count')).toBe('20');
  expect(new URL((await numbers).url()).searchParams.get('count')).toBe('100');
  await expect(page.getByTestId('vn-opened')).toBeVisible();
  await page.getByRole('button', { name: 'Bet now' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=/);
});
