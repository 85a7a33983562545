import { expect, test, type PlaywrightTestArgs } from '@playwright/test';
import { brand, brandUrl, resetSandbox, setBanners, setVendors } from '../support/sandbox';
import { prepare, watchErrors } from './helpers';

const ID = 'lotus-vn';
const merchant = brand(ID).merchantCode;
// lotus-vn maps the home route group to this server group (brands/lotus-vn/brand.json bannerGroups.home).
const HOME_GROUP = 'w_home';
const banner = (i: number, extra: Record<string, unknown> = {}) => ({
  bannerId: 900 + i,
  url: `/sandbox-assets/banners/${HOME_GROUP}-${(i % 3) + 1}.png`,
  title: `Banner ${i}`,
  linkageType: 'NONE' as const,
  target: '',
  ...extra,
});

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const activeIndex = (page: import('@playwright/test').Page) =>
  page.locator('[data-testid=banner-slot] .swiper-slide-active').getAttribute('data-swiper-slide-index');

/** Home with three banners, showing the still first banner; returns the banner frame (still or carousel). */
async function homeWithThreeBanners({ page, context, request }: Pick<PlaywrightTestArgs, 'page' | 'context' | 'request'>) {
  await prepare(context, 'light');
  await setBanners(request, merchant, { [HOME_GROUP]: [banner(1), banner(2), banner(3)] });
  await page.goto(brandUrl(ID, '/'));
  const frame = page.locator('[data-testid=banner-slot] [data-autoplay]');
  await expect(frame).toHaveAttribute('data-autoplay', '0');
  return frame;
}

test('banners rotate every 5 s only when there is more than one', async ({ page, context, request }) => {
  const frame = await homeWithThreeBanners({ page, context, request });
  // The first banner shows as a still until its first rotation is due, 5 s after load: then the carousel takes over
  // and moves on at once (BannerSlot's useCarouselStart), so the wait includes the load and those 5 s.
  await expect(frame).toHaveAttribute('data-autoplay', '5000', { timeout: 20_000 });
  await expect.poll(() => activeIndex(page)).toBe('1');
  await page.waitForTimeout(5600);
  expect(await activeIndex(page)).not.toBe('1');

  await setBanners(request, merchant, { [HOME_GROUP]: [banner(1)] });
  await page.reload();
  await expect(frame).toHaveAttribute('data-autoplay', '0');
  await expect(frame).toHaveAttribute('data-slides', '1');
  // One banner: a still image, swiper is never even loaded.
  await page.waitForTimeout(5600);
  await expect(page.locator('[data-testid=banner-slot] .swiper')).toHaveCount(0);
  await expect(page.locator('[data-testid=banner-slide]')).toHaveCount(1);
  await expect(page.locator('.swiper-pagination-bullet')).toHaveCount(0);
});

test('a player who reaches for the banner gets the carousel at once, on the first banner', async ({ page, context, request }) => {
  const frame = await homeWithThreeBanners({ page, context, request });
  await page.getByTestId('banner-slot').hover();
  await expect(frame).toHaveAttribute('data-autoplay', '5000');
  // Started by the player, not by the rotation timer: it stays on the banner they were looking at.
  expect(await activeIndex(page)).toBe('0');
  await expect(page.locator('.swiper-pagination-bullet')).toHaveCount(3);
});

test('the rotation hands over to the carousel only once the player leaves the page alone', async ({ page, context, request }) => {
  const frame = await homeWithThreeBanners({ page, context, request });
  // Swiper's start is one long task: while the player keeps pressing keys, the still stays past the 5 s.
  const started = Date.now();
  while (Date.now() - started < 7_000) {
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
  }
  await expect(frame).toHaveAttribute('data-autoplay', '0');
  await expect(frame).toHaveAttribute('data-autoplay', '5000', { timeout: 10_000 });
});

test('a javascript: banner link does nothing; a route link navigates', async ({ page, context, request }) => {
  await prepare(context, 'light');
  await setBanners(request, merchant, {
    [HOME_GROUP]: [
      banner(1, { linkageType: 'URL', target: 'javascript:window.__pwned=1' }),
      banner(2, { linkageType: 'ROUTE', target: 'javascript:window.__pwned=2' }),
    ],
  });
  const errors = watchErrors(page);
  await page.goto(brandUrl(ID, '/'));
  const slides = page.locator('[data-testid=banner-slide]');
  await expect(slides.first()).toBeVisible();
  for (const slide of await slides.all()) {
    await expect(slide).toHaveAttribute('data-link', 'none');
    expect(await slide.locator('a').count()).toBe(0);
  }
  await slides.first().click({ force: true });
  await expect(page).toHaveURL(brandUrl(ID, '/'));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await setBanners(request, merchant, { [HOME_GROUP]: [banner(3, { linkageType: 'ROUTE', target: '/promotions' })] });
  await page.reload();
  await page.locator('[data-testid=banner-slide][data-link=route]').click();
  await expect(page).toHaveURL(brandUrl(ID, '/promotions'));
  expect(errors).toEqual([]);
});

test('side-menu categories follow the sandbox vendors', async ({ page, context, request }) => {
  await prepare(context, 'dark');
  await page.goto(brandUrl(ID, '/'));
  const menu = page.getByTestId('side-categories');
  await expect(menu.locator('[data-category=FISH]')).toBeVisible();
  await expect(menu.locator('[data-category=COCKFIGHT]')).toBeVisible();
  await expect(menu.locator('[data-category=ESPORTS]')).toBeVisible();

  // Hide all fishing vendors, and the cockfight vendor (it lives under SPORTS on the platform, §4).
  await setVendors(request, merchant, { FISH: false, DS88: false });
  const fresh = await context.browser()!.newContext();
  const p2 = await fresh.newPage();
  await p2.goto(brandUrl(ID, '/'));
  const menu2 = p2.getByTestId('side-categories');
  await expect(menu2.locator('[data-category=RNG]')).toBeVisible();
  await expect(menu2.locator('[data-category=FISH]')).toHaveCount(0);
  await expect(menu2.locator('[data-category=COCKFIGHT]')).toHaveCount(0);
  await expect(menu2.locator('[data-category=SPORTS]')).toBeVisible();
  // Order: the brand's sideMenu.categories.
  const order = await menu2.locator('[data-category]').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
  const wanted = (brand(ID) as unknown as { sideMenu: { categories: string[] } }).sideMenu.categories.filter((c) => order.includes(c));
  expect(order).toEqual(wanted);
  await fresh.close();
});

test('phones get the side menu as an off-canvas drawer', async ({ page, context }) => {
  await prepare(context, 'light');
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto(brandUrl(ID, '/'));
  const menu = page.getByTestId('side-menu');
  await expect(menu).not.toBeInViewport();
  await page.getByTestId('menu-open').click();
  await expect(menu).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(menu).not.toBeInViewport();
  await page.getByTestId('menu-open').click();
  await menu.getByRole('link', { name: /promotions/i }).click();
  await expect(page).toHaveURL(brandUrl(ID, '/promotions'));
  await expect(menu).not.toBeInViewport();
});

test('the announcement popup opens once per session on home', async ({ page, context }) => {
  await prepare(context, 'light', { notice: true });
  await page.goto(brandUrl(ID, '/'));
  // Only the popup-type notices (lotus-vn's sandbox has one); the list of all is behind the side menu.
  const modal = page.getByTestId('notice-popup');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('notice-popup-item')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('category-tiles')).toBeVisible();
  await page.waitForTimeout(400);
  await expect(modal).toHaveCount(0);
});
