import { expect, test, type Page } from '@playwright/test';
import {
  chromiumExecutable,
  DETERMINISTIC_RENDER_ARGS,
  EXAMPLE_DOMAINS_TO_LOOPBACK,
  hostIndependentFontsEnv,
  QUIET_CHROMIUM_ARGS,
} from '../../../scripts/lib/chromium';
import { brand, brandUrl, PORT, resetSandbox, setDepositLimit, signInContext, accounts } from '../support/sandbox';

/**
 * Mirrors (issue 29): the brand's lines are its domains and mirrors (manifest) and what the platform's domain route
 * adds. The sandbox answers every one of them on this port, by Host; Chromium resolves the brands' example domains to
 * loopback here, as DNS resolves them for a player. The QA switch PUT /__sandbox/lines blocks one host's API.
 */
test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...QUIET_CHROMIUM_ARGS, ...DETERMINISTIC_RENDER_ARGS, EXAMPLE_DOMAINS_TO_LOOPBACK],
    env: { ...(process.env as Record<string, string>), ...hostIndependentFontsEnv() },
  },
});

const qa = `http://127.0.0.1:${PORT}/__sandbox/lines`;
const ID = 'jade-global';
const MERCHANT = brand(ID).merchantCode;

/** Hosts the page sent API calls to, in order. */
function apiHosts(page: Page): string[] {
  const hosts: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/wps/') || url.pathname.startsWith('/lgw/')) hosts.push(url.hostname);
  });
  return hosts;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the primary line blocked mid-session: the portal moves to a mirror within 3 s, same page, still signed in', async ({ page, request }) => {
  await setDepositLimit(request, MERCHANT, accounts.member.username);
  await signInContext(page, request, MERCHANT, accounts.member.username);
  const hosts = apiHosts(page);
  await page.goto(brandUrl(ID, '/promotions'));
  const balance = page.getByTestId('balance');
  await expect(balance).toBeVisible();
  await expect(page.locator('main h1, main [data-testid="promotion-card"]').first()).toBeVisible();

  expect((await request.put(qa, { data: { host: `${ID}.localhost`, blocked: true } })).ok()).toBe(true);
  const blockedAt = Date.now();
  hosts.length = 0;
  await page.getByTestId('balance-refresh').click();

  const notice = page.getByTestId('line-moved');
  await expect(notice).toBeVisible({ timeout: 3000 });
  const movedIn = Date.now() - blockedAt;
  expect(movedIn).toBeLessThan(3000);
  await expect(notice).toContainText('jade-line2.example.com');
  await expect(notice).toContainText('still signed in');

  // Same page, same session: the balance answered through the mirror, the address did not change.
  expect(new URL(page.url()).pathname).toBe('/promotions');
  await expect(balance).toContainText(/\d/);
  await expect(page.getByRole('button', { name: /log in/i })).toHaveCount(0);
  expect(hosts).toContain('jade-line2.example.com');

  // The next page's calls go to the mirror from the start (the blocked line is not tried first again).
  hosts.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Line selection' }).click();
  await expect(page).toHaveURL(/\/lines$/);
  await expect(page.getByTestId('line-row').filter({ hasText: 'jade-line2.example.com' })).toContainText('In use');
  expect(hosts.filter((h) => h === `${ID}.localhost`)).toEqual([]);
  console.log(`moved to a mirror in ${movedIn} ms`);
});

