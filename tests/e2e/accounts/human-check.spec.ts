import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, lastSms, PORT, resetSandbox } from '../support/sandbox';
import { field, prepare, t } from './helpers';

/**
 * Human verification as the brand's provider (issue 32): with the
 * reCAPTCHA-style provider on, an SMS send first asks "I'm not a robot"; the
 * sandbox decides (QA forces pass or fail). Passed: the code is sent. Refused:
 * the §8 sentence ("Invalid reCAPTCHA or domain not whitelisted") and no SMS.
 */
const siam = brand('siam-star');

async function provider(request: APIRequestContext, force: 'pass' | 'fail' | null): Promise<void> {
  const res = await request.put(`http://127.0.0.1:${PORT}/__sandbox/merchants/${siam.merchantCode}/human-check`, { data: { provider: 'token', force } });
  expect(res.ok()).toBe(true);
}

async function pressSend(page: Page) {
  await page.goto(brandUrl(siam.id, '/login'));
  await page.getByRole('tab', { name: t('auth.login.bySms') }).click();
  const form = page.getByTestId('login-form');
  await field(form, 'mobileNum').fill(accounts.member.mobile);
  await page.waitForTimeout(1100); // presses are throttled to one a second (§9)
  await form.getByTestId('sms-send').click();
  return form;
}

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context);
});

test('passes: the check is answered, the code is sent and logs in', async ({ page, request }) => {
  await provider(request, null);
  const form = await pressSend(page);
  const check = page.getByTestId('human-check');
  await expect(check).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('human-check.png') });
  await check.getByRole('checkbox', { name: t('auth.human.notRobot') }).click();
  await expect(check).toHaveCount(0);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  await field(form, 'verificationCode').fill(await lastSms(request, accounts.member.mobile));
  await form.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page.getByTestId('login')).toHaveCount(0);
});

test('fails: the §8 sentence, no SMS; closing the check stops the send quietly', async ({ page, request }) => {
  await provider(request, 'fail');
  const form = await pressSend(page);
  const check = page.getByTestId('human-check');
  await check.getByRole('checkbox', { name: t('auth.human.notRobot') }).click();
  await expect(check.getByTestId('human-check-error')).toHaveText(t('error.invalidCaptcha'));
  await page.keyboard.press('Escape');
  await expect(check).toHaveCount(0);
  await expect(form.getByTestId('sms-send')).toBeEnabled();
  const inbox = await request.get(`http://127.0.0.1:${PORT}/__sandbox/sms?mobile=${accounts.member.mobile}`);
  expect(inbox.status()).toBe(404);
});
