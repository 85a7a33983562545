import { expect, test, type Locator } from '@playwright/test';
import type { AgentAnnouncements, AgentIncome, AgentSettlements, AgentTeamBets, AgentTeamProfit } from '../../../src/api/types.generated';
import { resetSandbox, setFlags } from '../support/sandbox';
import { merchant, minutes, openCentre, openEntry, platform, platformMinor, rowsOf, shownMinor, signIn, stat, t } from './helpers';

/**
 * The agent report pages show the platform's figures (issue 29): each page is read as the player sees it and
 * compared with what the sandbox answers the same agent over HTTP. agent01's team of 320 has seeded, deterministic
 * activity; periods already closed (yesterday, past hours and 5-minute slots) are compared so no bet lands between
 * the two reads.
 */
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await setFlags(request, merchant(), { DIVIDENDCONTRACT3: true, DAILYSALARY3: true, HOURLYSALARY3: true, REALTIMESALARY3: true });
});

/** Money cells: the shown text read back to minor units must equal the platform's decimal. */
function expectMoney(shown: string | undefined, decimal: string, what: string) {
  expect(shownMinor(shown ?? ''), `${what}: shown "${shown}", platform ${decimal}`).toBe(platformMinor(decimal));
}

async function choosePeriod(centre: Locator, key: string) {
  await centre.getByRole('tab', { name: t(`agentCentre.period.${key}`) }).click();
  await expect(centre.getByRole('tab', { name: t(`agentCentre.period.${key}`) })).toHaveAttribute('aria-selected', 'true');
  await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('agent announcements: the platform’s notices, in its order, with title, time and text', async ({ page, request }) => {
  const want = await platform<AgentAnnouncements>(request, '/wps/agent/announcements');
  expect(want.list.length).toBeGreaterThan(0);
  await signIn(page, request);
  await openCentre(page);
  const centre = await openEntry(page, 'agentAnnouncement');
  const cards = centre.getByTestId('agent-announcements').locator('article');
  await expect(cards).toHaveCount(want.list.length);
  for (const [i, n] of want.list.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 4 })).toHaveText(n.title);
    await expect(card.locator('time')).toHaveText(minutes(n.time));
    await expect(card.getByText(n.content, { exact: true })).toBeVisible();
  }
});

test('team betting: yesterday’s count, totals and first page of bets equal the platform’s, and one downline’s too', async ({ page, request }) => {
  await signIn(page, request);
  await openCentre(page);
  const centre = await openEntry(page, 'agentTeamBetting');
  await choosePeriod(centre, 'yesterday');
  const check = async (query: Record<string, string | number>) => {
    const want = await platform<AgentTeamBets>(request, '/wps/agent/team/bets', { period: 'yesterday', pageNo: 1, pageSize: 20, ...query });
    expect(want.total).toBeGreaterThan(0);
    await expect(stat(centre, t('agentCentre.bets.count'))).toHaveText(String(want.total));
    for (const k of ['betAmount', 'validBet', 'profitLoss'] as const)
      expectMoney(await stat(centre, t(`agentCentre.field.${k}`)).innerText(), want.totals[k], k);
    const rows = await rowsOf(centre.getByTestId('agent-team-bets'));
    expect(rows).toHaveLength(want.list.length);
    want.list.forEach((b, i) => {
      const [time, account, game, betAmount, validBet, profitLoss] = rows[i]!;
      expect([time, account, game]).toEqual([minutes(b.betTime), b.account, b.game]);
      expectMoney(betAmount, b.betAmount, `${b.betId} bet`);
      expectMoney(validBet, b.validBet, `${b.betId} valid`);
      expectMoney(profitLoss, b.profitLoss, `${b.betId} P&L`);
    });
    return want;
  };
  const all = await check({});
  // One downline: the account of the newest bet.
  const account = all.list[0]!.account;
  await centre.getByLabel(t('agentCentre.bets.account')).fill(account);
  await expect(centre.getByTestId('agent-team-bets').locator('tbody tr').first()).toContainText(account);
  await expect(async () => {
    const rows = await rowsOf(centre.getByTestId('agent-team-bets'));
    expect(rows.every((r) => r[1] === account)).toBe(true);
  }).toPass();
  await check({ account });
});

