import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, brandUrl, readingIn, tokenFor } from '../support/sandbox';
import type { APIRequestContext } from '@playwright/test';

/** A catalogue's text by key (tests follow copy changes); plural forms: the `other` branch with # filled. */
const catalogs = new Map<string, Record<string, string>>();
export function tr(lang: string, key: string, values: Record<string, string | number> = {}): string {
  if (!catalogs.has(lang)) catalogs.set(lang, JSON.parse(readFileSync(join(process.cwd(), 'locales', `${lang}.json`), 'utf8')) as Record<string, string>);
  let text = catalogs.get(lang)![key] ?? key;
  const plural = /^\{(\w+), plural, (.*)\}$/.exec(text);
  if (plural) {
    const n = Number(values[plural[1]!]);
    const exact = new RegExp(`=${n} \\{([^}]*)\\}`).exec(plural[2]!);
    const one = /one \{([^}]*)\}/.exec(plural[2]!);
    const other = /other \{([^}]*)\}/.exec(plural[2]!);
    text = (exact?.[1] ?? (n === 1 && one ? one[1] : other?.[1]) ?? '').replace(/#/g, String(n));
  }
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
}
export const t = (key: string, values: Record<string, string | number> = {}) => tr('EN', key, values);

/** Language, no home notice popup (support/sandbox.ts readingIn). */
export const prepare = (context: BrowserContext, lang = 'EN'): Promise<void> => readingIn(context, lang);

/** Logged in as `account` on brand `id` through the page's ?token= (the portal's own automatic login, §2). */
export async function openAs(page: Page, request: APIRequestContext, id: string, account: string, path = '/', lang = 'EN'): Promise<void> {
  const token = await tokenFor(request, brand(id).merchantCode, account);
  await page.goto(brandUrl(id, `${path}${path.includes('?') ? '&' : '?'}token=${token}`));
  await expect(page.getByRole('button', { name: new RegExp(tr(lang, 'shell.account.menu')) })).toBeVisible();
}

/** The member centre on one of its pages, from the avatar menu (My account) then the centre's own menu. */
export async function openCentrePage(page: Page, label?: string, lang = 'EN'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(tr(lang, 'shell.account.menu')) }).click();
  await page.getByRole('menuitem', { name: tr(lang, 'shell.account.memberCentre') }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible();
  if (label) await centre.getByRole('button', { name: label }).first().click();
}

const QA = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}/__sandbox`;
export async function markUnregisteredIp(
  request: APIRequestContext,
  merchant: string,
  account: string,
): Promise<{ googleCode: string; bankAccountName: string }> {
  const res = await request.post(`${QA()}/unregistered-ip`, { data: { merchant, account } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { googleCode: string; bankAccountName: string };
}

/** The brand page with the manifest's `features` changed, as a build of that manifest would stamp it (test brand build). */
export async function withManifestFeatures(page: Page, features: Record<string, boolean>): Promise<void> {
  await page.route(/\.localhost:\d+\/[^.]*(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // Node cannot resolve *.localhost: ask the same server on 127.0.0.1 with the brand's Host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const res = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
    const html = (await res.text()).replace(
      /(<script id="brand-config" type="application\/json">)([\s\S]*?)(<\/script>)/,
      (_m, open: string, json: string, close: string) => {
        const config = JSON.parse(json) as { features?: Record<string, boolean> };
        config.features = { ...config.features, ...features };
        return `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response: res, body: html, headers: { ...res.headers(), 'content-length': String(Buffer.byteLength(html)) } });
  });
}

export { brandUrl };
