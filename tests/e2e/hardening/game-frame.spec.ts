import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, tokenFor } from '../support/sandbox';

/**
 * Game frame isolation (issue 15): a game served from the portal's own origin
 * (the sandbox's games are) runs without allow-same-origin, so its scripts
 * cannot read the session token or lift their sandbox; a deep link never
 * launches a game without the player's click.
 */
const lotus = brand('lotus-vn');

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  const token = await tokenFor(request, lotus.merchantCode, accounts.member.username);
  await context.addInitScript((t) => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('index_notice', '1');
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
  }, token);
});

test('a deep link asks for a click, then the same-origin game runs in an opaque origin that cannot read the token', async ({ page }) => {
  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/launchGame')) launches.push(r.url());
  });
  await page.goto(brandUrl(lotus.id, '/game?node=100000&vendor=PG'));
  const play = page.getByTestId('game-deep-link-play');
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(launches).toEqual([]);

  await play.click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^http://${lotus.id}\\.localhost:\\d+/sandbox-game/`));
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(/\s+/)).toContain('allow-scripts');
  expect(sandbox.split(/\s+/)).not.toContain('allow-same-origin');
  expect(launches).toHaveLength(1);

  // Inside the frame: the origin is opaque, the portal's storage and DOM are out of reach.
  await expect.poll(() => page.frames().some((f) => f.url().includes('/sandbox-game/'))).toBe(true);
  const game = page.frames().find((f) => f.url().includes('/sandbox-game/'))!;
  const probe = await game.evaluate(() => {
    const tries: Record<string, string> = { origin: window.origin };
    try {
      tries.parentToken = String(window.parent.sessionStorage.getItem('token'));
    } catch {
      tries.parentToken = 'blocked';
    }
    try {
      tries.ownStorage = String(window.sessionStorage.length);
    } catch {
      tries.ownStorage = 'blocked';
    }
    return tries;
  });
  expect(probe).toEqual({ origin: 'null', parentToken: 'blocked', ownStorage: 'blocked' });
});
