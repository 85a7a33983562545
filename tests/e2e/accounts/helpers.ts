import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingIn } from '../support/sandbox';

/** English catalogue: tests read labels by key so they follow copy changes. */
const en = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
export const t = (key: string, values: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`)).replace(/<\/?\w+>/g, '');

/** English and no home notice popup in the way (support/sandbox.ts readingIn). */
export const prepare = (context: BrowserContext): Promise<void> => readingIn(context);

/** A fresh name/number per test run: the sandbox keeps members until reset. */
export const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`;
export const uniqueMobile = () => `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** An input of a DynamicForm by its payload name, inside a container. */
export const field = (scope: Page | ReturnType<Page['locator']>, name: string) => scope.locator(`input[name="${name}"]`);

/** The message under a field (its aria-describedby text). */
export async function messageOf(scope: Page | ReturnType<Page['locator']>, name: string): Promise<string> {
  return field(scope, name).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );
}

/**
 * Done-means 3 of issue 5: after every flow, no password or SMS code may sit in
 * cookies, localStorage or sessionStorage (remember-me keeps the user name only).
 */
export async function expectNoSecrets(page: Page, secrets: string[]): Promise<void> {
  const stores = await page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n');
    return { cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) };
  });
  for (const secret of secrets.filter(Boolean)) {
    for (const [where, text] of Object.entries(stores)) {
      expect(text.includes(secret), `"${secret}" found in ${where}`).toBe(false);
      expect(text.includes(encodeURIComponent(secret)), `"${secret}" (encoded) found in ${where}`).toBe(false);
    }
  }
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page): Promise<ReturnType<Page['locator']>> {
  await page.getByTestId('login').click();
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  return popup;
}

export async function loginWith(page: Page, username: string, password: string): Promise<void> {
  const popup = await openLogin(page);
  await field(popup, 'username').fill(username);
  await field(popup, 'password').fill(password);
  await popup.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}
