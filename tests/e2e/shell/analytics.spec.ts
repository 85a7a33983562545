import { expect, test, type Page } from '@playwright/test';
import { brand, brandUrl, resetSandbox, setFlags } from '../support/sandbox';

/**
 * Analytics (§3 permission analytics.gtagId) only as far as the brand's consent setting allows: lotus-vn requires
 * consent (the default), pearl-ph's manifest says consent is implied. Google's host is unreachable here, so the
 * tag script is answered by a stub that records it ran.
 */
const TAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

async function stubTag(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TAG, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagRan = true;' });
  });
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  return asked;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterEach(async ({ request }) => {
  for (const id of ['lotus-vn', 'pearl-ph']) await setFlags(request, brand(id).merchantCode, { GTAG: false });
});

test('consent required: nothing loads before the player accepts; the answer is remembered', async ({ page, request }) => {
  await setFlags(request, brand('lotus-vn').merchantCode, { GTAG: true });
  const asked = await stubTag(page);
  await page.goto(brandUrl('lotus-vn', '/'));
  const banner = page.getByTestId('analytics-consent');
  await expect(banner).toBeVisible();
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  // The CSP allows exactly the tag's host for scripts.
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);

  await banner.getByRole('button').last().click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain(`id=G-${brand('lotus-vn').merchantCode}`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan)).toBe(true);

  await page.reload();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
});

test('declined: never loads, and the banner does not ask again', async ({ page, request }) => {
  await setFlags(request, brand('lotus-vn').merchantCode, { GTAG: true });
  const asked = await stubTag(page);
  await page.goto(brandUrl('lotus-vn', '/'));
  await page.getByTestId('analytics-consent').getByRole('button').first().click();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('consent implied: the tag loads at once, with no banner', async ({ page, request }) => {
  await setFlags(request, brand('pearl-ph').merchantCode, { GTAG: true });
  const asked = await stubTag(page);
  await page.goto(brandUrl('pearl-ph', '/'));
  await expect.poll(() => asked.length).toBe(1);
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
});

test('a merchant without a tag id shows no banner and loads nothing', async ({ page }) => {
  const asked = await stubTag(page);
  await page.goto(brandUrl('lotus-vn', '/'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
  expect(asked).toEqual([]);
});
