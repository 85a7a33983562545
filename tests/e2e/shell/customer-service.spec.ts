import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, signInContext } from '../support/sandbox';

/** §3's customer-service entries: live chat for everyone, the VIP desk for VIP members (agent01 is club level 3). */
const ID = 'lotus-vn';
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function serviceMenu(page: Page) {
  await page.getByRole('button', { name: en['shell.nav.service'] }).first().click();
  return page.getByRole('menu');
}

test('a visitor and a member get live chat but no VIP desk; live chat opens the platform chat in the service popup', async ({ page, request }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(brandUrl(ID, '/'));
  let menu = await serviceMenu(page);
  await expect(menu.getByRole('menuitem', { name: en['shell.service.liveChat'] })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: en['shell.service.vipDesk'] })).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: en['shell.service.liveChat'] }).click();
  await expect.poll(async () => (await popup).url()).toContain('channel=livechat');

  const member = await page.context().browser()!.newPage();
  await signInContext(member, request, brand(ID).merchantCode, accounts.member.username);
  await member.goto(brandUrl(ID, '/'));
  menu = await serviceMenu(member);
  await expect(menu.getByRole('menuitem', { name: en['shell.service.liveChat'] })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: en['shell.service.vipDesk'] })).toHaveCount(0);
  await member.close();
});

test('a VIP member also gets the VIP desk', async ({ page, request }) => {
  await signInContext(page, request, brand(ID).merchantCode, accounts.agent.username);
  await page.goto(brandUrl(ID, '/'));
  const menu = await serviceMenu(page);
  await expect(menu.getByRole('menuitem', { name: en['shell.service.vipDesk'] })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await menu.getByRole('menuitem', { name: en['shell.service.vipDesk'] }).click();
  await expect.poll(async () => (await popup).url()).toContain('channel=vip');
});
