import { expect, test, type Page } from '@playwright/test';
import { brandUrl, pageAnswers, resetSandbox } from '../support/sandbox';

/**
 * The pre-rendered page is on screen before the app has taken it over: what a player did to it meanwhile stays done.
 * A chunk (the app's, the chat's) is held back until the player has acted, then let through.
 */
test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

const APP_CHUNKS = /\/assets\/app-[^/]*\.js$/;
const CHAT_CHUNK = /\/assets\/ChatWidget-[^/]*\.js$/;

/** Holds every request for the chunks `files` names until the returned function is called. */
async function hold(page: Page, files: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(files, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ context, page }) => {
  await context.addInitScript(() => sessionStorage.setItem('index_notice', '1')); // no announcement popup over the page
  await page.setViewportSize({ width: 390, height: 844 });
});

test('a page scrolled before the app takes over stays where the player scrolled it', async ({ page }) => {
  const release = await hold(page, APP_CHUNKS);
  await page.goto(brandUrl('lotus-vn', '/'));
  await expect(page.locator('#root[inert]')).toBeAttached();
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await pageAnswers(page);
  // The platform's banners are drawn: the app has rendered and its effects have run.
  await expect(page.getByTestId('banner-slot')).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A navigation still starts the next page at its top.
  await page
    .getByRole('link', { name: /promotions/i })
    .first()
    .click();
  await expect(page).toHaveURL(brandUrl('lotus-vn', '/promotions'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Open menu pressed the moment the page answers opens the drawer', async ({ page, context }) => {
  // A slow phone: the press lands while the app is still finishing its take-over.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await hold(page, APP_CHUNKS);
  await page.goto(brandUrl('lotus-vn', '/'));
  const menu = page.getByTestId('side-menu');
  await expect(menu).not.toBeInViewport();
  release();
  await pageAnswers(page);
  await page.getByTestId('menu-open').first().click();
  await expect(menu).toBeInViewport();
  // Moving on closes it.
  await menu.getByRole('link', { name: /promotions/i }).click();
  await expect(page).toHaveURL(brandUrl('lotus-vn', '/promotions'));
  await expect(menu).not.toBeInViewport();
});

test('the chat button never looks ready without its code: a visitor’s first press opens the sign-in popup', async ({ page }) => {
  const release = await hold(page, CHAT_CHUNK);
  const appIn = page.waitForResponse(APP_CHUNKS);
  await page.goto(brandUrl('lotus-vn', '/'));
  await appIn;
  // The press waits while the page is inert; the chat's code comes last.
  const press = page.getByTestId('chat-launcher').click();
  await page.waitForTimeout(1000);
  release();
  await press;
  await expect(page.getByTestId('login-popup')).toBeVisible();
});
