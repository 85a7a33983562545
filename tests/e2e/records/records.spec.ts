import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accounts, brand, brandUrl, clearFaults, resetSandbox, setFault, signInContext, tokenFor } from '../support/sandbox';

/**
 * The four record pages of the member centre against the sandbox (player01's
 * seeded history): date presets and type filters change what the server
 * answers, paging moves through it, a row's detail opens from the keyboard, an
 * empty range says so, and a failing call shows the error state with a retry.
 */
const ID = 'lotus-vn';
const en = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
const t = (key: string) => en[key] ?? key;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

async function openRecords(page: Page, request: Parameters<typeof tokenFor>[0], via: 'bettingRecord' | 'accountRecord' = 'bettingRecord') {
  await signInContext(page, request, brand(ID).merchantCode, accounts.member.username);
  await page.goto(brandUrl(ID, '/'));
  // The avatar menu's record shortcuts open the pages (§2 header).
  await page.getByRole('button', { name: t('shell.account.menu') }).click();
  await page.getByRole('menuitem', { name: t(`shell.account.${via}`) }).click();
  return page.getByTestId('member-centre');
}

const rows = (page: Page) => page.getByTestId('records-table').locator('tbody tr[data-record-id]');
const range = (page: Page) => page.getByTestId('records-range');
const loaded = (page: Page) => expect(page.locator('[data-testid="records-table"]:not([aria-busy])')).toBeVisible();

interface Case {
  key: 'personalHistoryCopy' | 'transactionHistory' | 'personalProfit' | 'bonusDetails';
  testId: string;
  preset: string;
  type: { value: string; label: string };
  /** Text every filtered row shows in its cells. */
  rowText: string;
  /** A detail label that only the expanded detail shows. */
  detailLabel: string;
}

const cases: Case[] = [
  {
    key: 'personalHistoryCopy',
    testId: 'records-bets',
    preset: 'last30',
    type: { value: 'LIVE', label: t('records.category.LIVE') },
    rowText: t('records.category.LIVE'),
    detailLabel: t('records.col.betNo'),
  },
  {
    key: 'transactionHistory',
    testId: 'records-account',
    preset: 'last30',
    type: { value: 'DEPOSIT', label: t('records.accountType.DEPOSIT') },
    rowText: t('records.kind.DEPOSIT'),
    detailLabel: t('records.col.ref'),
  },
  {
    key: 'personalProfit',
    testId: 'records-profit',
    preset: 'last30',
    type: { value: 'RNG', label: t('records.category.RNG') },
    rowText: t('records.category.RNG'),
    detailLabel: t('records.col.betCount'),
  },
  {
    key: 'bonusDetails',
    testId: 'records-bonus',
    preset: 'last30',
    type: { value: 'REBATE', label: t('records.bonusType.REBATE') },
    rowText: t('records.bonusType.REBATE'),
    detailLabel: t('records.col.turnover'),
  },
];

for (const c of cases) {
  test(`${c.key}: a date preset and a type filter narrow the rows, paging moves on, a row's detail opens`, async ({ page, request }) => {
    const centre = await openRecords(page, request);
    await centre.getByRole('button', { name: t(`memberCentre.page.${c.key}`), exact: true }).click();
    const records = centre.getByTestId(c.testId);
    await expect(records).toBeVisible();
    await loaded(page);
    await expect(records.getByRole('button', { name: t('records.preset.last7') })).toHaveAttribute('aria-pressed', 'true');
    const week = await range(page).textContent();

    // Previous 30 days: a longer range, more records.
    await records.getByRole('button', { name: t(`records.preset.${c.preset}`) }).click();
    await expect(range(page)).not.toHaveText(week ?? '');
    await loaded(page);
    await expect(rows(page)).toHaveCount(20);

    // One type: every row is of that type.
    await records.getByLabel(t('records.type.label')).selectOption(c.type.value);
    await loaded(page);
    const first = await rows(page).first().getAttribute('data-record-id');
    for (const row of await rows(page).all()) await expect(row).toContainText(c.rowText);

    // Page 2: other rows, same filter.
    await records.locator('button[data-page-nav="next"]').click();
    await loaded(page);
    await expect(rows(page).first()).not.toHaveAttribute('data-record-id', first ?? '');
    for (const row of await rows(page).all()) await expect(row).toContainText(c.rowText);

    // Detail from the keyboard: focus the first row's Details button and press Enter.
    const toggle = rows(page)
      .first()
      .getByRole('button', { name: t('records.details') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator(`#${(await toggle.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await expect(detail).toContainText(c.detailLabel);
    await page.keyboard.press('Enter');
    await expect(detail).toHaveCount(0);
  });
}

test('account record opens from the avatar menu; its totals cover the range', async ({ page, request }) => {
  const centre = await openRecords(page, request, 'accountRecord');
  const records = centre.getByTestId('records-account');
  await expect(records).toBeVisible();
  await loaded(page);
  const totals = records.getByTestId('records-totals');
  await expect(totals).toContainText(t('records.total.income'));
  await expect(totals).toContainText(t('records.total.net'));
  await expect(totals).toContainText('₫');
});

test('an empty range shows the empty state (no deposit bonus is ever scheduled ahead)', async ({ page, request }) => {
  const centre = await openRecords(page, request);
  await centre.getByRole('button', { name: t('memberCentre.page.bonusDetails'), exact: true }).click();
  const records = centre.getByTestId('records-bonus');
  await loaded(page);
  await records.getByRole('button', { name: t('records.preset.next30') }).click();
  await records.getByLabel(t('records.type.label')).selectOption('DEPOSIT_BONUS');
  await expect(records.getByText(t('records.empty.title'))).toBeVisible();
  await expect(records.getByTestId('records-table')).toHaveCount(0);
  await expect(records.locator('button[data-page-nav="next"]')).toHaveCount(0);
});

test('a failing record call shows the error state; retry loads the rows', async ({ page, request }) => {
  await setFault(request, { path: '/wps/member/records/bets', status: 500 });
  const centre = await openRecords(page, request);
  const records = centre.getByTestId('records-bets');
  const alert = records.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(records.getByTestId('records-table')).toHaveCount(0);
  await clearFaults(request);
  await alert.getByRole('button', { name: t('common.retry') }).click();
  await loaded(page);
  await expect(rows(page)).toHaveCount(20);
});
