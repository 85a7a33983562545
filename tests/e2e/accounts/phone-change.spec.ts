import { expect, test, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, lastSms, resetSandbox, signInContext } from '../support/sandbox';
import { passHumanCheck } from '../support/human-check';
import { t } from './helpers';

/**
 * Changing the phone from My account (issue 32, ASVS 7.5.1): a code to the new number, sent behind the brand's
 * human check (lotus-vn: the slider puzzle), and a step-up proof (here a fresh code to the current phone); the
 * platform changes the number only with both, and a wrong proof keeps everything typed.
 */
const lotus = brand('lotus-vn');
const NEW_MOBILE = '955501234';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function openPhoneChange(page: Page) {
  await page.goto(brandUrl(lotus.id, '/'));
  await page.getByRole('button', { name: t('shell.account.menu') }).click();
  await page.getByRole('menuitem', { name: t('shell.account.memberCentre') }).click();
  await expect(page.getByTestId('profile-phone')).toHaveText(accounts.member.mobile);
  await page.getByTestId('phone-change-open').click();
  return page.getByTestId('phone-change');
}

async function sendNewCode(page: Page, request: Parameters<typeof passHumanCheck>[1], form: ReturnType<Page['getByTestId']>) {
  await form.getByLabel(t('memberCentre.phone.new')).fill(NEW_MOBILE);
  await form.getByTestId('phone-change-send-new').click();
  await passHumanCheck(page, request, lotus.id);
  await form.getByLabel(t('memberCentre.phone.newCode')).fill(await lastSms(request, NEW_MOBILE));
  await form.getByLabel(t('memberCentre.phone.proof')).selectOption('sms');
}

test('the new number, its code behind the human check and a code to the current phone change it', async ({ page, request }) => {
  await signInContext(page, request, lotus.merchantCode, accounts.member.username);
  const form = await openPhoneChange(page);
  await sendNewCode(page, request, form);
  await form.getByTestId('phone-change-send-current').click();
  await form.getByLabel(t('memberCentre.phone.currentCode')).fill(await lastSms(request, accounts.member.mobile));
  await page.screenshot({ path: test.info().outputPath('phone-change.png') });
  await form.getByRole('button', { name: t('memberCentre.phone.submit') }).click();
  await expect(page.getByTestId('phone-changed')).toContainText(NEW_MOBILE);
  await expect(page.getByTestId('profile-phone')).toHaveText(NEW_MOBILE);
});

test('a wrong proof is refused by the platform with its reason; the number stays and nothing typed is lost', async ({ page, request }) => {
  await signInContext(page, request, lotus.merchantCode, accounts.member.username);
  const form = await openPhoneChange(page);
  await sendNewCode(page, request, form);
  await form.getByTestId('phone-change-send-current').click();
  const right = await lastSms(request, accounts.member.mobile);
  await form.getByLabel(t('memberCentre.phone.currentCode')).fill(right === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: t('memberCentre.phone.submit') }).click();
  await expect(form.getByTestId('phone-change-error')).toHaveText(t('error.invalidCode'));
  await expect(form.getByLabel(t('memberCentre.phone.new'))).toHaveValue(NEW_MOBILE);
  await expect(page.getByTestId('profile-phone')).toHaveText(accounts.member.mobile);
});
