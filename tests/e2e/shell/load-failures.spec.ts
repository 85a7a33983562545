import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/sandbox';
import { prepare } from './helpers';

// lotus-vn opens in EN: its catalog is the EN chunk.
const ID = 'lotus-vn';

test('a page chunk that fails to load shows the reload prompt inside the portal frame', async ({ page, context }) => {
  await prepare(context, 'light');
  await page.route('**/assets/PromotionsPage-*.js', (route) => route.abort('connectionfailed'));
  await page.goto(brandUrl(ID, '/promotions'));
  await expect(page.getByTestId('reload-prompt')).toBeVisible();
  await expect(page.getByTestId('header')).toBeVisible(); // the rest of the portal still works
});

test('a language catalog that never arrives offers a reload, and the reload recovers', async ({ page, context }) => {
  await prepare(context, 'dark');
  await page.route('**/assets/EN-*.js', (route) => route.abort('connectionfailed'));
  await page.goto(brandUrl(ID, '/'));
  const alert = page.getByRole('alert').filter({ hasText: 'could not finish loading' });
  await expect(alert).toBeVisible({ timeout: 15_000 }); // after the retries (1 s, then 3 s)
  await page.unroute('**/assets/EN-*.js');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(alert).toHaveCount(0);
});
