import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accounts, brandUrl, collectConsoleErrors, resetSandbox, setFlags, signInContext, tokenFor, PORT } from '../support/sandbox';
import { ID, entry, merchant, openCentre, signIn, t } from './helpers';

/**
 * The agent centre against the sandbox (agent01's seeded team of 320): every
 * entry of §2 in order, the flag-gated ones following the QA flags, a downline
 * registered and found, contracts accepted / rejected / terminated, the §4
 * warning before a lower rate ends downline contracts, a transfer that moves
 * both balances once, and members and trial accounts kept out.
 */
const api = `http://127.0.0.1:${PORT}`;

const ALL_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentIncome',
  'agentTransactions',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealtimeSalary',
];

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const menu = (page: Page) => page.getByTestId('agent-centre').getByRole('navigation');
const menuKeys = (page: Page) =>
  menu(page)
    .locator('button[data-page]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-page')));

test('agent01 sees every entry in order; each opens real content; the flag-gated ones follow the QA flags', async ({ page, request }) => {
  // Twelve pages and two reloads on a shared 2-core machine.
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await setFlags(request, merchant(), { DIVIDENDCONTRACT3: true, DAILYSALARY3: true, HOURLYSALARY3: true, REALTIMESALARY3: true });
  await signIn(page, request);
  const centre = await openCentre(page);
  // Default page: team overview, with the seeded team.
  await expect(entry(page, 'agentTeamOverview')).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByTestId('agent-team-size')).toContainText('320');
  expect(await menuKeys(page)).toEqual(ALL_PAGES);
  for (const key of ALL_PAGES) {
    await entry(page, key).click();
    await expect(centre.getByRole('heading', { name: t(`agentCentre.page.${key}`), level: 3 })).toBeVisible();
    await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(centre).not.toContainText('Coming soon');
    await expect(centre.getByRole('button', { name: t('common.retry') })).toHaveCount(0);
  }

  // Flags off: dividend and daily salary leave the menu; hourly and real-time stay.
  await setFlags(request, merchant(), { DIVIDENDCONTRACT3: false, DAILYSALARY3: false });
  await page.reload();
  await openCentre(page);
  expect(await menuKeys(page)).toEqual(ALL_PAGES.filter((k) => k !== 'agentDividend' && k !== 'agentDailySalary'));
  await setFlags(request, merchant(), { HOURLYSALARY3: false, REALTIMESALARY3: false });
  await page.reload();
  await openCentre(page);
  expect(await menuKeys(page)).toEqual(ALL_PAGES.slice(0, 8));
  expect(errors).toEqual([]);
});

test('registers a downline through the server rules and finds it in team management', async ({ page, request }) => {
  await signIn(page, request);
  const centre = await openCentre(page);
  await entry(page, 'agentAccount').click();
  const form = centre.getByTestId('agent-register-form');
  await form.locator('input[name="username"]').fill('1bad');
  await form.getByRole('button', { name: t('agentCentre.register.submit') }).click();
  await expect(form.locator('input[name="username"]')).toHaveAttribute('aria-invalid', 'true');
  const name = `dl${Date.now().toString(36).slice(-6)}`;
  await form.locator('input[name="username"]').fill(name);
  await form.locator('input[name="password"]').fill('abc123');
  await form.locator('input[name="confirmPassword"]').fill('abc123');
  await form.getByRole('button', { name: t('agentCentre.register.submit') }).click();
  await expect(centre.getByTestId('agent-register-done')).toContainText(name);
  await centre.getByRole('button', { name: t('agentCentre.register.show') }).click();
  await expect(entry(page, 'agentTeamManagement')).toHaveAttribute('aria-current', 'page');
  const table = centre.getByTestId('agent-downlines');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(name);
  await expect(table.locator('tbody tr').first()).toContainText(t('agentCentre.level', { level: 1 }));
  // Searching another name pages through the 320 seeded downlines.
  await centre.getByLabel(t('agentCentre.team.search')).fill('l3m2');
  await expect(centre.getByText(t('agentCentre.team.count', { total: 56 }))).toBeVisible();
});

