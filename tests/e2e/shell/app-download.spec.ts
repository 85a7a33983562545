import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { brand, brandUrl, PORT, resetSandbox } from '../support/sandbox';
import { prepare } from './helpers';

/** §2's app-download popup: the side menu's entry opens the Android and iOS QR codes of the platform's resources. */
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context, 'dark');
});

test('the app-download popup shows a QR code per app and closes on Escape', async ({ page, request }) => {
  const id = 'jade-global';
  const res = await request.get(`http://127.0.0.1:${PORT}/wps/system/resources`, { headers: { Merchant: brand(id).merchantCode } });
  const resources = ((await res.json()) as { value: { list?: { resourceType: string }[] } | { resourceType: string }[] }).value;
  const types = (Array.isArray(resources) ? resources : (resources.list ?? [])).map((r) => r.resourceType);
  expect(types).toEqual(expect.arrayContaining(['Android']));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(brandUrl(id, '/promotions'));
  const entry = page.getByRole('button', { name: en['shell.nav.download'] }).first();
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  const popup = page
    .getByRole('region', { name: en['shell.nav.download'] })
    .or(page.locator(`[aria-label="${en['shell.nav.download']}"]`))
    .first();
  await expect(popup.getByText(en['download.scan'])).toBeVisible();
  await expect(popup.getByTestId('qr-android')).toBeVisible();
  await expect(popup.getByTestId('qr-android').locator('svg')).toHaveAttribute('aria-label', en['download.qrLabel'].replace('{app}', en['download.android']));
  await expect(page).toHaveURL(brandUrl(id, '/promotions'));
  await page.keyboard.press('Escape');
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
});
