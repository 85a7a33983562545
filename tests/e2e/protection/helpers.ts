import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PORT, brand, brandUrl, signInContext } from '../support/sandbox';
import { t } from '../accounts/helpers';

/** Player-protection e2e helpers (issue 28): the platform as the player, the QA clock and bets, the member centre page. */
const base = `http://127.0.0.1:${PORT}`;
export { t };

export interface Envelope {
  success: boolean;
  code: string;
  message: string;
  value: Record<string, unknown> & {
    limits?: { kind: string; period: string; amount: string | null; pending: { amount: string | null; effectiveTime: string } | null }[];
  };
}

/** A platform call as the player of `brandId` (bypasses the page: the platform must enforce on its own). */
export async function call(
  request: APIRequestContext,
  brandId: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Envelope> {
  const res = await request.fetch(`${base}${path}`, {
    method,
    headers: {
      Merchant: brand(brandId).merchantCode,
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `e2e${Date.now()}${Math.random().toString(36).slice(2)}`,
    },
    ...(body ? { data: body } : {}),
  });
  return (await res.json()) as Envelope;
}

export const setLimit = (request: APIRequestContext, brandId: string, token: string, kind: string, period: string, amount: string | null) =>
  call(request, brandId, token, 'POST', '/wps/member/protection/limits', { kind, period, amount });
export const deposit = (request: APIRequestContext, brandId: string, token: string, amount: string) =>
  call(request, brandId, token, 'POST', '/wps/v2/deposit/orders', { channelId: 'bank-transfer', amount });
export const state = (request: APIRequestContext, brandId: string, token: string) => call(request, brandId, token, 'GET', '/wps/member/protection');

/** Moves the brand's sandbox clock forward (the one clock every protection date reads). */
export async function moveClock(request: APIRequestContext, brandId: string, hours: number): Promise<string> {
  const res = await request.post(`${base}/__sandbox/protection/merchants/${brand(brandId).merchantCode}/clock`, { data: { hours } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { now: string }).now;
}

/** Runs the brand's merchant under another jurisdiction profile until the next sandbox reset (QA switch). */
export async function runUnderProfile(request: APIRequestContext, brandId: string, profile: string): Promise<void> {
  const res = await request.post(`${base}/__sandbox/protection/merchants/${brand(brandId).merchantCode}/profile`, { data: { profile } });
  expect(res.ok()).toBe(true);
}

export async function settledBet(request: APIRequestContext, brandId: string, account: string, stake: string, payout: string): Promise<void> {
  const res = await request.post(`${base}/__sandbox/protection/bets`, { data: { merchant: brand(brandId).merchantCode, account, stake, payout } });
  expect(res.ok()).toBe(true);
}

/** A real (sealed) login is the page's job; this is the platform's answer to one, for refusals. */
export async function loginRefusal(page: Page, brandId: string, username: string, password: string): Promise<string> {
  await page.goto(brandUrl(brandId, '/login'));
  await page.locator('input[name="username"]').first().fill(username);
  await page.locator('input[name="password"]').first().fill(password);
  await page.locator('input[name="password"]').first().press('Enter');
  const error = page.getByTestId('login-error').first();
  await expect(error).not.toBeEmpty();
  return (await error.textContent()) ?? '';
}

/** Signed in as `account` on `brandId`, the member centre open on Safer gambling. */
export async function openSaferGambling(page: Page, request: APIRequestContext, brandId: string, account = 'player01'): Promise<string> {
  const token = await signInContext(page, request, brand(brandId).merchantCode, account);
  await page.goto(brandUrl(brandId, '/'));
  await page.getByRole('button', { name: t('shell.account.menu') }).click();
  await page.getByRole('menuitem', { name: t('shell.account.memberCentre') }).click();
  await page
    .getByTestId('member-centre')
    .getByRole('button', { name: t('memberCentre.page.saferGambling') })
    .first()
    .click();
  await expect(page.getByTestId('safer-gambling')).toBeVisible();
  return token;
}

type BlockKind = 'timeOut' | 'selfExclusion';

/** The lengths a break or self-exclusion block offers, as its select's values. */
export const blockLengths = (page: Page, kind: BlockKind) =>
  page
    .getByTestId(`block-${kind}`)
    .locator('select option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));

/**
 * Starts a break or a self-exclusion from its block: the length (when given), the operator's other brands (when
 * asked), the confirmation, which must name `consequence` when given; the page then says the session ended.
 */
export async function startBlock(page: Page, kind: BlockKind, o: { length?: string; allBrands?: boolean; consequence?: string } = {}): Promise<void> {
  const block = page.getByTestId(`block-${kind}`);
  if (o.length) await block.locator('select').selectOption(o.length);
  if (o.allBrands) await block.getByRole('checkbox', { name: t('protection.selfExclusion.allBrands') }).check();
  await block.getByRole('button', { name: t(`protection.${kind}.start`) }).click();
  const confirm = page.getByTestId(`confirm-${kind}`);
  if (o.consequence) await expect(confirm).toContainText(t(`protection.consequence.${o.consequence}`));
  await confirm.getByRole('button', { name: t(`protection.${kind}.confirm`) }).click();
  await expect(page.getByTestId('protection-ended')).toBeVisible();
}

export const limitOf = (e: Envelope, kind: string, period: string) => e.value.limits!.find((l) => l.kind === kind && l.period === period)!;
