import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, PORT, resetSandbox, tokenFor } from '../support/sandbox';
import { field, prepare, t } from './helpers';

/**
 * Issue 14: the platform drops the session mid-way (the token expires, is
 * revoked, or the member signs in elsewhere). The next call that needs it, on
 * any screen, ends the session: the login popup opens over the same page (no
 * white screen), and after logging in the player is back where they were.
 */
const lotus = brand('lotus-vn');

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context);
});

/** The platform forgets the token (what an expiry does): the sandbox's own logout revokes it. */
async function expireToken(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.delete(`http://127.0.0.1:${PORT}/wps/session/logout`, {
    headers: { Merchant: lotus.merchantCode, Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
}

async function loginAgainInPopup(page: Page): Promise<void> {
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await field(popup, 'username').fill(accounts.member.username);
  await field(popup, 'password').fill(accounts.member.password);
  await popup.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
  await expect(popup).toHaveCount(0);
}

/** "Add {name} to favourites" with any game's name. */
const favouriteStar = (page: Page) => {
  const [before, after] = t('lobby.favourite.add').split('{name}');
  return page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) });
};

const triggers: {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  still: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'the header balance refresh',
    path: '/promotions?category=deposit',
    ready: async (page) => expect(page.getByTestId('balance')).toContainText(lotus.currency.symbol),
    act: async (page) => page.getByTestId('balance-refresh').click({ timeout: 5_000 }),
    still: async (page) => expect(page.locator('header')).toBeVisible(),
  },
  {
    name: 'a favourite star in the lobby',
    path: '/rng',
    ready: async (page) => expect(favouriteStar(page).first()).toBeVisible(),
    act: async (page) => favouriteStar(page).first().click({ timeout: 5_000 }),
    still: async (page) => expect(page.getByTestId('game-tile').first()).toBeVisible(),
  },
];

for (const trigger of triggers) {
  test(`a token that expires mid-session, met by ${trigger.name}, asks to log in and comes back`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const token = await tokenFor(request, lotus.merchantCode, accounts.member.username);
    await page.goto(brandUrl(lotus.id, `${trigger.path}${trigger.path.includes('?') ? '&' : '?'}token=${token}`));
    await expect(page).toHaveURL(brandUrl(lotus.id, trigger.path));
    await trigger.ready(page);

    await expireToken(request, token);
    // The next call that needs the token meets the refusal: the player's click, or a background call
    // (balance, unread count) that got there first, in which case the popup already covers the page.
    if (!(await page.getByTestId('login-popup').isVisible())) await trigger.act(page).catch(() => undefined);

    // The session is gone, the popup asks to log in, and the page behind is still the page (no white screen).
    await expect(page.getByTestId('login-popup')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(brandUrl(lotus.id, trigger.path));
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
    await trigger.still(page);

    await loginAgainInPopup(page);
    await expect(page).toHaveURL(brandUrl(lotus.id, trigger.path));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    await trigger.ready(page);
    expect(errors).toEqual([]);
  });
}
