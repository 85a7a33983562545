import { expect, test } from '@playwright/test';
import { brand, brandUrl, clearFaults, resetSandbox, setFault, setFlags } from '../support/sandbox';
import { openLogin, prepare, t } from './helpers';

/**
 * §3's login state: the accounts screens read it when they open; its `validate` is kept in session key `validate`
 * (§3) and asks for the captcha on every login; when the settings tree cannot be read, its registration switches
 * stand in for the tree's (here: mobile registration, which the flag's default would hide).
 */
const lotus = brand('lotus-vn');

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
  await setFlags(request, lotus.merchantCode, { CAPTCHA3: false });
});

test('the login popup reads the login state and keeps its validate switch in the session', async ({ page, request }) => {
  await page.goto(brandUrl(lotus.id, '/'));
  const asked = page.waitForRequest((r) => r.url().includes('/wps/system/loginState'));
  await openLogin(page);
  await asked;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('validate'))).toBe('false');

  await setFlags(request, lotus.merchantCode, { CAPTCHA3: true });
  await page.reload();
  const popup = await openLogin(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('validate'))).toBe('true');
  await expect(popup.locator('input[name="captcha"]')).toBeVisible();
});

test('with the settings tree unreadable, the login state still offers mobile registration', async ({ page, request }) => {
  await setFault(request, { path: '/wps/system/whitelabel', status: 500 });
  await page.goto(brandUrl(lotus.id, '/'));
  await page.getByTestId('register').click();
  const popup = page.getByTestId('login-popup');
  await expect(popup.getByRole('tab', { name: t('auth.register.byMobile') })).toBeVisible();
});
