import { expect, test } from '@playwright/test';
import { resetSandbox } from '../support/sandbox';
import { asPlayer, login, readyToWithdraw, t } from './helpers';

/**
 * Unbinding a bank card (issue 29): the platform asks for the step-up proof (issue 32: the payment password, or an
 * SMS code); without it, or with a wrong one, the card stays and the player is told why; with it the card is gone,
 * on the screen and on the platform.
 */
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a card is unbound only with the payment password; without it or with a wrong one it stays', async ({ page, request }) => {
  const token = await login(page, request);
  await readyToWithdraw(request, token);
  await page.getByTestId('withdraw').click();
  const card = page.getByTestId('bank-card');
  await expect(card).toContainText('**** 6789');

  // No proof: the platform refuses (STEP_UP_REQUIRED), the card stays.
  await card.getByTestId('bank-card-unbind').click();
  let confirm = page.getByRole('alertdialog', { name: t('wallet.card.unbind') });
  await expect(confirm).toContainText('**** 6789');
  await confirm.getByRole('button', { name: t('wallet.card.unbind') }).click();
  const refusal = page.getByRole('alertdialog').filter({ hasNotText: '**** 6789' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/payment password|SMS/i);
  await refusal.getByRole('button').last().click();
  await expect(card).toHaveCount(1);

  // A wrong payment password: refused, the card stays.
  await card.getByTestId('bank-card-unbind').click();
  confirm = page.getByRole('alertdialog', { name: t('wallet.card.unbind') });
  await confirm.getByTestId('bank-card-unbind-password').fill('000000');
  await confirm.getByRole('button', { name: t('wallet.card.unbind') }).click();
  await expect(page.getByRole('alertdialog').filter({ hasText: /payment password/i })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(card).toHaveCount(1);

  // The right one: the card is gone, here and on the platform.
  await card.getByTestId('bank-card-unbind').click();
  confirm = page.getByRole('alertdialog', { name: t('wallet.card.unbind') });
  await confirm.getByTestId('bank-card-unbind-password').fill('246810');
  await confirm.getByRole('button', { name: t('wallet.card.unbind') }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('bank-cards')).toContainText(t('wallet.card.none'));
  const cards = await asPlayer(request, token, 'GET', '/wps/v2/bankcards');
  expect(cards.cards).toEqual([]);
});
