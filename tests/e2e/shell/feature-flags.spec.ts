import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, setFlags, signInContext } from '../support/sandbox';

/**
 * Flags that close a feature close it, not only its menu entry (§6): with the platform's POINTSMALL3,
 * DIRECTREG3 or AGENTCENTRE3 off (a brand whose manifest leaves them to the platform), the page answers as
 * an unknown path, the entries are gone, and the platform refuses what the page would have sent.
 */
const ID = 'lotus-vn';
const merchant = () => brand(ID).merchantCode;
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterEach(async ({ request }) => {
  await setFlags(request, merchant(), { POINTSMALL3: true, DIRECTREG3: true, AGENTCENTRE3: true });
});

test('POINTSMALL3 off: /pointMall is not found and the menu has no points mall (the platform refusing a redemption: sandbox-platform-calls)', async ({
  page,
  request,
}) => {
  await setFlags(request, merchant(), { POINTSMALL3: false });
  await signInContext(page, request, merchant(), accounts.member.username);
  await page.goto(brandUrl(ID, '/pointMall'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('link', { name: en['pointsMall.title'] })).toHaveCount(0);

  // Turned back on, the same path opens the mall.
  await setFlags(request, merchant(), { POINTSMALL3: true });
  await page.goto(brandUrl(ID, '/pointMall'));
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('DIRECTREG3 off: /register is not found and the header offers no registration', async ({ page, request }) => {
  await setFlags(request, merchant(), { DIRECTREG3: false });
  await page.goto(brandUrl(ID, '/register'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: en['shell.header.register'] })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: en['shell.header.register'] })).toHaveCount(0);
});

test('AGENTCENTRE3 off: an agent has no agent centre to open', async ({ page, request }) => {
  await setFlags(request, merchant(), { AGENTCENTRE3: false });
  await signInContext(page, request, merchant(), accounts.agent.username);
  await page.goto(brandUrl(ID, '/'));
  await page.getByRole('button', { name: en['shell.account.menu'] }).click();
  await expect(page.getByRole('menuitem', { name: en['shell.account.memberCentre'] })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en['shell.account.agentCentre'] })).toHaveCount(0);
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);
});
