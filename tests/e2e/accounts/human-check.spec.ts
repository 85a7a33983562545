import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, lastSms, PORT, resetSandbox } from '../support/sandbox';
import { field, prepare, t } from './helpers';
import { dragSlider } from '../support/human-check';

/**
 * Human verification as the brand's provider (issue 32): an SMS send first asks the brand's check: "I'm not a
 * robot" (token), the slider puzzle (siam-star's and lotus-vn's manifests) or the image captcha; the sandbox
 * decides (QA can force pass or fail, or choose another provider). Passed: the code is sent. Refused: the §8
 * sentence ("Invalid reCAPTCHA or domain not whitelisted") and no SMS.
 */
const siam = brand('siam-star');

async function provider(request: APIRequestContext, force: 'pass' | 'fail' | null, kind = 'token'): Promise<void> {
  const res = await request.put(`http://127.0.0.1:${PORT}/__sandbox/merchants/${siam.merchantCode}/human-check`, { data: { provider: kind, force } });
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

test("slider (the brand's own provider): the piece dragged into the gap passes and the code is sent; let go beside it, refused and a new puzzle", async ({
  page,
  request,
}) => {
  const form = await pressSend(page);
  const check = page.getByTestId('human-check');
  await expect(check.getByTestId('slider-puzzle')).toBeVisible();
  await expect(check.getByRole('slider', { name: t('auth.human.slider.label') })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('slider.png') });
  await dragSlider(page, request, siam.id, 20);
  await expect(check.getByTestId('human-check-error')).toHaveText(t('error.invalidCaptcha'));
  expect((await request.get(`http://127.0.0.1:${PORT}/__sandbox/sms?mobile=${accounts.member.mobile}`)).status()).toBe(404);
  await expect(check.getByRole('slider')).toHaveValue('0'); // a fresh puzzle
  await dragSlider(page, request, siam.id, 0);
  await expect(check).toHaveCount(0);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  expect(await lastSms(request, accounts.member.mobile)).toMatch(/^\d{4,8}$/);
});

test('slider by keyboard: arrows move the piece one pixel a press, Enter answers', async ({ page, request }) => {
  const form = await pressSend(page);
  const handle = page.getByTestId('human-check').getByRole('slider');
  const res = await request.get(`http://127.0.0.1:${PORT}/__sandbox/merchants/${siam.merchantCode}/human-check/puzzle`);
  const { x } = (await res.json()) as { x: number };
  await handle.focus();
  for (let i = 0; i < x; i++) await handle.press('ArrowRight');
  await handle.press('Enter');
  await expect(page.getByTestId('human-check')).toHaveCount(0);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
});

/** The image-captcha provider's step, open after a send press, and answered with `answer(the picture's text)`. */
async function answerCaptcha(page: Page, request: APIRequestContext, answer: (text: string) => string) {
  await provider(request, null, 'captcha');
  const form = await pressSend(page);
  const check = page.getByTestId('human-check-captcha');
  await expect(check.getByTestId('captcha-image').locator('img')).toBeVisible();
  const captcha = await request.get(`http://127.0.0.1:${PORT}/__sandbox/captcha?merchant=${siam.merchantCode}`);
  await check.getByRole('textbox').fill(answer(((await captcha.json()) as { text: string }).text));
  await check.getByRole('button', { name: t('auth.human.captcha.submit') }).click();
  return form;
}

test("image captcha provider: the picture's characters go with the send", async ({ page, request }) => {
  const form = await answerCaptcha(page, request, (text) => text);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  expect(await lastSms(request, accounts.member.mobile)).toMatch(/^\d{4,8}$/);
});

test('image captcha provider: wrong characters are refused with the §8 sentence and no SMS is sent', async ({ page, request }) => {
  const form = await answerCaptcha(page, request, (text) => (text === '0000' ? '1111' : '0000'));
  await expect(page.getByRole('alertdialog').filter({ hasText: t('error.invalidCaptcha') })).toBeVisible();
  await expect(form.getByTestId('sms-send')).toBeEnabled();
  expect((await request.get(`http://127.0.0.1:${PORT}/__sandbox/sms?mobile=${accounts.member.mobile}`)).status()).toBe(404);
});
