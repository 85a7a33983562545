import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, brandUrl, resetSandbox, signInContext } from '../support/sandbox';

/**
 * Issue 29: on phones (640 px and narrower) a member's header keeps Withdraw beside Deposit (an icon, named for screen
 * readers), and it opens the withdrawal page of the member centre; a visitor's header has neither.
 */
const en = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
const t = (key: string) => en[key] ?? key;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const [id, width] of [
  ['jade-global', 390],
  ['lotus-vn', 640],
] as const) {
  test(`${id} at ${width} px: Withdraw sits beside Deposit in a member's header and opens the withdrawal page`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInContext(page, request, brand(id).merchantCode, 'player01');
    await page.goto(brandUrl(id, '/'));
    const header = page.getByTestId('header');
    const deposit = header.getByRole('button', { name: t('shell.header.deposit'), exact: true });
    const withdraw = header.getByRole('button', { name: t('shell.header.withdraw'), exact: true });
    await expect(deposit).toBeVisible();
    await expect(withdraw).toBeVisible();
    // Beside each other on one row, inside the screen.
    const [d, w] = [(await deposit.boundingBox())!, (await withdraw.boundingBox())!];
    expect(Math.abs(d.y - w.y)).toBeLessThan(4);
    expect(w.x).toBeGreaterThan(d.x);
    expect(w.x + w.width).toBeLessThanOrEqual(width);
    await withdraw.click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('withdraw-page').or(centre.getByTestId('pay-password-setup'))).toBeVisible();
  });
}

test("a visitor's phone header has no Withdraw", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(brandUrl('jade-global', '/'));
  await expect(page.getByTestId('header').getByTestId('login')).toBeVisible();
  await expect(page.getByTestId('header').getByTestId('withdraw')).toHaveCount(0);
});
