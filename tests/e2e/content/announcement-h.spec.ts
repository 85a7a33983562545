import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT, brand, brandUrl, resetSandbox } from '../support/sandbox';

/**
 * §3's announcement type H: §7's query names B, PL, PU and PR only, and the spec says nothing of how H shows. The
 * portal asks for H too and lists it like PL, the closest documented type (docs/SPEC-COVERAGE.md). The sandbox has
 * one H notice a merchant ("Keep your account safe"), answered only to a client that asks for H.
 */
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
const lotus = brand('lotus-vn');

async function listTitles(request: APIRequestContext, types: string): Promise<string[]> {
  const res = await request.get(`http://127.0.0.1:${PORT}/wps/notice/list?types=${types}&platform=W&execution=B`, {
    headers: { Merchant: lotus.merchantCode, Language: 'EN' },
  });
  const v = ((await res.json()) as { value: Record<'player' | 'banners' | 'popup' | 'promotion', { title: string }[]> }).value;
  return [...v.player, ...v.banners, ...v.popup, ...v.promotion].map((n) => n.title);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the announcement list asks for type H and shows the H announcement with the others', async ({ page, request }) => {
  const withoutH = await listTitles(request, 'B,PL,PU,PR');
  const withH = await listTitles(request, 'B,PL,PU,PR,H');
  const hTitles = withH.filter((t) => !withoutH.includes(t));
  expect(hTitles).toEqual(['Keep your account safe']);

  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('index_notice', '1');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(brandUrl(lotus.id, '/'));
  const asked = page.waitForRequest((r) => r.url().includes('/wps/notice/list'));
  await page.getByRole('button', { name: en['shell.nav.service'] }).first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: en['shell.service.announcements'] }).click();
  expect(new URL((await asked).url()).searchParams.get('types')).toBe('B,PL,PU,PR,H');
  const list = page.getByTestId('notice-list');
  const h = list.getByRole('button', { name: /Keep your account safe/ });
  await expect(h).toBeVisible();
  await h.click();
  await expect(list).toContainText('will never ask for your password or SMS code');
});
