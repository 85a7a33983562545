import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, pageAnswers, resetSandbox } from '../support/sandbox';
import { prepare } from './helpers';

/**
 * §2's help modal: the customer-service menu's help centre opens over the page the player is on (the address and the
 * page underneath stay), topics switch inside it, Escape closes it; /help stays a page for direct links.
 */
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context, 'light');
});

async function openHelpFromMenu(page: Page) {
  await page.getByRole('button', { name: en['shell.nav.service'] }).first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: en['shell.service.help'] }).click();
}

for (const [id, theme] of [
  ['lotus-vn', 'light'],
  ['jade-global', 'dark'],
] as const) {
  test(`${id}: help centre opens as a modal over /promotions, switches topics, and closes back to the same page`, async ({ page, context }) => {
    await prepare(context, theme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(brandUrl(id, '/promotions'));
    const heading = page.locator('#main h1').first();
    await expect(heading).toBeVisible();
    const pageTitle = await heading.innerText();
    await openHelpFromMenu(page);
    const dialog = page.getByRole('dialog', { name: en['help.title'] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('help-content')).toContainText('About');
    await dialog.getByRole('navigation', { name: en['help.sections'] }).getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(dialog.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByTestId('help-content')).toHaveAttribute('aria-label', 'Terms and conditions');
    await expect(page).toHaveURL(brandUrl(id, '/promotions'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(brandUrl(id, '/promotions'));
    await expect(heading).toHaveText(pageTitle);
  });
}

test('on a phone the drawer’s help centre opens the modal too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(brandUrl('jade-global', '/'));
  await pageAnswers(page);
  await page.getByTestId('menu-open').first().click();
  await openHelpFromMenu(page);
  const dialog = page.getByRole('dialog', { name: en['help.title'] });
  await expect(dialog.getByTestId('help-content')).toBeVisible();
  // The drawer made way for it.
  await expect(page.getByTestId('side-menu')).toHaveAttribute('aria-hidden', 'true');
  await expect(page).toHaveURL(brandUrl('jade-global', '/'));
});

test('a direct link /help?section=terms is still the help page', async ({ page }) => {
  await page.goto(brandUrl('lotus-vn', '/help?section=terms'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#main').getByTestId('help-content')).toHaveAttribute('aria-label', 'Terms and conditions');
});
