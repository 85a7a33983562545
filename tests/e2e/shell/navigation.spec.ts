import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/sandbox';
import { prepare, watchErrors } from './helpers';

const ID = 'lotus-vn';

test("moving to a page whose chunk is on its way: the new page's frame and its skeleton at once, at the page's top, then the page", async ({
  page,
  context,
}) => {
  await prepare(context, 'light');
  const errors = watchErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/HelpCentrePage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(brandUrl(ID, '/'));
  const frame = page.locator('[data-layout]').first();
  await expect(frame).toHaveAttribute('data-layout', 'side header banner footer');
  await expect(page.locator('#root')).not.toHaveAttribute('inert'); // hydrated
  const help = page.getByTestId('footer').locator('a[href="/help"]');
  await help.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await help.click();
  await expect(page).toHaveURL(/\/help$/);
  // §2's help frame (header, its banner, footer; no side menu) with the page skeleton where the page goes.
  await expect(frame).toHaveAttribute('data-layout', 'header banner footer');
  await expect(page.locator('#main [data-skeleton="page"]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  release();
  await expect(page.locator('#main [data-skeleton="page"]')).toHaveCount(0);
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);

  // Back: home's chunk is in, so home shows at once in its own frame.
  await page.goBack();
  await expect(frame).toHaveAttribute('data-layout', 'side header banner footer');
  await expect(page.locator('#main [data-skeleton="page"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
