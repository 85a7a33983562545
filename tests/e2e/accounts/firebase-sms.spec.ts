import { expect, test, type Page, type Request } from '@playwright/test';
import { accounts, brand, brandUrl, lastSms, resetSandbox, setFlags } from '../support/sandbox';
import { field, prepare, t, uniqueMobile } from './helpers';

/**
 * The Firebase route of SMS codes (issue 32; §4, §8, §9) where the settings tree chooses it (FIREBASESMS3, with
 * REGMOBVERF3): the code is sent by Firebase phone auth (the sandbox's local stand-in) to the plus-prefixed
 * dialing code and number, the button counts down 1 minute, and at submit the code is confirmed with Firebase
 * first: a wrong one stops the registration silently (no call to the platform, no message); a right one
 * registers with the Firebase fields.
 */
const pearl = brand('pearl-ph');
const lotus = brand('lotus-vn');

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context);
  await setFlags(request, pearl.merchantCode, { REGMOBVERF3: true, FIREBASESMS3: true });
});

/** The platform's human check, if the brand runs one at registration: passed as a person would. */
async function passCheckIfAsked(page: Page) {
  const check = page.getByTestId('human-check');
  if (await check.isVisible().catch(() => false)) {
    await check.getByRole('checkbox').click();
    await expect(check).toHaveCount(0);
  }
}

test('Firebase route: sends to +<dial><number>, counts down 1 minute, a wrong code stops silently, the right one registers', async ({ page, request }) => {
  const mobile = uniqueMobile();
  const platformCalls: Request[] = [];
  page.on('request', (r) => {
    if (/\/wps\/(verification\/sms|member\/register)/.test(r.url())) platformCalls.push(r);
  });
  await page.goto(brandUrl(pearl.id, '/register'));
  await page.getByRole('tab', { name: t('auth.register.byMobile') }).click();
  const form = page.getByTestId('register-form-registerMobile');
  await field(form, 'mobileNum').fill(mobile);
  const sendAsked = page.waitForRequest(/\/__firebase\/identitytoolkit\/v1\/accounts:sendVerificationCode/);
  await form.getByTestId('sms-send').click();
  const phoneNumber = ((await sendAsked).postDataJSON() as { phoneNumber: string }).phoneNumber;
  expect(phoneNumber).toMatch(new RegExp(`^\\+\\d{1,4}${mobile}$`));
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  // 1 minute (the platform's own codes count expiredMinutes × 60 s: 5 minutes in the sandbox), counting down.
  const secondsLeft = async () => Number(/(\d+)/.exec((await form.getByTestId('sms-send').textContent()) ?? '')?.[1]);
  // The button is disabled while the send is in flight, before the countdown shows: wait for the number.
  await expect(form.getByTestId('sms-send')).toHaveText(/\d+/);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(30);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
  const code = await lastSms(request, phoneNumber.slice(1));

  // A wrong code: Firebase refuses it, the registration stops silently.
  const confirmAsked = page.waitForRequest(/accounts:signInWithPhoneNumber/);
  await field(form, 'verificationCode').fill(code === '000000' ? '111111' : '000000');
  await field(form, 'password').fill('Play2024x');
  await field(form, 'confirmPassword').fill('Play2024x');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: t('auth.register.submit') }).click();
  await passCheckIfAsked(page);
  await confirmAsked;
  await expect(form.getByRole('button', { name: t('auth.register.submit') })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('register-error')).toHaveText('');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl(pearl.id, '/register'));
  expect(platformCalls.map((r) => r.url())).toEqual([]); // neither the platform's SMS send nor register

  // The right code: registered, with the Firebase fields.
  await field(form, 'verificationCode').fill(code);
  const registerSent = page.waitForRequest((r) => r.url().includes('/wps/member/register/mobile'));
  await form.getByRole('button', { name: t('auth.register.submit') }).click();
  await passCheckIfAsked(page);
  await registerSent;
  const accountAlert = page.getByRole('alertdialog').filter({ hasText: t('auth.register.mobileDoneTitle') });
  await expect(accountAlert).toContainText(mobile, { timeout: 20_000 });
});

test('Firebase route: a send Firebase refuses stops silently (no countdown, no message); the platform is never asked', async ({ page }) => {
  const platformCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/verification/sms')) platformCalls.push(r.url());
  });
  await page.route(/accounts:sendVerificationCode/, (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 400, message: 'INVALID_PHONE_NUMBER' } }) }),
  );
  await page.goto(brandUrl(pearl.id, '/register'));
  await page.getByRole('tab', { name: t('auth.register.byMobile') }).click();
  const form = page.getByTestId('register-form-registerMobile');
  await field(form, 'mobileNum').fill(uniqueMobile());
  const sendAsked = page.waitForRequest(/accounts:sendVerificationCode/);
  await form.getByTestId('sms-send').click();
  await sendAsked;
  await expect(form.getByTestId('sms-send')).toBeEnabled();
  await expect(form.getByTestId('sms-send')).toHaveText(t('auth.sms.send'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(platformCalls).toEqual([]);
});

test('SMS login by the Firebase route on /login: a wrong code stops silently, the right one signs the member in', async ({ page, request }) => {
  await setFlags(request, lotus.merchantCode, { FIREBASESMS3: true });
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login') && r.method() === 'POST') logins.push(r.url());
  });
  await page.goto(brandUrl(lotus.id, '/login'));
  const form = page.getByTestId('login-form');
  await expect(async () => {
    await page.getByRole('tab', { name: t('auth.login.bySms') }).click();
    await expect(field(form, 'mobileNum')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await field(form, 'mobileNum').fill(accounts.member.mobile);
  const sendAsked = page.waitForRequest(/accounts:sendVerificationCode/);
  await form.getByTestId('sms-send').click();
  const phoneNumber = ((await sendAsked).postDataJSON() as { phoneNumber: string }).phoneNumber;
  expect(phoneNumber).toBe(`+${accounts.member.dialingCode}${accounts.member.mobile}`);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  const code = await lastSms(request, phoneNumber.slice(1));

  const confirmAsked = page.waitForRequest(/accounts:signInWithPhoneNumber/);
  await field(form, 'verificationCode').fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await confirmAsked;
  await expect(form.getByRole('button', { name: t('auth.login.submit'), exact: true })).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('login-error')).toHaveText('');
  expect(logins).toEqual([]);

  await field(form, 'verificationCode').fill(code);
  await form.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(brandUrl(lotus.id, '/'), { timeout: 20_000 });
  await expect(page.getByTestId('login')).toHaveCount(0);
  expect(logins).toHaveLength(1);
});
