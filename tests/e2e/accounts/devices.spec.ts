import { expect, test, type Browser, type Page, type APIRequestContext } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, tokenFor } from '../support/sandbox';
import { prepare, t } from '../messages/helpers';

/**
 * Signed-in devices (issue 32, ASVS 7.4.3 / 7.5.2), with two real browser
 * contexts of one player: each sees both sessions with device, browser and
 * place; signing the other out from one ends the other's session at its very
 * next call (the login popup opens there), while this one goes on.
 */
const lotus = brand('lotus-vn');
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
// Three browser contexts on a shared 2-core machine.
test.setTimeout(120_000);

/** My account in the member centre; a press before the page is interactive does nothing, so press until it opens. */
async function openCentrePage(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: t('shell.account.memberCentre') }).isVisible()))
      await page.getByRole('button', { name: new RegExp(t('shell.account.menu')) }).click();
    await page.getByRole('menuitem', { name: t('shell.account.memberCentre') }).click({ timeout: 2_000 });
    await expect(page.getByTestId('member-centre')).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: new RegExp(t('shell.account.menu')) })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

async function signedIn(browser: Browser, request: APIRequestContext, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: userAgent === PHONE ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
  await prepare(context);
  const page = await context.newPage();
  const token = await tokenFor(request, lotus.merchantCode, accounts.member.username);
  await page.goto(brandUrl(lotus.id, `/?token=${token}`));
  await expect(page.getByRole('button', { name: new RegExp(t('shell.account.menu')) })).toBeVisible();
  return page;
}

test('two browsers: both sessions listed; signing the other out ends it at its next call, this one goes on', async ({ browser, request }) => {
  const desk = await signedIn(browser, request, DESKTOP);
  const phone = await signedIn(browser, request, PHONE);

  await openCentrePage(desk);
  const devices = desk.getByTestId('signed-in-devices');
  await expect(devices.getByRole('heading', { name: t('memberCentre.devices.title') })).toBeVisible();
  await expect(devices.getByTestId('device')).toHaveCount(2);
  const current = devices.locator('[data-testid="device"][data-current="true"]');
  await expect(current).toContainText(t('memberCentre.devices.name', { browser: 'Chrome', device: 'Windows' }));
  await expect(current).toContainText(t('memberCentre.devices.current'));
  const other = devices.locator('[data-testid="device"][data-current="false"]');
  await expect(other).toContainText(t('memberCentre.devices.name', { browser: 'Safari', device: 'iPhone' }));
  await expect(other).toContainText('Bangkok, Thailand');
  await desk.screenshot({ path: test.info().outputPath('devices-desktop.png'), fullPage: false });

  await other.getByRole('button', { name: t('memberCentre.devices.signOutOne', { browser: 'Safari', device: 'iPhone' }) }).click();
  await expect(devices.getByTestId('devices-ended')).toHaveText(t('memberCentre.devices.ended', { count: 1 }));
  await expect(devices.getByTestId('device')).toHaveCount(1);
  await expect(devices.getByText(t('memberCentre.devices.none'))).toBeVisible();

  // The phone's next call (here: opening the page again) is refused: its session ends there.
  await phone.reload();
  await expectSignedOut(phone);

  // The desktop goes on: opened again, it is still signed in.
  await desk.reload();
  await expect(desk.getByRole('button', { name: new RegExp(t('shell.account.menu')) })).toBeVisible();
  await expect(desk.getByTestId('login-popup')).toHaveCount(0);
  await desk.context().close();
  await phone.context().close();
});

test('"sign out all other devices" ends every other session', async ({ browser, request }) => {
  const desk = await signedIn(browser, request, DESKTOP);
  const phones = [await signedIn(browser, request, PHONE), await signedIn(browser, request, PHONE)];
  await openCentrePage(desk);
  const devices = desk.getByTestId('signed-in-devices');
  await expect(devices.getByTestId('device')).toHaveCount(3);
  await devices.getByTestId('device-sign-out-others').click();
  await expect(devices.getByTestId('devices-ended')).toHaveText(t('memberCentre.devices.ended', { count: 2 }));
  for (const p of phones) {
    await p.reload();
    await expectSignedOut(p);
  }
  for (const p of [desk, ...phones]) await p.context().close();
});
