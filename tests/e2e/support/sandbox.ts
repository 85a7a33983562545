import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Drives the sandbox's QA switches (sandbox/README.md) from end-to-end tests,
 * and opens a brand by host. Brand facts are read from brands/, never hard-coded.
 */
export const PORT = Number(process.env.E2E_PORT ?? 4310);

export interface BrandFacts {
  id: string;
  name: string;
  merchantCode: string;
  languages: { enabled: string[]; default?: string };
  features?: Record<string, boolean>;
  currency: { code: string; symbol: string };
  theme: { default: 'light' | 'dark' };
}

export function brands(): BrandFacts[] {
  const dir = join(process.cwd(), 'brands');
  return readdirSync(dir)
    .filter((d) => !d.startsWith('_'))
    .sort()
    .map((d) => JSON.parse(readFileSync(join(dir, d, 'brand.json'), 'utf8')) as BrandFacts);
}

export function brand(id: string): BrandFacts {
  const b = brands().find((x) => x.id === id);
  if (!b) throw new Error(`no brand ${id}`);
  return b;
}

/** URL of a path on a brand's site: the server picks the brand by Host. */
export function brandUrl(id: string, path = '/'): string {
  return `http://${id}.localhost:${PORT}${path}`;
}

const base = `http://127.0.0.1:${PORT}`;

/**
 * Every page of `context` opens for a player who reads `lang` and has already seen the home notice popup (it opens
 * late and would cover what a test looks at). Game frames are skipped: init scripts run in every frame and an
 * opaque-origin game frame has no storage.
 */
export async function readingIn(context: BrowserContext, lang = 'EN'): Promise<void> {
  await context.addInitScript((l) => {
    if (window.top !== window) return;
    localStorage.setItem('lang', l);
    sessionStorage.setItem('index_notice', '1');
  }, lang);
}

/**
 * The page answers: a pre-rendered page stays inert (its buttons do nothing yet) until the app takes it over
 * (src/app/bootstrap/static-shell.ts). Press a pre-rendered button after this, as a person presses once the page reacts.
 */
export async function pageAnswers(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await request.post(`${base}/__sandbox/reset`);
}
export async function setSystemStatus(request: APIRequestContext, merchantCode: string, status: 0 | 1 | 2, extra: Record<string, unknown> = {}): Promise<void> {
  await request.put(`${base}/__sandbox/merchants/${merchantCode}/status`, { data: { status, ...extra } });
}
export async function setFlags(request: APIRequestContext, merchantCode: string, flags: Record<string, boolean>): Promise<void> {
  await request.put(`${base}/__sandbox/merchants/${merchantCode}/flags`, { data: flags });
}
export async function setRegisterRules(request: APIRequestContext, merchantCode: string, rules: Record<string, unknown>): Promise<void> {
  await request.put(`${base}/__sandbox/merchants/${merchantCode}/register-rules`, { data: rules });
}
export async function setFault(
  request: APIRequestContext,
  fault: { path: string; latencyMs?: number; status?: number; malformed?: boolean; rate?: number },
): Promise<void> {
  await request.put(`${base}/__sandbox/faults`, { data: fault });
}
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${base}/__sandbox/faults`);
}
export async function lastSms(request: APIRequestContext, mobile: string): Promise<string> {
  // The send may still be on its way (the platform's human check answers first): wait for it, up to 5 s.
  for (let i = 0; ; i++) {
    const res = await request.get(`${base}/__sandbox/sms?mobile=${encodeURIComponent(mobile)}`);
    if (res.ok()) return ((await res.json()) as { code: string }).code;
    if (i >= 50) throw new Error(`no SMS was sent to ${mobile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function setBanners(
  request: APIRequestContext,
  merchantCode: string,
  groups: Record<string, Partial<{ bannerId: number; url: string; linkageType: 'ROUTE' | 'GAME' | 'URL' | 'NONE'; target: string; title: string }>[]>,
): Promise<void> {
  await request.put(`${base}/__sandbox/merchants/${merchantCode}/banners`, { data: groups });
}
/** Hide (false) or show (true) vendors by vassalage, or whole categories by name (e.g. FISH). */
export async function setVendors(request: APIRequestContext, merchantCode: string, visibility: Record<string, boolean>): Promise<void> {
  await request.put(`${base}/__sandbox/merchants/${merchantCode}/vendors`, { data: visibility });
}
/** The text of the captcha last issued to this merchant (GET /wps/captcha issues one). */
export async function captchaText(request: APIRequestContext, merchantCode: string): Promise<string> {
  const res = await request.get(`${base}/__sandbox/captcha?merchant=${encodeURIComponent(merchantCode)}`);
  return ((await res.json()) as { text: string }).text;
}
/** A session token for an account without going through the (sealed) login form: put it in sessionStorage 'token'. */
export async function tokenFor(request: APIRequestContext, merchantCode: string, account: string): Promise<string> {
  const res = await request.post(`${base}/__sandbox/token`, { data: { merchant: merchantCode, account } });
  return ((await res.json()) as { token: string }).token;
}

/**
 * Every page of `page`'s context opens signed in as `account` (its sandbox token in sessionStorage, as the login
 * form leaves it), in English and the light theme, without the notice popup. Returns the token.
 */
export async function signInContext(page: Page, request: APIRequestContext, merchantCode: string, account: string): Promise<string> {
  const token = await tokenFor(request, merchantCode, account);
  await page.context().addInitScript((tok) => {
    if (window.top !== window) return; // init scripts run in every frame; game frames have no storage
    localStorage.setItem('theme', 'light');
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('index_notice', '1');
    sessionStorage.setItem('token', tok);
  }, token);
  return token;
}

/**
 * Seeded accounts, the same in every merchant (sandbox/README.md), restored by
 * resetSandbox(). `mobile` is without the dialling code (84).
 */
export const accounts = {
  member: { username: 'player01', password: 'abc12345', type: 0, mobile: '912345678', dialingCode: '84', email: 'player01@example.com' },
  agent: { username: 'agent01', password: 'abc12345', type: 1, mobile: '912345679', dialingCode: '84', email: 'agent01@example.com', affiliateCode: 'AG0001' },
  trial: { username: 'trial01', password: 'abc12345', type: 4 },
  expiredPassword: { username: 'expired01', password: 'abc12345', type: 0, email: 'expired01@example.com' },
  defaultPassword: { username: 'default01', password: 'a123456', type: 0 },
} as const;

/** Collects console errors and page errors; assert it is empty at the end of a test. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/**
 * A member's monthly deposit limit, set through the platform: brands whose player-protection profile asks for a
 * limit before anything else (siam-star, Sweden) then let the member through without the limit prompt.
 */
export async function setDepositLimit(request: APIRequestContext, merchantCode: string, account: string, amount = '50000'): Promise<void> {
  const token = await tokenFor(request, merchantCode, account);
  const res = await request.post(`${base}/wps/member/protection/limits`, {
    headers: { Merchant: merchantCode, Authorization: `Bearer ${token}`, 'Idempotency-Key': `limit-${account}-${Date.now()}` },
    data: { kind: 'deposit', period: 'month', amount },
  });
  if (!res.ok()) throw new Error(`deposit limit for ${account}: ${res.status()} ${await res.text()}`);
}
