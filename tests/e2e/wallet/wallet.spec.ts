import { expect, test, type Page } from '@playwright/test';
import { clearFaults, lastSms, resetSandbox, setFault } from '../support/sandbox';
import { asPlayer, login, openPage, qa, readyToWithdraw, t } from './helpers';

/**
 * Money against the sandbox as a player sees it (lotus-vn, player01 starting
 * at 12,345.67): deposit credited / failed, bind a card after setting the
 * payment password, withdraw and confirm received / partly / not received,
 * auto-confirmation, wallet transfer in and out of a vendor wallet, and a
 * double click that must create one withdrawal. The header balance follows
 * every change.
 */
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await qa.settings(request, { dailyCount: 10 });
});

const balance = (page: Page) => page.getByTestId('balance');
const centre = (page: Page) => page.getByTestId('member-centre');

/** Opens the wallet transfer from the header and submits `amount` (into the vendor wallet): the form. */
async function transfer(page: Page, amount: string) {
  await page.getByTestId('deposit').click();
  await openPage(page, 'transferFund');
  const form = page.getByTestId('transfer-form');
  await form.getByLabel(t('wallet.amount')).fill(amount);
  await page.getByTestId('transfer-submit').click();
  return form;
}

async function deposit(page: Page, amount: string): Promise<string> {
  await page.getByTestId('deposit').click();
  await expect(page.getByTestId('deposit-limits')).toBeVisible();
  await page.getByLabel(t('wallet.amount')).fill(amount);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-status')).toHaveText(t('wallet.deposit.status.pending'));
  const orderNo = await page.getByTestId('deposit-order').locator('dd').first().innerText();
  return orderNo.trim();
}

test('deposit credited raises the header balance once; a failed one changes nothing', async ({ page, request }) => {
  await login(page, request);
  const orderNo = await deposit(page, '500');
  await qa.deposit(request, orderNo, 'credited');
  await expect(page.getByTestId('deposit-status')).toHaveText(t('wallet.deposit.status.credited'));
  await expect(balance(page)).toContainText('12,845.67');

  await page.getByTestId('deposit-new').click();
  // Bad input stays on the page with its message under the field.
  await page.getByLabel(t('wallet.amount')).fill('50');
  await page.getByTestId('deposit-submit').click();
  await expect(centre(page).getByText(/The minimum is/)).toBeVisible();
  await page.getByLabel(t('wallet.amount')).fill('abc');
  await page.getByTestId('deposit-submit').click();
  await expect(centre(page).getByText(t('wallet.amount.notNumber'))).toBeVisible();

  await page.getByRole('button', { name: /1,000/ }).click();
  await page.getByTestId('deposit-submit').click();
  const failed = (await page.getByTestId('deposit-order').locator('dd').first().innerText()).trim();
  await qa.deposit(request, failed, 'failed');
  await expect(page.getByTestId('deposit-status')).toHaveText(t('wallet.deposit.status.failed'));
  await expect(balance(page)).toContainText('12,845.67');
});