test('a line that swallows requests (no answer, no refusal) is left too: the balance comes from a mirror', async ({ page, request }) => {
  await setDepositLimit(request, MERCHANT, accounts.member.username);
  await signInContext(page, request, MERCHANT, accounts.member.username);
  await page.goto(brandUrl(ID, '/promotions'));
  await expect(page.getByTestId('balance')).toBeVisible();

  await request.put(qa, { data: { host: `${ID}.localhost`, hang: true } });
  const hungAt = Date.now();
  const onMirror = page.waitForRequest((r) => new URL(r.url()).hostname === 'jade-line2.example.com' && new URL(r.url()).pathname.startsWith('/wps/'));
  await page.getByTestId('balance-refresh').click();
  // 2.5 s without an answer, then the line's probe gets 1.5 s: the portal moves at about 4 s, not after the 15 s timeout.
  await onMirror;
  const movedIn = Date.now() - hungAt;
  expect(movedIn).toBeLessThan(5000);
  await expect(page.getByTestId('line-moved')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  expect(new URL(page.url()).pathname).toBe('/promotions');
  console.log(`left a swallowing line in ${movedIn} ms`);
});

test('the line screen measures every line, shows which failed, and moves to the one chosen', async ({ page, request }) => {
  await request.put(qa, { data: { host: 'jade-line3.example.net', latencyMs: 350 } });
  const hosts = apiHosts(page);
  await page.goto(brandUrl(ID, '/lines'));
  await expect(page.getByRole('heading', { level: 1, name: 'Line selection' })).toBeVisible();

  // Primary, two mirrors, the brand's two domains and the line the domain route adds under the mirror pattern.
  const rows = page.getByTestId('line-row');
  const expected = [
    `${ID}.localhost`,
    'jade-line2.example.com',
    'jade-line3.example.net',
    'jade-global.example.com',
    'jade.example.net',
    'route-1.lines.jade-global.example.com',
  ];
  await expect(rows).toHaveCount(expected.length);
  for (const [i, host] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(host);
    await expect(row.getByTestId('line-latency')).toHaveText(/^\d+ ms$/);
  }
  const slow = Number((await rows.nth(2).getByTestId('line-latency').textContent())!.replace(/\D/g, ''));
  expect(slow).toBeGreaterThanOrEqual(350);
  await expect(rows.nth(0)).toContainText('In use');
  await expect(page.getByRole('status').filter({ hasText: '6 of 6 lines answered.' })).toBeAttached();

  // A blocked line says so after a new measurement; the others keep their latency.
  await request.put(qa, { data: { host: 'jade.example.net', blocked: true } });
  await page.getByRole('button', { name: 'Measure again' }).click();
  await expect(rows.nth(4)).toContainText('Unreachable');
  await expect(rows.nth(4).getByRole('button', { name: 'Use this line' })).toBeDisabled();
  await expect(rows.nth(1).getByTestId('line-latency')).toHaveText(/^\d+ ms$/);
  await expect(page.getByRole('status').filter({ hasText: '5 of 6 lines answered.' })).toBeAttached();

  // Choosing a line: the next calls go there (keyboard only).
  await rows.nth(5).getByRole('button', { name: 'Use this line' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(5)).toContainText('In use');
  await expect(page.getByRole('status').filter({ hasText: 'Now connected through route-1.lines.jade-global.example.com.' })).toBeAttached();
  hosts.length = 0;
  await page.getByRole('button', { name: 'Measure again' }).click();
  await page.goto(brandUrl(ID, '/promotions'));
  await expect(page.locator('main')).toBeVisible();
  await expect.poll(() => hosts.includes('route-1.lines.jade-global.example.com')).toBe(true);
});

test("the USDJUMP resource (§3): the line screen links the platform's page of all lines, which lists every line", async ({ page }) => {
  await page.goto(brandUrl(ID, '/lines'));
  const link = page.getByRole('link', { name: 'All lines page' });
  await expect(link).toHaveAttribute('href', /\/sandbox-lines$/);
  await page.goto((await link.getAttribute('href'))!);
  for (const host of ['jade-global.example.com', 'jade.example.net', 'route-1.lines.jade-global.example.com'])
    await expect(page.getByRole('link', { name: host, exact: true })).toBeVisible();
});

/** Pictures of the screen for a person to look at (not baselines): LINE_SHOTS=1. */
for (const id of ['jade-global', 'lotus-vn']) {
  for (const themeName of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`line screen picture ${id} ${themeName} ${width}`, async ({ page, request }) => {
        test.skip(!process.env.LINE_SHOTS, 'pictures only on request');
        await request.put(qa, { data: { host: `${id}.example.com`, latencyMs: 420 } });
        await request.put(qa, { data: { host: 'lotus-line2.example.com', blocked: true } });
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((t) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('lang', 'EN');
          sessionStorage.setItem('index_notice', '1');
        }, themeName);
        await page.goto(brandUrl(id, '/lines'));
        await expect(page.getByTestId('line-row').first().getByTestId('line-latency')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Measure again' })).toBeEnabled();
        await page.screenshot({ path: `test-results/line-shots/${id}-${themeName}-${width}.png`, fullPage: true });
      });
    }
  }
}
