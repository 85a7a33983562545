import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, tokenFor } from '../support/sandbox';

/**
 * Game frame isolation (issue 15, issue 29): a vendor's game is on another origin (the sandbox serves its demo games
 * on the server's games port, sandbox/game-origin.ts), so the portal frames it with allow-same-origin: the
 * game keeps its own storage and still cannot read the portal's session token. A game on the portal's own origin
 * would get no allow-same-origin (tests/unit/game-frame.test.ts). A deep link never launches without a click.
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

test('a deep link asks for a click, then the cross-origin game runs with its own storage and cannot read the token', async ({ page }) => {
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
  // The vendor's game: the page's host on the server's games port, another origin of the same site.
  await expect(frame).toHaveAttribute('src', new RegExp(`^http://${lotus.id}\\.localhost:\\d+/sandbox-game/`));
  expect(new URL((await frame.getAttribute('src'))!).origin).not.toBe(new URL(page.url()).origin);
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(/\s+/)).toContain('allow-scripts');
  expect(sandbox.split(/\s+/)).toContain('allow-same-origin');
  expect(launches).toHaveLength(1);

  // Inside the frame: the game's own origin and storage; the portal's storage and DOM are out of reach.
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
  expect(probe).toEqual({ origin: new URL(game.url()).origin, parentToken: 'blocked', ownStorage: expect.stringMatching(/^\d+$/) });
  await expect(page.frameLocator('iframe').getByTestId('sandbox-storage')).toHaveText(/Visits on this device: \d+/);
});
