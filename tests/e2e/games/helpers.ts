import type { APIRequestContext, Page } from '@playwright/test';
import { PORT, brand, brandUrl, tokenFor } from '../support/sandbox';

/** The games specs run on one brand; its facts come from brands/, never hard-coded here. */
export const BRAND = 'lotus-vn';
export const merchant = () => brand(BRAND).merchantCode;
export const url = (path: string) => brandUrl(BRAND, path);

/** Opens the portal signed in as `account` (a sandbox token in sessionStorage, as the login form would leave it). */
export async function signIn(page: Page, request: APIRequestContext, account: string): Promise<void> {
  const token = await tokenFor(request, merchant(), account);
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
  }, token);
}

export const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('game-tile');

/** A platform answer's value, asked from the test runner (Node cannot resolve *.localhost: go by 127.0.0.1 and the Merchant header). */
export async function apiValue<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Merchant: merchant() } });
  return ((await res.json()) as { value: T }).value;
}
