import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORT, brand, brandUrl, signInContext } from '../support/sandbox';

/** Wallet e2e helpers: log in by token, open a member-centre page, drive the wallet QA switches and the API as the player. */
export const ID = 'lotus-vn';
const en = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
export const t = (key: string) => en[key] ?? key;
const base = `http://127.0.0.1:${PORT}`;
export const merchant = () => brand(ID).merchantCode;

export async function login(page: Page, request: APIRequestContext, account = 'player01'): Promise<string> {
  const token = await signInContext(page, request, merchant(), account);
  await page.goto(brandUrl(ID, '/'));
  await expect(page.getByTestId('balance')).toContainText('12,345.67');
  return token;
}

/** Opens a wallet page from the member-centre menu (the overlay must be open). */
export async function openPage(page: Page, key: 'depositv2' | 'withdraw' | 'transferFund' | 'transferUpline') {
  await page
    .getByTestId('member-centre')
    .getByRole('button', { name: t(`memberCentre.page.${key}`) })
    .first()
    .click();
}

const json = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
};

export const qa = {
  deposit: async (request: APIRequestContext, orderNo: string, status: 'credited' | 'failed') =>
    json(await request.post(`${base}/__sandbox/wallet/deposits/${orderNo}`, { data: { status } })),
  withdrawal: async (request: APIRequestContext, orderNo: string, action: 'approve' | 'disburse' | 'reject') =>
    json(await request.post(`${base}/__sandbox/wallet/withdrawals/${orderNo}`, { data: { action } })),
  settings: async (request: APIRequestContext, settings: Record<string, unknown>) =>
    json(await request.put(`${base}/__sandbox/wallet/merchants/${merchant()}/settings`, { data: settings })),
  clock: async (request: APIRequestContext, minutes: number) =>
    json(await request.post(`${base}/__sandbox/wallet/merchants/${merchant()}/clock`, { data: { minutes } })),
};

/** A platform call as the player (setup that the UI already covers elsewhere). */
export async function asPlayer(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await request.fetch(`${base}${path}`, {
    method,
    headers: { Merchant: merchant(), Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e${Date.now()}${Math.random().toString(36).slice(2)}` },
    ...(body ? { data: body } : {}),
  });
  const envelope = (await res.json()) as { success: boolean; value: Record<string, unknown>; message: string };
  expect(envelope.success, envelope.message).toBe(true);
  return envelope.value;
}

/** Payment password and a bank card for the player, through the API. */
export async function readyToWithdraw(request: APIRequestContext, token: string): Promise<number> {
  await asPlayer(request, token, 'POST', '/wps/v2/payment-password', { password: '246810' });
  const card = await asPlayer(request, token, 'POST', '/wps/v2/bankcards', {
    bankCode: 'SBK',
    accountName: 'Nguyen Van A',
    accountNo: '0123456789',
    paymentPassword: '246810',
  });
  return card.id as number;
}
