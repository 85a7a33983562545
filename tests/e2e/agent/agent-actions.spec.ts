import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AgentContracts, AgentTransactions, Balance, ConsolidatedContract, ConsolidatedFunds } from '../../../src/api/types.generated';
import { accounts, brandUrl, resetSandbox, setFlags, signInContext } from '../support/sandbox';
import { ID, entry, merchant, openCentre, openEntry, platform, platformGet, platformPost, shownMinor, signIn, stat, t, tr } from './helpers';

/**
 * What an agent does in the agent centre, checked in the platform afterwards (issue 29): its own hourly and
 * real-time salary contract (consolidatedContract, the salary contract POSTs) and a contract offered to a downline,
 * the settlements following the consolidated info (consolidatedFunds), a transfer to the upline behind toUpline,
 * the §8 sentence for an account outside the team in two languages, and AGENTCENTRE3 closing the agent side.
 */
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await setFlags(request, merchant(), { AGENTCENTRE3: true, DIVIDENDCONTRACT3: true, DAILYSALARY3: true, HOURLYSALARY3: true, REALTIMESALARY3: true });
});
test.afterEach(async ({ request }) => {
  await setFlags(request, merchant(), { AGENTCENTRE3: true });
});

const salaryOf = async (request: APIRequestContext, type: 'HOURLY' | 'REALTIME') =>
  (await platform<ConsolidatedContract>(request, '/wps/agent/contract/consolidated')).list.filter((c) => c.type === type);

async function fillSalaryForm(page: Page, per: 'H' | '5M', rate: string, bet: string, from: 'now' | 'nextHour' | 'tomorrow') {
  const form = page.getByTestId('agent-salary-contract-form');
  await form.getByLabel(t('agentCentre.contract.ratePercent')).fill(rate);
  await form.getByLabel(t(`agentCentre.contract.betAmount.${per}`)).fill(bet);
  await form.getByLabel(t('agentCentre.salaryContract.effective')).selectOption(from);
  await form.getByRole('button', { name: t('agentCentre.salaryContract.submit') }).click();
  await expect(form).toHaveCount(0);
}

const nextHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

test('hourly salary: the agent requests its own contract, then changes it; the platform holds each version', async ({ page, request }) => {
  expect(await salaryOf(request, 'HOURLY')).toEqual([]);
  await signIn(page, request);
  await openCentre(page);
  const centre = await openEntry(page, 'agentHourlySalary');
  const panel = centre.getByTestId('agent-salary-contract');
  await expect(panel).toHaveAttribute('data-status', 'none');
  await expect(panel).toContainText(t('agentCentre.salaryContract.none'));

  // A rate above the platform's 5% is refused in the form; nothing reaches the platform.
  await panel.getByRole('button', { name: t('agentCentre.salaryContract.request') }).click();
  const form = page.getByTestId('agent-salary-contract-form');
  await form.getByLabel(t('agentCentre.contract.ratePercent')).fill('6');
  await form.getByRole('button', { name: t('agentCentre.salaryContract.submit') }).click();
  await expect(form.getByText(t('agentCentre.salaryContract.rateInvalid', { max: 5 }))).toBeVisible();
  expect(await salaryOf(request, 'HOURLY')).toEqual([]);

  // From the next full hour: scheduled.
  await fillSalaryForm(page, 'H', '0.35', '1500', 'nextHour');
  const starts = nextHour();
  await expect(centre.getByTestId('agent-salary-contract-notice')).toHaveText(
    t('agentCentre.salaryContract.saved', { rate: '0.35%', time: starts.slice(0, 16) }),
  );
  await expect(panel).toHaveAttribute('data-status', 'pending');
  await expect(stat(panel, t('agentCentre.contract.rate'))).toHaveText('0.35%');
  await expect(stat(panel, t('agentCentre.salaryContract.effective'))).toHaveText(starts.slice(0, 16));
  expect(shownMinor(await stat(panel, t('agentCentre.contract.betAmount.H')).innerText())).toBe(150000n);
  expect(await salaryOf(request, 'HOURLY')).toEqual([expect.objectContaining({ rate: 0.35, betAmount: '1500.00', effectiveTime: starts, status: 'pending' })]);

  // Changed to start at once with another rate: one contract of the kind, active.
  await panel.getByRole('button', { name: t('agentCentre.salaryContract.change') }).click();
  await fillSalaryForm(page, 'H', '0.5', '', 'now');
  await expect(panel).toHaveAttribute('data-status', 'active');
  await expect(stat(panel, t('agentCentre.contract.rate'))).toHaveText('0.5%');
  const [saved, ...more] = await salaryOf(request, 'HOURLY');
  expect(more).toEqual([]);
  expect(saved).toMatchObject({ rate: 0.5, betAmount: '0.00', status: 'active' });
  expect(Math.abs(Date.parse(`${saved!.effectiveTime.replace(' ', 'T')}Z`) - Date.now())).toBeLessThan(120_000);
});

