/**
 * Takes the matrix's pictures in Chromium against a running `scripts/start.ts
 * --all` (built brands + the sandbox behind the same origin). Deterministic by
 * construction: a fresh sandbox, a fixed clock, reduced motion (the carousel
 * stops autoplay), CSS animations and the caret off at capture, fonts and
 * images loaded, and a picture is kept only once two captures in a row are
 * identical. Work is split in lanes (one Chromium context at a time each):
 * one context per brand × language × theme × viewport visits its screens in
 * order; the maintenance screens run last, with each merchant's status
 * switched to 1 and back.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { SCREENS, shotKey, viewportSize, type Shot } from './plan.ts';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--font-render-hinting=none'];
/** Every picture shows this moment (dates on screen, "today" presets). */
export const FIXED_TIME = new Date('2026-06-15T10:00:00Z');
const SEEDED_AGENT = 'agent01';

export interface ShotResult extends Shot {
  key: string;
  file: string;
  ms: number;
  /** Captures needed before two in a row matched (1 = the first pair). */
  attempts: number;
  note?: string;
}

export interface ShootOptions {
  /** http://127.0.0.1:<port> of start.ts --all. */
  server: string;
  port: number;
  outDir: string;
  lanes: number;
  localesDir: string;
  log?: (line: string) => void;
}

function catalog(localesDir: string, lang: string): (key: string) => string {
  const read = (code: string) => {
    const f = join(localesDir, `${code}.json`);
    return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>) : {};
  };
  const own = read(lang);
  const en = read('EN');
  return (key) => own[key] ?? en[key] ?? key;
}

async function sandbox(server: string, path: string, method: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${server}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * In the page: fonts loaded, nothing busy and no unfinished image on screen. A string, not a
 * function: tsx's name helpers (__name) do not exist inside the page.
 */
const SETTLED = `(() => {
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && r.width > 0 && r.height > 0;
  };
  return document.fonts.status === 'loaded'
    && ![...document.querySelectorAll('[aria-busy="true"]')].some(onScreen)
    && [...document.images].every((i) => i.complete || !onScreen(i));
})()`;

/** Loading done as a user sees it: no busy region, fonts in, the images on screen loaded, then two identical captures. */
async function capture(page: Page): Promise<{ png: Buffer; attempts: number; note?: string }> {
  let note: string | undefined;
  // Below the fold, deferred sections stay busy until scrolled to: only what is on screen counts.
  await page.waitForFunction(SETTLED, null, { timeout: 10_000, polling: 50 })
    .catch((err: Error) => (note = /Timeout/.test(err.message) ? 'still loading after 10 s' : `settle check failed: ${err.message.split('\n')[0]}`));
  const shot = () => page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await shot();
  for (let attempts = 1; attempts <= 8; attempts++) {
    await page.waitForTimeout(100);
    const next = await shot();
    if (next.equals(previous)) return { png: next, attempts, note };
    previous = next;
  }
  return { png: previous, attempts: 9, note: note ?? 'never stable: two captures kept differing' };
}

async function openScreen(page: Page, shot: Shot, t: (k: string) => string): Promise<string | undefined> {
  const screen = SCREENS.find((s) => s.id === shot.screen)!;
  const click = (l: Locator) => l.click({ timeout: 8_000 });
  let note: string | undefined;
  if (screen.open === 'deposit' || screen.open === 'withdraw') {
    const direct = page.getByTestId(screen.open);
    // Phones: the header keeps the deposit button only; withdraw is then the centre menu's entry.
    await click((await direct.isVisible()) ? direct : page.getByTestId('deposit'));
    const centre = page.getByTestId('member-centre');
    await centre.waitFor({ timeout: 8_000 });
    const entry = centre.locator(`nav button[data-page="${screen.open === 'deposit' ? 'depositv2' : 'withdraw'}"]`);
    if ((await entry.count()) === 0) note = `the member centre has no ${screen.open} entry`;
    else if ((await entry.getAttribute('aria-current')) !== 'page') await click(entry);
  }
  if (screen.open === 'agent') {
    await click(page.getByTestId('header').getByRole('button', { name: t('shell.account.menu') }));
    await click(page.getByRole('menuitem', { name: t('shell.account.agentCentre') }));
    await page.getByTestId('agent-centre').waitFor({ timeout: 8_000 });
  }
  // No hover state that differs from run to run.
  await page.mouse.move(0, 0);
  return note;
}

async function runContext(browser: Browser, shots: Shot[], opts: ShootOptions): Promise<ShotResult[]> {
  const first = shots[0];
  const t = catalog(opts.localesDir, first.lang);
  const ctx = await browser.newContext({
    viewport: viewportSize(first.viewport),
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: first.theme,
    // The settle check is evaluated as a string, which the brands' CSP (no unsafe-eval) would refuse.
    bypassCSP: true,
  });
  await ctx.addInitScript(({ theme, lang }) => {
    localStorage.setItem('theme', theme);
    localStorage.setItem('lang', lang);
    sessionStorage.setItem('index_notice', '1');
  }, { theme: first.theme, lang: first.lang });
  const page = await ctx.newPage();
  await page.clock.setFixedTime(FIXED_TIME);
  const origin = `http://${first.brand}.localhost:${opts.port}`;
  const out: ShotResult[] = [];
  let loggedIn = false;
  try {
    for (const shot of shots) {
      const started = performance.now();
      const screen = SCREENS.find((s) => s.id === shot.screen)!;
      if (screen.session && !loggedIn) {
        const { token } = (await sandbox(opts.server, '/__sandbox/token', 'POST', { merchant: shot.merchantCode, account: SEEDED_AGENT })) as { token: string };
        await ctx.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
        loggedIn = true;
      }
      let note: string | undefined;
      let png: Buffer;
      let attempts = 0;
      try {
        const t0 = performance.now();
        await page.goto(origin + screen.path, { waitUntil: 'load' });
        const t1 = performance.now();
        const opened = await openScreen(page, shot, t);
        const t2 = performance.now();
        ({ png, attempts, note } = await capture(page));
        if (process.env.MATRIX_DEBUG) opts.log?.(`    load ${Math.round(t1 - t0)} open ${Math.round(t2 - t1)} capture ${Math.round(performance.now() - t2)} attempts ${attempts}`);
        note = [opened, note].filter(Boolean).join('; ') || undefined;
      } catch (err) {
        note = `failed: ${(err as Error).message.split('\n')[0]}`;
        png = await page.screenshot({ scale: 'css' });
      }
      const key = shotKey(shot);
      const file = join(opts.outDir, `${key}.png`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      const ms = Math.round(performance.now() - started);
      out.push({ ...shot, key, file, ms, attempts, note });
      opts.log?.(`  ${key.padEnd(48)} ${String(ms).padStart(5)} ms${note ? `  (${note})` : ''}`);
    }
  } finally {
    await ctx.close();
  }
  return out;
}

/** Runs `jobs` (each a list of shots sharing one context) on `lanes` lanes. */
async function inLanes<T>(jobs: (() => Promise<T[]>)[], lanes: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(lanes, jobs.length)) }, async () => {
      while (next < jobs.length) out.push(...(await jobs[next++]()));
    }),
  );
  return out;
}

