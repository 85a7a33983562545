import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accounts, brand, brandUrl, signInContext, tokenFor, PORT } from '../support/sandbox';

/** What the agent-centre specs share: the brand, the catalogue, signing in, the centre's menu and the platform's own answers. */
export const ID = 'lotus-vn';
export const merchant = () => brand(ID).merchantCode;
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
const catalogues = new Map<string, Record<string, string>>();
/** A catalogue sentence with its values, in `lang` (EN by default). */
export function tr(lang: string, key: string, values: Record<string, string | number> = {}): string {
  if (!catalogues.has(lang)) catalogues.set(lang, catalogue(lang));
  return (catalogues.get(lang)![key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}
export const t = (key: string, values: Record<string, string | number> = {}) => tr('EN', key, values);

export async function signIn(page: Page, request: APIRequestContext, account: string = accounts.agent.username): Promise<void> {
  await signInContext(page, request, merchant(), account);
  await page.goto(brandUrl(ID, '/'));
}

export async function openCentre(page: Page, lang = 'EN'): Promise<Locator> {
  await page.getByRole('button', { name: tr(lang, 'shell.account.menu') }).click();
  await page.getByRole('menuitem', { name: tr(lang, 'shell.account.agentCentre') }).click();
  const centre = page.getByTestId('agent-centre');
  await expect(centre).toBeVisible();
  return centre;
}

export const entry = (page: Page, key: string) => page.getByTestId('agent-centre').getByRole('navigation').locator(`button[data-page="${key}"]`);

/** Opens an entry and waits for its content (no skeleton left). */
export async function openEntry(page: Page, key: string, lang = 'EN'): Promise<Locator> {
  // Phones show the menu or a page: from a page, the back arrow leads to the menu.
  const back = page.getByTestId('agent-centre').getByTestId('centre-back');
  if (await back.isVisible()) await back.click();
  await entry(page, key).click();
  const centre = page.getByTestId('agent-centre');
  await expect(centre.getByRole('heading', { name: tr(lang, `agentCentre.page.${key}`), level: 3 })).toBeVisible();
  await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
  return centre;
}

const api = `http://127.0.0.1:${PORT}`;

/** The platform's whole envelope for a GET of `path` by `account`, as the test's HTTP client sees it. */
export async function platformGet<T>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string | number> = {},
  account: string = accounts.agent.username,
): Promise<{ success: boolean; code?: string; value: T }> {
  const token = await tokenFor(request, merchant(), account);
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await request.get(`${api}${path}${qs ? `?${qs}` : ''}`, { headers: { Merchant: merchant(), Authorization: `Bearer ${token}` } });
  return (await res.json()) as { success: boolean; code?: string; value: T };
}

/** The `value` of that answer, which must be a success. */
export async function platform<T>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string | number> = {},
  account: string = accounts.agent.username,
): Promise<T> {
  const body = await platformGet<T>(request, path, query, account);
  expect(body.success, `${path}: ${body.code}`).toBe(true);
  return body.value;
}

/** The same with POST (a JSON body and an Idempotency-Key). */
export async function platformPost<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  account = accounts.agent.username,
): Promise<{ success: boolean; code?: string; value: T }> {
  const token = await tokenFor(request, merchant(), account);
  const res = await request.post(`${api}${path}`, {
    headers: { Merchant: merchant(), Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data,
  });
  return (await res.json()) as { success: boolean; code?: string; value: T };
}

/**
 * An amount as the page shows it ("+₫1,234.5", "-₫80", "₫0.00") in minor units, and the platform's decimal string
 * in the same units: equal when the player sees the platform's figure (English grouping and decimal point).
 */
export function shownMinor(text: string): bigint {
  const clean = text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, '');
  const negative = clean.startsWith('-');
  const [whole = '0', fraction = ''] = clean.replace('-', '').split('.');
  const minor = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -minor : minor;
}
export const platformMinor = (decimal: string): bigint => shownMinor(decimal);

/** The figure under `label` in a grid of stats (dl > div > dt + dd). */
export const stat = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();

/** The cells of each body row of a table, as the player reads them. */
export async function rowsOf(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));
}

/** The platform's `yyyy-MM-dd HH:mm:ss` as the tables show it (to the minute). */
export const minutes = (time: string) => time.slice(0, 16);
