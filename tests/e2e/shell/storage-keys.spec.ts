import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, signInContext } from '../support/sandbox';

/**
 * §3's session and local keys, as a member's tab holds them: the merchant, the platform and the member's own keys
 * (account, username, customerId, agent flag, upline, labels), the settings tree and the vendors; the language
 * history and the merchant locally. Sign-out clears the session's keys and re-stores the merchant (§4).
 */
const ID = 'jade-global';
const b = brand(ID);
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a member’s tab holds §3’s session and local keys, and sign-out leaves only the merchant', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInContext(page, request, b.merchantCode, accounts.agent.username);
  await page.goto(brandUrl(ID, '/rng'));
  await expect(page.getByRole('tab', { name: /game hall$/ }).first()).toBeVisible({ timeout: 30_000 });
  const session = () => page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await expect.poll(async () => (await session()).customerId).toMatch(/^\d+$/);
  const s = await session();
  expect(s).toMatchObject({
    merchant: b.merchantCode,
    merchantCode: b.merchantCode,
    platform: 'web',
    account: accounts.agent.username,
    username: accounts.agent.username,
    isAgent: String(accounts.agent.type),
    index_notice: '1',
  });
  expect(s.token).toBeTruthy();
  expect(['true', 'false']).toContain(s.toUpline);
  expect(s).toHaveProperty('memberLabel');
  expect(s).toHaveProperty('memberLabelTextColor');
  expect(s).toHaveProperty('memberLabelBgColor');
  expect(JSON.parse(s.settings!)).toEqual(expect.arrayContaining([expect.objectContaining({ modId: expect.any(String) })]));
  expect(JSON.parse(s.gameVendor!)).toEqual(expect.arrayContaining([expect.objectContaining({ gameCategory: expect.any(String) })]));
  expect(s).not.toHaveProperty('cpw'); // the password is never kept

  // The agent centre's keys: the consolidated contract info as the platform answered it, and what it enables.
  await page.goto(brandUrl(ID, '/'));
  await page.getByRole('button', { name: en['shell.account.menu'] }).click();
  await page.getByRole('menuitem', { name: en['shell.account.agentCentre'] }).click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  await expect.poll(async () => (await session()).consolidated).toBeTruthy();
  const agent = await session();
  const funds = JSON.parse(agent.consolidated!) as Record<string, number>;
  expect(funds).toHaveProperty('divtypereq');
  const on = (...keys: string[]) => String(keys.some((k) => funds[k] === 1));
  expect(agent.enableContract).toBe(on('divtypereq', 'divtypeinfo'));
  expect(agent.enableSalary).toBe(
    on('dailysalreq', 'dailysalinfotype', 'contracthoursalreq', 'contracthoursalinfo', 'realtimesalreqtype', 'realtimesalinfotype'),
  );
  await page.keyboard.press('Escape');

  // Local keys: the language, its history, the theme, the merchant.
  await page
    .getByRole('button', { name: new RegExp(`^${en['shell.nav.language']}:`) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^vi/);
  const local = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  expect(local).toMatchObject({ lang: 'VI', hisLang: 'EN', merchantCode: b.merchantCode });
  expect(['light', 'dark']).toContain(local.theme);

  // Sign-out: the session's keys go, the merchant stays.
  await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  await page.goto(brandUrl(ID, '/'));
  await page.getByRole('button', { name: en['shell.account.menu'] }).click();
  await page.getByRole('menuitem', { name: en['shell.account.signOut'] }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en['auth.signOut.action'] }).click();
  await expect(page.getByTestId('login')).toBeVisible();
  const after = await session();
  expect(after).toMatchObject({ merchant: b.merchantCode, merchantCode: b.merchantCode, platform: 'web' });
  for (const key of ['token', 'account', 'username', 'customerId', 'isAgent', 'toUpline', 'memberLabel', 'consolidated'])
    expect(after, key).not.toHaveProperty(key);
});
