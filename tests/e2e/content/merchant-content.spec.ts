import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, PORT, resetSandbox, setDepositLimit } from '../support/sandbox';
import { openAs, openCentrePage, tr } from '../messages/helpers';

/**
 * Each merchant's content is its own (issue 31): siam-star, a Thai brand priced in baht, shows no VND and no
 * English in its promotions, notices and messages when read in Thai; its register form starts on +66 with
 * the Thai flag. The home page's arrival popup shows only the popup-type notices, once per session.
 */
const siam = brand('siam-star');
const lotus = brand('lotus-vn');

/**
 * Latin-script words allowed in Thai copy: the brand's own name, the game studios' names and codes, and
 * codes a Thai player reads as they are (VIP, SMS, OTP).
 */
const ALLOWED = new Set([...siam.name.split(/\s+/), 'PG', 'JILI', 'VIP', 'SMS', 'OTP']);

/** Latin-script words in a text that are not allowed (codes with digits, such as order numbers and accounts, are), and any sign of Vietnamese money. */
function foreignWords(text: string): string[] {
  const words = text.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
  return [...words.filter((w) => !ALLOWED.has(w) && !/\d/.test(w)), ...(text.match(/VND|₫|đồng/g) ?? [])];
}

async function expectThaiOnly(area: Locator): Promise<void> {
  const text = await area.innerText();
  expect(text.trim().length).toBeGreaterThan(20);
  expect(/[\u0e00-\u0e7f]/.test(text), 'the text is Thai').toBe(true);
  expect(foreignWords(text)).toEqual([]);
}

/** Thai, and the home popup already seen (tests that do not test it). */
async function inThai(page: Page, seenPopup = true): Promise<void> {
  await page.context().addInitScript((seen) => {
    localStorage.setItem('lang', 'TH');
    if (seen) sessionStorage.setItem('index_notice', '1');
  }, seenPopup);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('siam-star in Thai: promotions, their detail and the announcements are Thai and priced in baht', async ({ page }) => {
  test.skip(!siam.languages.enabled.includes('TH') || siam.currency.code !== 'THB', 'siam-star is a Thai brand in baht');
  await inThai(page);
  await page.goto(brandUrl(siam.id, '/promotions'));
  const list = page.getByTestId('promotion-list');
  await expect(list.getByTestId('promotion-card')).toHaveCount(10);
  await expectThaiOnly(list);
  await expect(list).toContainText('฿5,000');

  await list.getByTestId('promotion-card').first().click();
  await expectThaiOnly(page.getByTestId('promotion-detail'));

  await page.getByRole('button', { name: tr('TH', 'shell.nav.service') }).click();
  await page.getByRole('menuitem', { name: tr('TH', 'shell.service.announcements') }).click();
  const notices = page.getByTestId('notice-list');
  await expect(notices.locator('li')).toHaveCount(8);
  for (const head of await notices.getByRole('button').all()) await head.click();
  await expectThaiOnly(notices);
});

test('siam-star in Thai: a member’s messages are Thai', async ({ page, request }) => {
  await inThai(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // siam-star's player-protection profile asks a member for a deposit limit before anything else: set one first.
  await setDepositLimit(request, siam.merchantCode, accounts.member.username);
  await openAs(page, request, siam.id, accounts.member.username, '/', 'TH');
  await openCentrePage(page, tr('TH', 'memberCentre.page.messageV2'), 'TH');
  const list = page.getByTestId('message-list');
  await expect(list.getByTestId('message-row')).toHaveCount(4);
  await expectThaiOnly(list);
  // The operator's own message (the newest) in full.
  await list.getByTestId('message-row').first().click();
  await expectThaiOnly(page.getByTestId('message-detail'));
});

test('siam-star’s register form starts on +66 with the Thai flag; lotus-vn’s on +84', async ({ page }) => {
  await inThai(page);
  await page.goto(brandUrl(siam.id, '/register'));
  await page.getByRole('tab', { name: tr('TH', 'auth.register.byMobile') }).click();
  const dial = page.getByTestId('register-form-registerMobile').getByTestId('dial-code');
  await expect(dial).toContainText('+66');
  await expect(dial.locator('img')).toHaveAttribute('src', /\/COUNTRY_FLAG\/CIRCLE\/TH\.svg$/);

  await page.goto(brandUrl(lotus.id, '/register'));
  await page.getByRole('tab', { name: tr(lotus.languages.default ?? 'EN', 'auth.register.byMobile') }).click();
  await expect(page.getByTestId('register-form-registerMobile').getByTestId('dial-code')).toContainText('+84');
});

test('the home popup shows only the popup-type notices, once per session', async ({ page, request }) => {
  await inThai(page, false);
  const res = await request.get(`http://127.0.0.1:${PORT}/wps/notice/list?types=B,PL,PU,PR&platform=W&execution=B`, {
    headers: { Merchant: siam.merchantCode, Language: 'TH' },
  });
  const value = ((await res.json()) as { value: { popup: { title: string }[]; player: unknown[] } }).value;
  expect(value.popup.length).toBeGreaterThan(0);
  expect(value.player.length).toBeGreaterThan(value.popup.length);

  await page.goto(brandUrl(siam.id, '/'));
  const popup = page.getByTestId('notice-popup');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByTestId('notice-popup-item')).toHaveCount(value.popup.length);
  await expect(popup.getByTestId('notice-popup-item').locator('h3')).toHaveText(value.popup.map((n) => n.title));
  await expectThaiOnly(popup);

  // Every announcement is one click away; closing it leaves the page.
  await popup.getByTestId('notice-popup-all').click();
  await expect(page.getByTestId('notice-list').locator('li')).toHaveCount(8);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);

  // Once per session: not again on a reload or on coming back home.
  await page.reload();
  await expect(page.getByTestId('category-tiles')).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(popup).toHaveCount(0);
});
