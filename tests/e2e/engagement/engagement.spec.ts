import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { accounts, brand, brandUrl, resetSandbox, tokenFor } from '../support/sandbox';
import { prepare } from '../shell/helpers';

/**
 * Engagement flows for a member and a trial account, through the built portal
 * and the sandbox: promotions (join, claim, draw, activity application with
 * images, winners), points mall (redeem with the password check, limits,
 * history), missions and their badge, invite friends, reward centre, feedback.
 */
const ID = 'lotus-vn';
const MERCHANT = brand(ID).merchantCode;

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes = 256) => Buffer.concat([PNG_HEAD, Buffer.alloc(bytes, 7)]);
const jpg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 3)]);

async function open(page: Page, context: BrowserContext, request: Parameters<typeof tokenFor>[0], path: string, account: string = accounts.member.username) {
  await prepare(context, 'light');
  const token = await tokenFor(request, MERCHANT, account);
  await page.goto(brandUrl(ID, `${path}${path.includes('?') ? '&' : '?'}token=${token}`));
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
}

const card = (page: Page, id: number) => page.locator(`[data-testid="promotion-card"][data-id="${id}"]`);

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('promotions', () => {
  test('a member joins, claims a bonus (balance credited), draws the raffle; winners are listed', async ({ page, context, request }) => {
    await open(page, context, request, '/promotions');
    const join = card(page, 102).getByRole('button', { name: 'Join' });
    await join.click();
    await expect(card(page, 102).getByText('Joined', { exact: true })).toBeVisible();
    await expect(card(page, 102).getByText('You have joined this promotion.')).toBeVisible();

    await card(page, 101)
      .getByRole('button', { name: /^Claim/ })
      .click();
    await expect(card(page, 101).getByText(/has been added to your balance/)).toBeVisible();
    await expect(card(page, 101).getByText(/^Claimed/)).toBeVisible();

    await card(page, 109).getByRole('button', { name: 'Draw now' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Lucky draw' });
    await expect(dialog).toContainText(/You won ₫[\d,]+ bonus! Ticket R109-/);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(card(page, 109).getByText(/^Claimed · ₫[\d,]+ bonus/)).toBeVisible();

    // Coming soon is a label, not a button.
    await expect(card(page, 104).getByText('Starts soon')).toBeVisible();
    await expect(card(page, 104).getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('winners').getByRole('row')).toHaveCount(21);

    // The reward centre shows what was claimed.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /member centre/i }).click();
    await page.getByTestId('member-centre').locator('[data-page="rewardCenter"]').click();
    await expect(page.getByTestId('reward-centre').locator('[data-testid="reward"][data-status="claimed"]')).toHaveCount(2);
  });

  test('the activity application refuses a wrong type and a file over 5 MB by name, previews the rest, and is sent', async ({ page, context, request }) => {
    await open(page, context, request, '/promotions/105');
    await page
      .getByTestId('promotion-action')
      .getByRole('button', { name: /^Apply/ })
      .click();
    const dialog = page.getByTestId('application-dialog');
    const files = dialog.getByTestId('application-files');
    await files.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'huge.png', mimeType: 'image/png', buffer: png(5 * 1024 * 1024) },
      { name: 'receipt.png', mimeType: 'image/png', buffer: png() },
    ]);
    const refusals = dialog.getByTestId('application-refusals');
    await expect(refusals).toContainText('notes.txt was not added: only PNG or JPG images are accepted.');
    await expect(refusals).toContainText('huge.png was not added: it is larger than 5 MB.');
    await expect(dialog.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await files.setInputFiles([
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpg() },
      { name: 'third.png', mimeType: 'image/png', buffer: png() },
      { name: 'fourth.png', mimeType: 'image/png', buffer: png() },
    ]);
    await expect(refusals).toContainText('fourth.png was not added: at most 3 images.');
    await expect(dialog.getByTestId('application-previews').getByRole('img')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Remove third.png' }).click();
    await expect(dialog.getByTestId('application-previews').getByRole('img')).toHaveCount(2);

    const comment = dialog.getByLabel('Comment');
    await comment.fill('x'.repeat(141));
    await expect(dialog.getByText('The comment can be at most 140 characters.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send application' })).toBeDisabled();
    await comment.fill('Deposit receipt attached');
    await expect(dialog.getByText('24 / 140')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('promotion-action')).toContainText('Application under review');
  });

  test('a visitor is asked to log in; a trial account gets the real-account warning and nothing is sent', async ({ page, context, request }) => {
    await prepare(context, 'light');
    await page.goto(brandUrl(ID, '/promotions'));
    await card(page, 102).getByRole('button', { name: 'Join' }).click();
    await expect(page.getByTestId('login-popup')).toBeVisible();

    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/promotions/join') && sent.push(r.url()));
    const token = await tokenFor(request, MERCHANT, accounts.trial.username);
    await page.goto(brandUrl(ID, `/promotions?token=${token}`));
    await card(page, 102).getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('This is a trial account. Please register a real account to use this feature.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe('points mall', () => {
  test('redeem: wrong password refused, quantity limit and insufficient points said before sending, then redeemed and listed in process', async ({
    page,
    context,
    request,
  }) => {
    await open(page, context, request, '/pointMall');
    await expect(page.getByTestId('my-points')).toHaveText('2,500 pts');
    const items = page.getByTestId('points-item');

    await items.filter({ hasText: 'Lucky draw ticket' }).click();
    let detail = page.getByTestId('points-detail');
    await detail.getByTestId('points-quantity').fill('100');
    await expect(detail.getByTestId('points-problem')).toHaveText('At most 99 at a time.');
    await expect(detail.getByTestId('points-redeem')).toBeDisabled();
    await detail.getByRole('button', { name: 'Close' }).first().click();

    await items.filter({ hasText: 'Bonus ₫50,000' }).click();
    detail = page.getByTestId('points-detail');
    await detail.getByTestId('points-quantity').fill('6');
    await expect(detail.getByTestId('points-problem')).toHaveText('Not enough points: you have 2,500, this needs 3,000.');
    await expect(detail.getByTestId('points-redeem')).toBeDisabled();
    await detail.getByTestId('points-quantity').fill('2');
    await expect(detail.getByTestId('points-total')).toHaveText('1,000 pts');
    await detail.getByLabel('Login password').fill('wrong-password');
    await detail.getByTestId('points-redeem').click();
    await expect(detail.getByText('The password is incorrect.')).toBeVisible();
    await expect(page.getByTestId('my-points')).toHaveText('2,500 pts');

    await detail.getByLabel('Login password').fill(accounts.member.password);
    await detail.getByTestId('points-redeem').click();
    await expect(detail.getByTestId('points-redeemed')).toContainText('Redeemed Bonus ₫50,000 × 2');
    await expect(page.getByTestId('my-points')).toHaveText('1,500 pts');
    await detail.getByRole('button', { name: 'Redemption history' }).click();
    const history = page.getByTestId('redeem-history');
    await expect(history.getByRole('row').nth(1)).toContainText('Bonus ₫50,000');
    await expect(history.getByRole('row').nth(1)).toContainText('In process');

    await page.getByRole('tab', { name: 'Points details' }).click();
    await expect(page.getByTestId('points-details').getByRole('row').nth(1)).toContainText('-1,000');
  });

  test('convert needs the minimum and the password; the points move to the balance', async ({ page, context, request }) => {
    await open(page, context, request, '/pointMall');
    await page.getByRole('tab', { name: 'Convert' }).click();
    const form = page.getByTestId('points-convert');
    // §9: how points are earned, and that they never expire.
    await expect(form.getByTestId('points-rules')).toHaveText(
      'You earn points with every deposit and by joining activities, at the rates of the exchange table. Points never expire.',
    );
    await form.getByLabel('Points to convert').fill('50');
    await form.getByRole('button', { name: 'Convert to balance' }).click();
    await expect(form.getByText('Convert at least 100 points.', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: '500 pts' }).click();
    await form.getByLabel('Login password').fill(accounts.member.password);
    await form.getByRole('button', { name: 'Convert to balance' }).click();
    await expect(form.getByTestId('points-converted')).toContainText('Converted 500 points');
    await expect(page.getByTestId('my-points')).toHaveText('2,000 pts');
  });

  test('a trial account is refused before anything is sent', async ({ page, context, request }) => {
    await open(page, context, request, '/pointMall', accounts.trial.username);
    await page.getByTestId('points-item').filter({ hasText: 'Bonus ₫50,000' }).click();
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/points/redeem') && sent.push(r.url()));
    await page.getByTestId('points-redeem').click();
    await expect(page.getByText('This is a trial account. Please register a real account to use this feature.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe('member centre', () => {
  test('missions: the open-mission badge, the summary and the leaderboard', async ({ page, context, request }) => {
    await open(page, context, request, '/');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /member centre/i }).click();
    const entry = page.getByTestId('member-centre').locator('[data-page="missionLeaderboard"]');
    const badge = entry.getByTestId('open-missions-badge');
    await expect(badge).toHaveText(/^[1-9]\d*$/);
    await entry.click();
    const summary = page.getByTestId('mission-summary');
    await expect(summary.getByTestId('missions-open')).toHaveText((await badge.textContent())!);
    await expect(summary.locator('[data-testid="mission"][data-status="process"]')).toHaveCount(Number(await badge.textContent()));
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByTestId('mission-leaderboard').getByRole('row')).toHaveCount(21);
  });

  test('invite friends: the link carries the referral code, copy says so', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: brandUrl(ID, '/').replace(/\/$/, '') });
    await open(page, context, request, '/');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /member centre/i }).click();
    await page.getByTestId('member-centre').locator('[data-page="referral"]').click();
    const link = page.getByTestId('referral-link');
    await expect(link).toHaveValue(/\/register\?referralCode=R[0-9A-Z]{5,}$/);
    await page.getByTestId('referral-copy').click();
    await expect(page.getByTestId('referral-copied')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expect(page.getByTestId('referral').getByRole('img', { name: /QR code/i })).toBeVisible();
  });

  test('a trial account cannot open the member centre pages', async ({ page, context, request }) => {
    await open(page, context, request, '/', accounts.trial.username);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: /member centre/i }).click();
    await expect(page.getByText('This is a trial account. Please register a real account to use this feature.')).toBeVisible();
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
  });
});

test('feedback is sent from the customer-service menu', async ({ page, context, request }) => {
  await open(page, context, request, '/');
  await page.getByRole('button', { name: 'Customer service' }).first().click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const dialog = page.getByTestId('feedback');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Write a message first.')).toBeVisible();
  await dialog.getByLabel('Your message').fill('The lobby search is great.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByTestId('feedback-sent')).toHaveText('Thank you! Your feedback has been sent.');
});
