import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { brand, brandUrl, resetSandbox, setSystemStatus } from '../support/sandbox';
import { prepare, watchErrors } from './helpers';

const ID = 'siam-star';
const catalog = (code: string) => JSON.parse(readFileSync(join(process.cwd(), 'locales', `${code}.json`), 'utf8')) as Record<string, string>;
const merchant = brand(ID).merchantCode;

// The end time is shown in the visitor's zone and calendar (siam-star: Thai, Buddhist years): fix the zone, check the clock time.
test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterAll(async ({ request }) => {
  await setSystemStatus(request, merchant, 0);
});

test('status 1 shows System Maintenance with its end time and Contact Us', async ({ page, context, request }) => {
  await setSystemStatus(request, merchant, 1, { endTime: '2030-01-02T03:04:00Z' });
  await prepare(context, 'dark');
  const errors = watchErrors(page);
  await page.goto(brandUrl(ID, '/'));
  const screen = page.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText(catalog(brand('siam-star').languages.default ?? 'EN')['status.maintenance.subtitle']!);
  await expect(screen.getByTestId('maintenance-end')).toContainText('03:04');
  await expect(screen.getByRole('button')).toBeVisible(); // Contact Us
  await expect(page.getByTestId('header')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('status 2 shows the IP restriction with the visitor IP and country', async ({ page, context, request }) => {
  await setSystemStatus(request, merchant, 2, { ip: '203.0.113.7', country: 'Atlantis' });
  await prepare(context, 'light');
  await page.goto(brandUrl(ID, '/promotions'));
  const screen = page.getByTestId('ip-restriction-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByTestId('visitor-ip')).toContainText('203.0.113.7');
  await expect(screen.getByTestId('visitor-ip')).toContainText('Atlantis');
  await expect(screen.getByRole('button')).toBeVisible();
});

test('back to 0, the app returns in place without a reload loop', async ({ page, context, request }) => {
  await setSystemStatus(request, merchant, 1);
  await prepare(context, 'light');
  await page.clock.install();
  let navigations = 0;
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
  await page.goto(brandUrl(ID, '/'));
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  const before = navigations;

  await setSystemStatus(request, merchant, 0);
  await page.clock.runFor(31_000); // the screen asks again every 30 s
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
  await page.clock.runFor(65_000);
  await expect(page.getByTestId('header')).toBeVisible();
  expect(navigations).toBe(before);
});