test('set the payment password, bind a card, withdraw: limits first, then one withdrawal for a double click', async ({ page, request }) => {
  await login(page, request);
  await page.getByTestId('withdraw').click();
  await expect(page.getByTestId('pay-password-setup')).toBeVisible();
  await page.getByLabel(t('wallet.payPassword.new')).fill('246810');
  await page.getByLabel(t('wallet.payPassword.confirm')).fill('246810');
  await page.getByTestId('pay-password-submit').click();

  await expect(page.getByTestId('withdraw-limits')).toContainText('100');
  await page.getByTestId('bank-card-add').click();
  await page.getByLabel(t('wallet.card.bank')).selectOption('SBK');
  await page.getByLabel(t('wallet.card.accountName')).fill('Nguyen Van A');
  await page.getByLabel(t('wallet.card.accountNo')).fill('12ab');
  await page.getByTestId('bank-card-submit').click();
  await expect(page.getByTestId('bank-card-form').getByText(/digits/i)).toBeVisible();
  await page.getByLabel(t('wallet.card.accountNo')).fill('0123456789');
  // Step-up (issue 32): the payment password confirms the new card; a wrong one is refused under its field.
  await page.getByLabel(t('wallet.card.stepUp')).fill('999999');
  await page.getByTestId('bank-card-submit').click();
  await expect(page.getByTestId('bank-card-form').getByText(/Wrong payment password/)).toBeVisible();
  await page.getByLabel(t('wallet.card.stepUp')).fill('246810');
  await page.getByTestId('bank-card-submit').click();
  await expect(page.getByTestId('bank-card')).toContainText('**** 6789');

  const form = page.getByTestId('withdraw-form');
  await form.getByLabel(t('wallet.amount')).fill('300');
  await form.getByLabel(t('wallet.payPassword')).fill('000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(form.getByText(/Wrong payment password/)).toBeVisible();
  await expect(form.getByLabel(t('wallet.amount'))).toHaveValue('300');

  await form.getByLabel(t('wallet.payPassword')).fill('246810');
  await page.getByTestId('withdraw-submit').dblclick();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await expect(balance(page)).toContainText('12,045.67');
  await expect(page.getByTestId('withdrawal-row')).toHaveCount(1);
});

test('disbursed withdrawals ask on any page: received, partly received (remainder), not received (proof)', async ({ page, request }) => {
  const token = await login(page, request);
  const cardId = await readyToWithdraw(request, token);
  const withdraw = async (amount: string) => {
    const w = await asPlayer(request, token, 'POST', '/wps/v2/withdraw', { cardId, amount, paymentPassword: '246810' });
    await qa.withdrawal(request, w.orderNo as string, 'disburse');
    return w.orderNo as string;
  };
  const prompt = page.getByTestId('withdrawal-prompt');

  await withdraw('200');
  await page.reload();
  await expect(prompt).toBeVisible();
  await prompt.getByTestId('confirm-submit').click();
  await expect(prompt).toBeHidden();
  await expect(balance(page)).toContainText('12,145.67');

  await withdraw('500');
  await page.reload();
  await prompt.getByRole('tab', { name: t('wallet.confirm.partial') }).click();
  await prompt.getByLabel(t('wallet.confirm.receivedAmount')).fill('120');
  await expect(prompt.getByTestId('prompt-remainder')).toContainText('380');
  await prompt.getByTestId('confirm-submit').click();
  await expect(prompt).toBeHidden();

  await withdraw('300');
  await page.reload();
  await prompt.getByRole('tab', { name: t('wallet.confirm.notReceived') }).click();
  await prompt.getByTestId('confirm-submit').click();
  await expect(prompt.getByText(t('wallet.proof.empty'))).toBeVisible();
  await prompt.getByTestId('proof-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png') });
  await expect(prompt.getByText(t('wallet.proof.notImage'))).toBeVisible();
  await prompt
    .getByTestId('proof-input')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
  await expect(prompt.getByText(t('wallet.proof.tooLarge'))).toBeVisible();
  await prompt.getByTestId('proof-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(prompt.getByTestId('proof-preview')).toBeVisible();
  await prompt.getByTestId('confirm-submit').click();
  await expect(prompt).toBeHidden();

  await page.getByTestId('withdraw').click();
  const rows = page.getByTestId('withdrawal-row');
  await expect(rows.filter({ hasText: t('wallet.withdraw.status.notReceived') })).toHaveCount(1);
  await expect(rows.filter({ hasText: t('wallet.withdraw.status.partial') })).toContainText('380');
  await expect(page.getByTestId('withdrawal-list').getByText(t('wallet.withdraw.status.received'), { exact: true })).toHaveCount(1);
});

test('a disbursed withdrawal nobody confirms counts as received when the window passes', async ({ page, request }) => {
  const token = await login(page, request);
  const cardId = await readyToWithdraw(request, token);
  const w = await asPlayer(request, token, 'POST', '/wps/v2/withdraw', { cardId, amount: '150', paymentPassword: '246810' });
  await qa.withdrawal(request, w.orderNo as string, 'disburse');
  await page.reload();
  await expect(page.getByTestId('withdrawal-prompt')).toBeVisible();
  await qa.clock(request, 31);
  await page.reload();
  await page.getByTestId('withdraw').click();
  await expect(page.getByTestId('withdrawal-row').first()).toContainText(t('wallet.withdraw.auto'));
  await expect(page.getByTestId('withdrawal-prompt')).toHaveCount(0);
});