test('real-time salary: a contract offered to a downline, the agent’s own salary contract, and the settlements following the consolidated info', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCentre(page);
  const centre = await openEntry(page, 'agentRealtimeSalary');

  // An offer to the direct downline agent l1a001: pending on l1a001's side with the terms typed.
  await centre.getByLabel(t('agentCentre.contract.offerTo')).selectOption('l1a001');
  await centre.getByRole('button', { name: t('agentCentre.contract.new') }).click();
  const offer = page.getByTestId('agent-new-contract');
  await offer.getByLabel(t('agentCentre.contract.ratePercent')).fill('0.15');
  await offer.getByLabel(t('agentCentre.contract.betAmount.5M')).fill('200');
  await offer.getByRole('button', { name: t('agentCentre.contract.send') }).click();
  await expect(offer).toHaveCount(0);
  await expect(centre.getByTestId('agent-downline-contracts')).toContainText('l1a001');
  const theirs = await platform<AgentContracts>(request, '/wps/agent/contracts', { kind: 'REALTIME' }, 'l1a001');
  expect(theirs.mine).toEqual([expect.objectContaining({ kind: 'REALTIME', upline: 'agent01', rate: '0.15', betAmount: '200.00', status: 'pending' })]);

  // Its own salary contract: from tomorrow (scheduled), then changed to start now (active).
  const panel = centre.getByTestId('agent-salary-contract');
  await panel.getByRole('button', { name: t('agentCentre.salaryContract.request') }).click();
  await fillSalaryForm(page, '5M', '0.2', '50', 'tomorrow');
  await expect(panel).toHaveAttribute('data-status', 'pending');
  const tomorrow = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000).toISOString().slice(0, 10);
  expect(await salaryOf(request, 'REALTIME')).toEqual([
    expect.objectContaining({ rate: 0.2, betAmount: '50.00', effectiveTime: `${tomorrow} 00:00:00`, status: 'pending' }),
  ]);
  await panel.getByRole('button', { name: t('agentCentre.salaryContract.change') }).click();
  await fillSalaryForm(page, '5M', '0.25', '50', 'now');
  await expect(panel).toHaveAttribute('data-status', 'active');
  expect(await salaryOf(request, 'REALTIME')).toEqual([expect.objectContaining({ rate: 0.25, status: 'active' })]);

  // Ending its own real-time contract: the platform's info flag drops, and the page shows no settlements.
  expect((await platform<ConsolidatedFunds>(request, '/wps/member/info/funds/consolidated')).realtimesalinfotype).toBe(1);
  await centre
    .locator('[data-status="active"]')
    .getByRole('button', { name: t('agentCentre.contract.terminate') })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('agentCentre.action.confirm') })
    .click();
  await expect(centre.getByText(t('agentCentre.salaryContract.noInfo'))).toBeVisible();
  await expect(centre.getByTestId('agent-current-period')).toHaveCount(0);
  expect((await platform<ConsolidatedFunds>(request, '/wps/member/info/funds/consolidated')).realtimesalinfotype).toBe(0);
});

