import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox } from '../support/sandbox';
import { prepare, tr } from '../messages/helpers';
import { field } from './helpers';

/**
 * The agent-side login (issue 32; spec §6 "non-agents cannot log in to the
 * agent side", §8 "non-agents cannot log in"): the login dialog's agent switch
 * sends agentLogin; the platform refuses a member with the spec's message, in
 * the player's language, and lets an agent in.
 */
const cases = [
  { id: 'lotus-vn', lang: 'EN' },
  { id: 'siam-star', lang: 'TH' },
] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const { id, lang } of cases) {
  test(`${lang}: the agent login refuses a member ("non-agents cannot log in") and lets an agent in`, async ({ page, context }) => {
    test.skip(!brand(id).languages.enabled.includes(lang), `${id} has ${lang}`);
    await prepare(context, lang);
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/login') && r.method() === 'POST') sent.push(r.url());
    });
    await page.goto(brandUrl(id, '/'));
    const popup = page.getByTestId('login-popup');
    // A press before the page is interactive does nothing: press until the dialog opens.
    await expect(async () => {
      if (!(await popup.isVisible())) await page.getByTestId('login').click();
      await expect(popup).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await popup.getByRole('button', { name: tr(lang, 'auth.login.asAgent') }).click();
    await expect(popup.getByTestId('agent-login-note')).toHaveText(tr(lang, 'auth.login.agentNote'));

    await field(popup, 'username').fill(accounts.member.username);
    await field(popup, 'password').fill(accounts.member.password);
    await popup.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
    await expect(popup.getByTestId('login-error')).toHaveText(tr(lang, 'error.nonAgent'));
    await expect(page.getByRole('button', { name: new RegExp(tr(lang, 'shell.account.menu')) })).toHaveCount(0);

    await field(popup, 'username').fill(accounts.agent.username);
    await field(popup, 'password').fill(accounts.agent.password);
    await popup.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(tr(lang, 'shell.account.menu')) })).toBeVisible();
    expect(sent.length).toBeGreaterThanOrEqual(2);
  });
}

test('the member login still takes a member (no agentLogin sent unless the agent switch is on)', async ({ page, context }) => {
  await prepare(context, 'EN');
  await page.goto(brandUrl('lotus-vn', '/'));
  const popup = page.getByTestId('login-popup');
  await expect(async () => {
    if (!(await popup.isVisible())) await page.getByTestId('login').click();
    await expect(popup).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await field(popup, 'username').fill(accounts.member.username);
  await field(popup, 'password').fill(accounts.member.password);
  await popup.getByRole('button', { name: tr('EN', 'auth.login.submit'), exact: true }).click();
  await expect(popup).toHaveCount(0);
});
