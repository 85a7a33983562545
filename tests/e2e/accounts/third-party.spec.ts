import { expect, test, type Page } from '@playwright/test';
import { brand, brandUrl, PORT, resetSandbox, setFlags } from '../support/sandbox';
import { withManifestFeatures } from '../messages/helpers';
import { prepare, t, unique } from './helpers';

/**
 * Facebook and Google sign-in (issue 32, §6) in real Chromium against the sandbox as both providers: the login
 * dialog's "Continue with …", the provider's consent page (allow / cancel), the way back, and the platform's
 * link-or-create. Completed, the player is signed in where they started; cancelled or failed, they are back at
 * the login dialog with a sentence that says which. Which providers show is the brand's flags' business.
 */
const lotus = brand('lotus-vn');
const pearl = brand('pearl-ph');

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await prepare(context);
});

async function openLoginPopup(page: Page) {
  const popup = page.getByTestId('login-popup');
  // A press before the page is interactive does nothing: press until the dialog opens.
  await expect(async () => {
    if (!(await popup.isVisible())) await page.getByTestId('login').click();
    await expect(popup).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return popup;
}

/** The provider's consent page, answered as a person would. */
async function answerConsent(page: Page, provider: 'Google' | 'Facebook', decision: 'Allow' | 'Cancel', email = `p${unique()}@example.com`) {
  await expect(page).toHaveURL(new RegExp(`/__idp/${provider.toLowerCase()}/authorize\\?`));
  await expect(page.getByRole('heading', { name: new RegExp(`with ${provider}`) })).toBeVisible();
  if (decision === 'Allow') await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: decision, exact: true }).click();
}

/** The login dialog's "Continue with <provider>", then the provider's consent page answered. */
async function continueWith(page: Page, provider: 'Google' | 'Facebook', decision: 'Allow' | 'Cancel', email?: string) {
  const popup = await openLoginPopup(page);
  await popup.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider }) }).click();
  await answerConsent(page, provider, decision, email);
}

const accountMenu = (page: Page) => page.getByRole('button', { name: new RegExp(t('shell.account.menu')) });

test('Google from the login dialog: allowed, the player is signed in on the page they were on', async ({ page }) => {
  const email = `g${unique()}@example.com`;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/__idp/google/authorize') && r.method() === 'GET') sent.push(r.url());
  });
  await page.goto(brandUrl(lotus.id, '/promotions'));
  await continueWith(page, 'Google', 'Allow', email);
  await expect(accountMenu(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(brandUrl(lotus.id, '/promotions'));
  // The authorization request carried PKCE (S256), a state and a nonce; the address bar keeps no code.
  const asked = new URL(sent[0]!);
  expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
  expect(asked.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(asked.searchParams.get('state')).toBeTruthy();
  expect(asked.searchParams.get('nonce')).toBeTruthy();
  expect(page.url()).not.toContain('code=');
  // The pending sign-in (PKCE verifier, state, nonce) is gone once answered.
  expect(await page.evaluate(() => sessionStorage.getItem('portal.thirdPartySignIn'))).toBeNull();
});

test('Facebook from the login page (a brand that sends visitors to /login): allowed, signed in and home', async ({ page }) => {
  await page.goto(brandUrl(pearl.id, '/login'));
  const button = page.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider: 'Facebook' }) });
  await expect(async () => {
    await button.click();
    await expect(page).toHaveURL(/__idp\/facebook\/authorize/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await answerConsent(page, 'Facebook', 'Allow');
  await expect(accountMenu(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(brandUrl(pearl.id, '/'));
});

test('cancel on the provider page: back at the login dialog, which says the sign-in was cancelled; nobody is signed in', async ({ page }) => {
  await page.goto(brandUrl(lotus.id, '/'));
  await continueWith(page, 'Google', 'Cancel');
  const back = page.getByTestId('login-popup');
  await expect(back.getByTestId('login-error')).toHaveText(t('auth.thirdParty.cancelled', { provider: 'Google' }), { timeout: 20_000 });
  await expect(page).toHaveURL(brandUrl(lotus.id, '/'));
  await expect(accountMenu(page)).toHaveCount(0);
});

for (const fault of ['server_error', 'bad_signature'] as const) {
  test(`a failed Facebook sign-in (${fault === 'server_error' ? 'the provider fails' : 'the platform refuses the token'}): back at the login dialog with a clear sentence`, async ({
    page,
    request,
  }) => {
    await request.put(`http://127.0.0.1:${PORT}/__sandbox/idp`, { data: { provider: 'facebook', fault } });
    await page.goto(brandUrl(lotus.id, '/'));
    await continueWith(page, 'Facebook', 'Allow');
    const back = page.getByTestId('login-popup');
    await expect(back.getByTestId('login-error')).toHaveText(t('auth.thirdParty.failed', { provider: 'Facebook' }), { timeout: 20_000 });
    await expect(accountMenu(page)).toHaveCount(0);
    // The dialog still works: the player can log in another way or try again.
    await expect(back.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider: 'Facebook' }) })).toBeEnabled();
  });
}

test('a forged way back (a state this tab never sent) signs nobody in', async ({ page }) => {
  await page.goto(brandUrl(lotus.id, '/login?code=stolen&state=forged'));
  await expect(page.getByTestId('login-error')).toHaveText(t('auth.thirdParty.expired'), { timeout: 20_000 });
  await expect(page).toHaveURL(brandUrl(lotus.id, '/login'));
  await expect(accountMenu(page)).toHaveCount(0);
});

test('which providers show: the settings tree, and the manifest over it', async ({ page, request }) => {
  await setFlags(request, lotus.merchantCode, { FACEBOOKLOGIN3: false });
  await page.goto(brandUrl(lotus.id, '/'));
  let popup = await openLoginPopup(page);
  await expect(popup.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider: 'Google' }) })).toBeVisible();
  await expect(popup.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider: 'Facebook' }) })).toHaveCount(0);

  await withManifestFeatures(page, { googleLogin: false, facebookLogin: true });
  await page.goto(brandUrl(lotus.id, '/'));
  popup = await openLoginPopup(page);
  await expect(popup.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider: 'Facebook' }) })).toBeVisible();
  await expect(popup.getByRole('button', { name: t('auth.thirdParty.continueWith', { provider: 'Google' }) })).toHaveCount(0);
});
