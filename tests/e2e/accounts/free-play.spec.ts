import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { brand, brandUrl, resetSandbox, setFlags } from '../support/sandbox';
import { prepare } from './helpers';

/**
 * Free play from the header (§6, §7 loginFreePlay): the request is sealed like every E call, a trial account
 * is signed in, and a refusal is told to the player instead of being left in the console.
 */
const ID = 'lotus-vn'; // its manifest forces freePlay on, so the button shows whatever the platform says
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ context, request }) => {
  await resetSandbox(request);
  await prepare(context);
});
test.afterEach(async ({ request }) => {
  await setFlags(request, brand(ID).merchantCode, { FREEPLAY3: true });
});

test('the free demo signs a trial account in with a sealed request', async ({ page }) => {
  await page.goto(brandUrl(ID, '/'));
  const sent = page.waitForRequest((r) => r.url().includes('/wps/session/login/freeplay'));
  await page.getByTestId('free-demo').click();
  const body = (await sent).postData() ?? '';
  expect(body).not.toContain('"os"');
  expect(body).not.toContain('"platform"');
  await expect(page.getByRole('button', { name: en['shell.account.menu'] })).toBeVisible();
});

test('a refused free demo says why, in the player language, and leaves the visitor signed out', async ({ page, request }) => {
  await setFlags(request, brand(ID).merchantCode, { FREEPLAY3: false });
  await page.goto(brandUrl(ID, '/'));
  await page.getByTestId('free-demo').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(en['error.functionDisabled']!);
  await dialog.getByRole('button', { name: en['common.confirm'] }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('login')).toBeVisible();
});
