import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, tokenFor } from '../support/sandbox';
import { prepare, watchErrors } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('?token= logs in and leaves the address bar at once', async ({ page, context, request }) => {
  const id = 'lotus-vn';
  const token = await tokenFor(request, brand(id).merchantCode, accounts.member.username);
  await prepare(context, 'light');
  const errors = watchErrors(page);
  const seen: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(f.url()));
  await page.goto(brandUrl(id, `/promotions?token=${encodeURIComponent(token)}&category=deposit`));
  await expect(page).toHaveURL(brandUrl(id, '/promotions?category=deposit'));
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText(brand(id).currency.symbol);
  await expect(page.getByTestId('login')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  expect(await page.evaluate(() => window.location.href)).not.toContain('token');
  expect(errors).toEqual([]);
});

test('balance hides as *** and refreshes', async ({ page, context, request }) => {
  const id = 'jade-global';
  const token = await tokenFor(request, brand(id).merchantCode, accounts.member.username);
  await prepare(context, 'dark');
  await page.goto(brandUrl(id, `/?token=${token}`));
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('12,345.67');
  await page.getByTestId('balance-hide').click();
  await expect(balance).toContainText('***');
  await expect(balance).not.toContainText('12,345.67');
  await page.getByTestId('balance-refresh').click();
  await expect(balance).toContainText('***');
});

test('agent centre is in the avatar menu for agents only', async ({ page, context, request }) => {
  const id = 'jade-global';
  await prepare(context, 'light');
  const member = await tokenFor(request, brand(id).merchantCode, accounts.member.username);
  await page.goto(brandUrl(id, `/?token=${member}`));
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: /member centre/i })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /agent centre/i })).toHaveCount(0);
  await page.getByRole('menuitem', { name: /member centre/i }).click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(page.getByTestId('security-centre')).toContainText(accounts.member.username);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('member-centre')).toHaveCount(0);

  const agent = await tokenFor(request, brand(id).merchantCode, accounts.agent.username);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(brandUrl(id, `/?token=${agent}`));
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: /agent centre/i })).toBeVisible();
});

test('route guard on (pearl-ph): visitors go to /login except on the open paths', async ({ page, context, request }) => {
  const id = 'pearl-ph';
  expect(brand(id).features?.loginedToHomePage).toBe(true);
  await prepare(context, 'light');
  for (const path of ['/', '/rng', '/promotions', '/pointMall']) {
    await page.goto(brandUrl(id, path));
    await expect(page, path).toHaveURL(brandUrl(id, '/login'));
  }
  for (const path of ['/register', '/register.html', '/helpmc', '/download', '/login']) {
    await page.goto(brandUrl(id, path));
    await expect(page, path).toHaveURL(brandUrl(id, path));
  }
  const token = await tokenFor(request, brand(id).merchantCode, accounts.member.username);
  await page.goto(brandUrl(id, `/rng?token=${token}`));
  await expect(page).toHaveURL(brandUrl(id, '/rng'));
});

test('route guard off (lotus-vn): visitors browse freely', async ({ page, context }) => {
  await prepare(context, 'light');
  for (const path of ['/', '/rng', '/promotions']) {
    await page.goto(brandUrl('lotus-vn', path));
    await expect(page, path).toHaveURL(brandUrl('lotus-vn', path));
  }
});
