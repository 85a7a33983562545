import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, signInContext } from '../support/sandbox';
import { prepare, watchErrors } from '../shell/helpers';

/**
 * Issue 29: the sandbox serves its demo game and lottery pages from another origin than the portal's (the same host on
 * the server's games port, sandbox/game-origin.ts), as a vendor does. The portal frames them with allow-same-origin
 * because they are cross-origin, so the vendor page's own storage works and /lottery and /seamless log nothing.
 */
const lotus = brand('lotus-vn');
/** The frame's page is on the portal's host name, on another port: another origin of the same site. */
const crossOrigin = (src: string | null, pageUrl: string) => {
  const game = new URL(src ?? '');
  const portal = new URL(pageUrl);
  return game.hostname === portal.hostname && game.origin !== portal.origin;
};

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const path of ['/lottery', '/seamless']) {
  test(`${path} frames the cross-origin lottery with allow-same-origin and logs no console error`, async ({ page, context, request }) => {
    await prepare(context, 'light');
    await signInContext(page, request, lotus.merchantCode, accounts.member.username);
    const errors = watchErrors(page);
    await page.goto(brandUrl(lotus.id, path));
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /\/sandbox-lottery\?/);
    expect(crossOrigin(await frame.getAttribute('src'), page.url())).toBe(true);
    expect((await frame.getAttribute('sandbox'))?.split(/\s+/)).toContain('allow-same-origin');
    // The vendor page counted its visit in its own localStorage (an opaque origin would have thrown instead).
    await expect(page.frameLocator('iframe').getByTestId('sandbox-storage')).toHaveText(/Visits on this device: [1-9]\d*/);
    await expect(page.frameLocator('iframe').getByTestId('sandbox-lottery')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a launched game plays from the vendor origin with allow-same-origin and no console error', async ({ page, context, request }) => {
  await prepare(context, 'dark');
  await signInContext(page, request, lotus.merchantCode, accounts.member.username);
  const errors = watchErrors(page);
  await page.goto(brandUrl(lotus.id, '/game?node=100000&vendor=PG'));
  await page.getByTestId('game-deep-link-play').click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/sandbox-game\//);
  expect(crossOrigin(await frame.getAttribute('src'), page.url())).toBe(true);
  expect((await frame.getAttribute('sandbox'))?.split(/\s+/)).toContain('allow-same-origin');
  await expect(page.frameLocator('iframe').getByTestId('sandbox-storage')).toHaveText(/Visits on this device: [1-9]\d*/);
  expect(errors).toEqual([]);
});