test('transfer to the upline: behind toUpline, moves both balances once and is listed', async ({ page, request }) => {
  const set = await platformPost(request, '/wps/v2/payment-password', { password: '135790' });
  expect(set.success, set.code).toBe(true);
  const upline = async () => (await platform<Balance>(request, '/wps/v2/wallets/balance', {}, 'master01')).sumBalance;
  const before = await upline();
  await signIn(page, request);
  const centre = await openCentre(page);
  await expect(stat(centre, t('agentCentre.overview.upline'))).toHaveText('master01');
  await centre.getByRole('button', { name: t('agentCentre.transfer.toUplineButton') }).click();
  const dialog = page.getByTestId('agent-transfer');
  await expect(dialog).toContainText('master01');
  await dialog.getByLabel(t('agentCentre.transfer.amount')).fill('250.5');
  await dialog.getByLabel(t('agentCentre.transfer.paymentPassword')).fill('135790');
  // A double click is one transfer.
  await dialog.getByRole('button', { name: t('agentCentre.transfer.submit') }).dblclick();
  await expect(centre.getByTestId('agent-overview-notice')).toContainText('master01');
  await expect(page.getByTestId('balance')).toContainText('49,749.5');
  expect(shownMinor(await stat(centre, t('agentCentre.overview.balance')).innerText())).toBe(4_974_950n);
  expect(shownMinor(await upline()) - shownMinor(before)).toBe(25_050n);
  const moves = await platform<AgentTransactions>(request, '/wps/agent/transactions');
  expect(moves.list).toEqual([expect.objectContaining({ direction: 'UP', flow: 'OUT', counterpart: 'master01', amount: '-250.50' })]);
  await entry(page, 'agentTransactions').click();
  await expect(centre.getByTestId('agent-transactions').locator('tbody tr')).toHaveCount(1);
  await expect(centre.getByTestId('agent-transactions')).toContainText('master01');
});

test('transfer to the upline: an agent without an upline (toUpline false) has no button', async ({ page, request }) => {
  await signIn(page, request, 'master01');
  const centre = await openCentre(page);
  await expect(centre.getByTestId('agent-team-size')).toBeVisible();
  await expect(stat(centre, t('agentCentre.overview.upline'))).toHaveText('—');
  await expect(centre.getByRole('button', { name: t('agentCentre.transfer.toUplineButton') })).toHaveCount(0);
});

for (const lang of ['EN', 'TY'] as const) {
  test(`team betting: an account outside the team reads as §8's "username does not exist" (${lang})`, async ({ page, request }) => {
    await signInContext(page, request, merchant(), accounts.agent.username);
    await page.context().addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto(brandUrl(ID, '/'));
    await openCentre(page, lang);
    const centre = await openEntry(page, 'agentTeamBetting', lang);
    await centre.getByLabel(tr(lang, 'agentCentre.bets.account')).fill(accounts.member.username);
    await expect(centre.getByText(tr(lang, 'error.userNotFound'))).toBeVisible();
    await expect(centre.getByText(tr(lang, 'error.unknown'))).toHaveCount(0);
    // What was typed is the fix, not asking again.
    await expect(centre.getByRole('button', { name: tr(lang, 'common.retry') })).toHaveCount(0);
  });
}

test('AGENTCENTRE3 off closes the agent side: an open centre’s pages are refused with §8’s sentence, the platform refuses every agent call, and after a reload there is no centre to open', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const centre = await openCentre(page);
  await expect(centre.getByTestId('agent-team-size')).toContainText('320');
  await setFlags(request, merchant(), { AGENTCENTRE3: false });
  await entry(page, 'agentTeamBetting').click();
  await expect(centre.getByText(t('error.functionDisabled'))).toBeVisible();
  await expect(centre.getByTestId('agent-team-bets')).toHaveCount(0);
  for (const path of ['/wps/agent/team/overview', '/wps/agent/team/bets', '/wps/agent/contracts', '/wps/agent/contract/consolidated']) {
    const answer = await platformGet(request, path);
    expect([path, answer.success, answer.code]).toEqual([path, false, 'FUNCTION_DISABLED']);
  }
  const funds = await platform<ConsolidatedFunds>(request, '/wps/member/info/funds/consolidated');
  expect(Object.values(funds).every((v) => v === 0)).toBe(true);

  await page.reload();
  await page.getByRole('button', { name: t('shell.account.menu') }).click();
  await expect(page.getByRole('menuitem', { name: t('shell.account.memberCentre') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('shell.account.agentCentre') })).toHaveCount(0);
  await expect(page.getByTestId('agent-centre')).toHaveCount(0);
});