async function openContracts(page: Page, request: APIRequestContext, key: 'agentDividend' | 'agentDailySalary') {
  await signIn(page, request);
  const centre = await openCentre(page);
  await entry(page, key).click();
  await expect(centre.getByTestId('agent-current-period')).toBeVisible();
  return centre;
}

/** The button named `key` on the contract whose status is `status`. */
const contractButton = (centre: Locator, status: string, key: string) => centre.locator(`[data-status="${status}"]`).getByRole('button', { name: t(key) });
/** The button named `key` of the confirmation dialog. */
const dialogButton = (page: Page, key: string) => page.getByRole('alertdialog').getByRole('button', { name: t(key) });

test('accepts the pending daily salary offer', async ({ page, request }) => {
  const centre = await openContracts(page, request, 'agentDailySalary');
  await contractButton(centre, 'pending', 'agentCentre.contract.accept').click();
  await dialogButton(page, 'agentCentre.contract.agree').click();
  await expect(centre.getByTestId('agent-contract-notice')).toHaveText(t('agentCentre.contract.done.accept'));
  await expect(centre.locator('[data-status="active"]')).toHaveCount(1);
  await expect(centre.locator('[data-status="pending"]')).toHaveCount(0);
});

test('rejects the pending dividend offer, then terminates the active dividend contract', async ({ page, request }) => {
  const centre = await openContracts(page, request, 'agentDividend');
  await contractButton(centre, 'pending', 'agentCentre.contract.reject').click();
  await dialogButton(page, 'agentCentre.action.confirm').click();
  await expect(centre.locator('[data-status="pending"]')).toHaveCount(0);
  await contractButton(centre, 'active', 'agentCentre.contract.terminate').click();
  await dialogButton(page, 'agentCentre.action.confirm').click();
  await expect(centre.getByTestId('agent-contract-notice')).toHaveText(t('agentCentre.contract.done.terminate'));
  await expect(centre.getByText(t('agentCentre.contract.none'))).toBeVisible();
});

test('on a 1280 px desktop the dividend page fits its dialog: the cards inside it, the wide period table scrolling in its own box', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const centre = await openContracts(page, request, 'agentDividend');
  const table = centre.locator('section[aria-labelledby="settle-DIVIDEND"] table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const edge = (await centre.boundingBox())!;
  for (const card of await centre.locator('[data-status]').all()) {
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(edge.x + edge.width);
  }
  // The table is wider than the pane: its own box scrolls, nothing else does, and a period stays on one line.
  const sizes = await table.evaluate((t) => {
    const box = t.parentElement!;
    const pane = box.closest('section')!.parentElement!.closest('section')!;
    const text = document.createRange();
    text.selectNodeContents(t.querySelector('tbody td')!);
    return { box: box.scrollWidth > box.clientWidth, pane: pane.scrollWidth - pane.clientWidth, periodLines: text.getClientRects().length };
  });
  expect(sizes).toEqual({ box: true, pane: 0, periodLines: 1 });
});

test('a new contract below a downline rate warns with the downlines before agreeing, then ends their contracts', async ({ page, request }) => {
  const centre = await openContracts(page, request, 'agentDividend');
  const downlines = centre.getByTestId('agent-downline-contracts');
  await expect(downlines.locator('tbody tr')).toHaveCount(5);
  await contractButton(centre, 'pending', 'agentCentre.contract.accept').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('l1a002 (25%)');
  await expect(dialog).toContainText('l1a003 (28%)');
  await expect(dialog).not.toContainText('l1a001');
  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: t('agentCentre.action.cancel') }).click();
  await expect(downlines.locator('tbody tr')).toHaveCount(5);
  await contractButton(centre, 'pending', 'agentCentre.contract.accept').click();
  await dialogButton(page, 'agentCentre.contract.agree').click();
  await expect(centre.getByTestId('agent-contract-notice')).toContainText('l1a002 (25%), l1a003 (28%)');
  await expect(downlines.locator('tbody tr')).toHaveCount(3);
  await expect(downlines).not.toContainText('l1a002');
  await expect(centre.locator('[data-status="active"]')).toContainText('22%');
});