export async function shootAll(shots: Shot[], opts: ShootOptions): Promise<ShotResult[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath: existsSync(executablePath) ? executablePath : undefined, args: CHROMIUM_ARGS });
  const group = (list: Shot[]) => {
    const groups = new Map<string, Shot[]>();
    for (const s of list) {
      const k = `${s.brand}|${s.lang}|${s.theme}|${s.viewport}`;
      groups.set(k, [...(groups.get(k) ?? []), s]);
    }
    // Visitor screens first, then the logged-in ones (one token per context).
    return [...groups.values()].map((g) => g.sort((a, b) => Number(!!SCREENS.find((s) => s.id === a.screen)!.session) - Number(!!SCREENS.find((s) => s.id === b.screen)!.session)));
  };
  try {
    const normal = shots.filter((s) => !SCREENS.find((x) => x.id === s.screen)!.status);
    const statusShots = shots.filter((s) => SCREENS.find((x) => x.id === s.screen)!.status);
    const results = await inLanes(group(normal).map((g) => () => runContext(browser, g, opts)), opts.lanes);
    if (statusShots.length) {
      const merchants = [...new Set(statusShots.map((s) => s.merchantCode))];
      const status = SCREENS.find((x) => x.id === 'maintenance')!.status!;
      for (const m of merchants) await sandbox(opts.server, `/__sandbox/merchants/${m}/status`, 'PUT', { status });
      try {
        results.push(...(await inLanes(group(statusShots).map((g) => () => runContext(browser, g, opts)), opts.lanes)));
      } finally {
        for (const m of merchants) await sandbox(opts.server, `/__sandbox/merchants/${m}/status`, 'PUT', { status: 0 });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