test('wallet transfer into a vendor wallet and back; the header balance follows', async ({ page, request }) => {
  await login(page, request);
  const form = await transfer(page, '1000');
  await expect(page.getByTestId('transfer-done')).toBeVisible();
  await expect(page.getByTestId('vendor-wallet')).toHaveCount(1);
  await expect(balance(page)).toContainText('11,345.67');

  await page.getByRole('tab', { name: t('wallet.transfer.out') }).click();
  await form.getByLabel(t('wallet.amount')).fill('2000');
  await page.getByTestId('transfer-submit').click();
  await expect(form.getByText(/Not enough balance/)).toBeVisible();
  await form.getByLabel(t('wallet.amount')).fill('1000');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('vendor-wallet')).toHaveCount(0);
  await expect(balance(page)).toContainText('12,345.67');
});

test('a fault on submit ends in a dialog, keeps the form and charges nothing; the retry goes through once', async ({ page, request }) => {
  await login(page, request);
  await setFault(request, { path: '/wps/v2/wallets/transfer', status: 503 });
  try {
    const form = await transfer(page, '700');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('wallet.ok') })
      .click();
    await expect(form.getByLabel(t('wallet.amount'))).toHaveValue('700');
  } finally {
    await clearFaults(request);
  }
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-done')).toBeVisible();
  await expect(balance(page)).toContainText('11,645.67');
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test('deposit channels that fail to load say why: maintenance for 503, too many requests for 429 — not "network" (issue 32)', async ({ page, request }) => {
  await login(page, request);
  try {
    await setFault(request, { path: '/wps/v2/deposit/channels', status: 503 });
    await page.getByTestId('deposit').click();
    await expect(page.getByText(t('error.maintenance'))).toBeVisible();
    await expect(page.getByText(t('error.network'))).toHaveCount(0);
    await setFault(request, { path: '/wps/v2/deposit/channels', status: 429 });
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect(page.getByText(t('error.tooManyRequests'))).toBeVisible();
  } finally {
    await clearFaults(request);
  }
});

test('payment password: changed with the current one; a lock says until when; forgotten, reset by an SMS code (issue 32)', async ({ page, request }) => {
  const token = await login(page, request);
  const cardId = await readyToWithdraw(request, token);
  await page.getByTestId('withdraw').click();
  const manage = page.getByTestId('pay-password-manage');
  await manage.getByTestId('pay-password-change-open').click();
  await manage.getByLabel(t('wallet.payPassword.old')).fill('246810');
  await manage.getByLabel(t('wallet.payPassword.new')).fill('135790');
  await manage.getByLabel(t('wallet.payPassword.confirm')).fill('135790');
  await manage.getByTestId('pay-password-submit').click();
  await expect(manage.getByTestId('pay-password-done')).toHaveText(t('wallet.payPassword.changed'));

  // Five wrong tries lock it; the refusal tells the time the lock ends.
  for (let i = 0; i < 5; i++)
    await asPlayer(request, token, 'POST', '/wps/v2/withdraw', { cardId, amount: '200', paymentPassword: '000000' }).catch(() => undefined);
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel(t('wallet.amount')).fill('200');
  await form.getByLabel(t('wallet.payPassword')).fill('135790');
  await page.getByTestId('withdraw-submit').click();
  const [before] = t('wallet.error.payPasswordLockedUntil').split('{lockedUntil}');
  await expect(page.getByText(new RegExp(`${before!.trim()} \\d{1,2}:\\d{2}`))).toBeVisible();

  // Forgotten: a code to the bound phone and a new password end the lock.
  await manage.getByTestId('pay-password-reset-open').click();
  const reset = page.getByTestId('pay-password-reset');
  await reset.getByTestId('pay-password-send-code').click();
  await expect(reset.getByTestId('pay-password-send-code')).toBeDisabled();
  await reset.getByLabel(t('wallet.payPassword.code')).fill(await lastSms(request, '912345678'));
  await reset.getByLabel(t('wallet.payPassword.new')).fill('975310');
  await reset.getByLabel(t('wallet.payPassword.confirm')).fill('975310');
  await reset.getByTestId('pay-password-reset-submit').click();
  await expect(manage.getByTestId('pay-password-done')).toHaveText(t('wallet.payPassword.resetDone'));
  await manage.screenshot({ path: test.info().outputPath('payment-password.png') });
  await form.getByLabel(t('wallet.payPassword')).fill('975310');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
});