test('user profit and loss: yesterday’s totals and every row of the first page equal the platform’s', async ({ page, request }) => {
  await signIn(page, request);
  await openCentre(page);
  const centre = await openEntry(page, 'agentProfitLoss');
  await choosePeriod(centre, 'yesterday');
  const want = await platform<AgentTeamProfit>(request, '/wps/agent/team/profit', { period: 'yesterday', pageNo: 1, pageSize: 20 });
  expect(want.list.length).toBeGreaterThan(0);
  for (const k of ['deposit', 'withdrawal', 'validBet', 'profitLoss'] as const)
    expectMoney(await stat(centre, t(`agentCentre.field.${k}`)).innerText(), want.totals[k], k);
  const rows = await rowsOf(centre.getByTestId('agent-profit'));
  expect(rows.map((r) => r[0])).toEqual(want.list.map((r) => r.account));
  want.list.forEach((r, i) => {
    const [, level, deposit, withdrawal, validBet, profitLoss] = rows[i]!;
    expect(level).toBe(t('agentCentre.level', { level: r.level }));
    expectMoney(deposit, r.deposit, `${r.account} deposit`);
    expectMoney(withdrawal, r.withdrawal, `${r.account} withdrawal`);
    expectMoney(validBet, r.validBet, `${r.account} valid bet`);
    expectMoney(profitLoss, r.profitLoss, `${r.account} P&L`);
  });
});

test('my income: paid, to be paid and each payment of the last 30 days equal the platform’s', async ({ page, request }) => {
  await signIn(page, request);
  await openCentre(page);
  const centre = await openEntry(page, 'agentIncome');
  const rowsShown = await rowsOf(centre.getByTestId('agent-income'));
  const want = await platform<AgentIncome>(request, '/wps/agent/income', { period: 'month', pageNo: 1, pageSize: 20 });
  expect(want.list.length).toBeGreaterThan(0);
  expectMoney(await stat(centre, t('agentCentre.income.paid')).innerText(), want.paid, 'paid');
  expectMoney(await stat(centre, t('agentCentre.income.pending')).innerText(), want.pending, 'pending');
  expect(rowsShown).toHaveLength(want.list.length);
  want.list.forEach((r, i) => {
    const [time, kind, period, amount, status] = rowsShown[i]!;
    expect([time, kind, period, status]).toEqual([
      minutes(r.time),
      t(`agentCentre.kind.${r.kind}`),
      `${minutes(r.periodStart)} – ${minutes(r.periodEnd)}`,
      t(`agentCentre.salary.status.${r.status}`),
    ]);
    expectMoney(amount, r.amount, `${r.kind} ${r.periodStart}`);
  });
});

for (const [key, kind] of [
  ['agentHourlySalary', 'HOURLY'],
  ['agentRealtimeSalary', 'REALTIME'],
] as const) {
  test(`${kind.toLowerCase()} salary: the current period and each past period equal the platform’s settlements`, async ({ page, request }) => {
    await signIn(page, request);
    await openCentre(page);
    const centre = await openEntry(page, key);
    const current = centre.getByTestId('agent-current-period');
    await expect(current).toBeVisible();
    const rowsShown = await rowsOf(centre.getByTestId('agent-settlements'));
    const want = await platform<AgentSettlements>(request, '/wps/agent/settlements', { kind, pageNo: 1, pageSize: 10 });
    expect(want.contract?.kind).toBe(kind);
    // Past periods by their start: a 5-minute slot closing between the two reads shifts the list, not the figures.
    const byPeriod = new Map(want.list.map((s) => [`${minutes(s.periodStart)} – ${s.periodEnd.slice(11, 16)}`, s]));
    expect(rowsShown.length).toBe(want.list.length);
    let matched = 0;
    for (const [period, validBet, members, amount, status, pay] of rowsShown) {
      const s = byPeriod.get(period!);
      if (!s) continue;
      matched++;
      expectMoney(validBet, s.validBet, `${period} valid bet`);
      expect([members, status, pay]).toEqual([String(s.activeMembers), t(`agentCentre.salary.status.${s.status}`), minutes(s.payTime)]);
      expectMoney(amount, s.amount, `${period} amount`);
    }
    expect(matched).toBeGreaterThanOrEqual(want.list.length - 1);
    // The running period: the same one unless it closed between the reads (then the platform's first past one is it).
    const shownPeriod = await stat(current, t('agentCentre.salary.period')).innerText();
    const running = [want.current, ...want.list].find((s) => `${minutes(s.periodStart)} – ${minutes(s.periodEnd)}` === shownPeriod);
    expect(running, shownPeriod).toBeDefined();
    if (running === want.current) {
      expectMoney(await stat(current, t('agentCentre.field.validBet')).innerText(), running.validBet, 'current valid bet');
      expectMoney(await stat(current, t('agentCentre.salary.estimate')).innerText(), running.amount, 'current estimate');
      await expect(stat(current, t('agentCentre.contract.activeMembers'))).toHaveText(String(running.activeMembers));
    }
  });
}