test('a transfer to a downline changes both balances once', async ({ page, request }) => {
  const token = await tokenFor(request, merchant(), accounts.agent.username);
  const set = await request.post(`${api}/wps/v2/payment-password`, {
    headers: { Merchant: merchant(), Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-pp-${Date.now()}` },
    data: { password: '135790' },
  });
  expect((await set.json()).success).toBe(true);
  await signIn(page, request);
  await expect(page.getByTestId('balance')).toContainText('50,000');
  const centre = await openCentre(page);
  await entry(page, 'agentTeamManagement').click();
  await centre.getByLabel(t('agentCentre.team.search')).fill('l1m001');
  await expect(centre.getByTestId('agent-downlines').locator('tbody tr')).toHaveCount(1);
  await centre.getByRole('button', { name: t('agentCentre.team.detailsOf', { account: 'l1m001' }) }).click();
  const detail = page.getByTestId('agent-downline');
  const before = await detail.getByTestId('agent-downline-balance').locator('dd').innerText();
  await detail.getByRole('button', { name: t('agentCentre.transfer.button') }).click();
  const dialog = page.getByTestId('agent-transfer');
  await dialog.getByLabel(t('agentCentre.transfer.amount')).fill('100.10');
  await dialog.getByLabel(t('agentCentre.transfer.paymentPassword')).fill('000000');
  await dialog.getByRole('button', { name: t('agentCentre.transfer.submit') }).click();
  await expect(dialog.getByText(t('agentCentre.error.PAYMENT_PASSWORD_WRONG', { attemptsLeft: 4 }))).toBeVisible();
  await dialog.getByLabel(t('agentCentre.transfer.paymentPassword')).fill('135790');
  // A double click is one transfer.
  await dialog.getByRole('button', { name: t('agentCentre.transfer.submit') }).dblclick();
  await expect(page.getByTestId('agent-downline-notice')).toContainText('l1m001');
  const after = await detail.getByTestId('agent-downline-balance').locator('dd').innerText();
  const digits = (s: string) => BigInt(s.replace(/[^\d]/g, ''));
  expect(digits(after) - digits(before)).toBe(10010n);
  await expect(page.getByTestId('balance')).toContainText('49,899.9');
  await detail.getByRole('button', { name: /close/i }).first().click();
  await entry(page, 'agentTransactions').click();
  await expect(centre.getByTestId('agent-transactions').locator('tbody tr')).toHaveCount(1);
  await expect(centre.getByTestId('agent-transactions')).toContainText('l1m001');
});

test('a member and a trial account get no agent centre, and the sandbox refuses them', async ({ page, request, browser }) => {
  for (const account of [accounts.member.username, accounts.trial.username]) {
    const token = await tokenFor(request, merchant(), account);
    const res = await request.get(`${api}/wps/agent/team/overview`, { headers: { Merchant: merchant(), Authorization: `Bearer ${token}` } });
    expect(await res.json()).toMatchObject({ success: false, code: 'AGENT_ONLY' });
  }
  await signIn(page, request, accounts.member.username);
  await page.getByRole('button', { name: t('shell.account.menu') }).click();
  await expect(page.getByRole('menuitem', { name: t('shell.account.memberCentre') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('shell.account.agentCentre') })).toHaveCount(0);
  const trial = await browser.newContext();
  const trialPage = await trial.newPage();
  await signInContext(trialPage, request, merchant(), accounts.trial.username);
  await trialPage.goto(brandUrl(ID, '/'));
  await trialPage.getByRole('button', { name: t('shell.account.menu') }).click();
  await expect(trialPage.getByRole('menuitem', { name: t('shell.account.signOut') })).toBeVisible();
  await expect(trialPage.getByRole('menuitem', { name: t('shell.account.agentCentre') })).toHaveCount(0);
  await trial.close();
});

test('a visitor pressing "become an agent" opens the AFFILIATELINK resource', async ({ page }) => {
  await page.context().addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('index_notice', '1');
  });
  await page.goto(brandUrl(ID, '/'));
  await page
    .getByRole('button', { name: t('shell.nav.service') })
    .first()
    .click();
  const item = page.getByRole('menuitem', { name: t('agentCentre.become') });
  await expect(item).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), item.click()]);
  await expect.poll(() => popup.url()).toContain('referralCode=AG0001');
});
