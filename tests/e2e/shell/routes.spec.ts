import { expect, test } from '@playwright/test';
import { brand, brandUrl, resetSandbox } from '../support/sandbox';
import { concrete, KNOWN_PATHS, prepare, watchErrors } from './helpers';

// Two brands with different languages, palettes, menus and banner maps; the guard is off for both.
const BRANDS = ['lotus-vn', 'jade-global'];
const THEMES = ['light', 'dark'] as const;

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const id of BRANDS) {
  for (const theme of THEMES) {
    test(`every §2 route renders: ${id}, ${theme}`, async ({ page, context }) => {
      test.setTimeout(180_000);
      await prepare(context, theme);
      const errors = watchErrors(page);
      for (const path of KNOWN_PATHS) {
        await page.goto(brandUrl(id, concrete(path)));
        await expect(page.locator('#main'), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', theme);
        // Wait for the page chunk: the page skeleton goes, and nothing failed.
        await expect(page.locator('#main [aria-busy="true"]').first(), path)
          .toHaveCount(0, { timeout: 15_000 })
          .catch(() => undefined);
        await expect(page.getByTestId('route-error'), path).toHaveCount(0);
        await expect(page.getByTestId('reload-prompt'), path).toHaveCount(0);
        await expect(page.getByTestId('not-found'), path).toHaveCount(0);
        expect(errors, `console errors on ${path}`).toEqual([]);
      }
      expect(brand(id).id).toBe(id);
    });
  }
}

test('aliases land on their targets', async ({ page, context }) => {
  await prepare(context, 'light');
  await page.goto(brandUrl('lotus-vn', '/down'));
  await expect(page).toHaveURL(/\/download$/);
  await page.goto(brandUrl('lotus-vn', '/inhouse'));
  await expect(page).toHaveURL(/\/rng\?page=BGS$/);
});

test('an unknown route shows the not-found page with a way home', async ({ page, context }) => {
  await prepare(context, 'dark');
  const errors = watchErrors(page);
  await page.goto(brandUrl('jade-global', '/no/such/page'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('not-found').getByRole('link').click();
  await expect(page).toHaveURL(brandUrl('jade-global', '/'));
  await expect(page.getByTestId('category-tiles')).toBeVisible();
  expect(errors).toEqual([]);
});

test('layouts follow the §2 table', async ({ page, context }) => {
  await prepare(context, 'light');
  const expectations: [string, string][] = [
    ['/', 'side header banner footer'],
    ['/register', 'header banner'],
    ['/pointMall', 'header banner footer'],
    ['/lottery', 'header'],
    ['/vnlottery', 'side header'],
    ['/elott', 'side banner footer'],
    ['/rng', 'side banner footer'],
    ['/promotions', 'side header footer'],
    ['/seamless', 'side header'],
    ['/helpmc', 'bare'],
    ['/game', 'header'],
  ];
  for (const [path, layout] of expectations) {
    await page.goto(brandUrl('lotus-vn', path));
    await expect(page.locator('[data-layout]'), path).toHaveAttribute('data-layout', layout);
  }
  // §2: the side menu starts collapsed on /seamless and /vnlottery, expanded elsewhere.
  await page.goto(brandUrl('lotus-vn', '/seamless'));
  await expect(page.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'true');
  await page.goto(brandUrl('lotus-vn', '/'));
  await expect(page.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'false');
});
