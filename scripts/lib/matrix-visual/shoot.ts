/**
 * Takes the matrix's pictures in Chromium against a running `scripts/start.ts
 * --all` (built brands + the sandbox behind the same origin). Deterministic by
 * construction: a fresh sandbox, a fixed clock, reduced motion (the carousel
 * stops autoplay), CSS animations and the caret off at capture, full tile
 * raster (no partial raster), and one capture once the page has settled: no
 * request in flight, fonts in, on-screen images decoded, nothing busy and no
 * DOM change over a quiet window nor while the picture was taken (else it
 * settles and shoots again). Work is split in lanes (one Chromium context at a time each):
 * one context per brand × language × theme × viewport visits its screens in
 * order; the system-status screens (maintenance, IP restriction) run last, one
 * status at a time, with each merchant's status switched to it and back.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { SCREENS, shotKey, viewportSize, type Shot } from './plan.ts';
import { chromiumExecutable, DETERMINISTIC_RENDER_ARGS, hostIndependentFontsEnv, QUIET_CHROMIUM_ARGS } from '../chromium.ts';

// --disable-partial-raster: Chromium otherwise re-rasters only the damaged part of a tile, and anti-aliased
// edges (rounded corners over gradients) then differ by one colour step from a fresh raster: measured here,
// 4 loads of one page gave 3 different pictures without it and 1 with it.
export const CHROMIUM_ARGS = [...QUIET_CHROMIUM_ARGS, ...DETERMINISTIC_RENDER_ARGS, '--disable-partial-raster'];
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
  /** Each picture as soon as it is written (the caller compares it while the next ones are shot). */
  onShot?: (shot: ShotResult) => void;
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
 * A brand whose player-protection profile requires a deposit limit before play (Sweden) shows its limit prompt over
 * every member screen until one is set: the member pictures are of a player who has set one, as a returning player has.
 */
async function satisfyRequiredLimit(server: string, merchant: string, token: string): Promise<void> {
  const headers = { 'content-type': 'application/json', Merchant: merchant, Authorization: `Bearer ${token}` };
  const res = await fetch(`${server}/wps/member/protection`, { headers });
  if (!res.ok) return; // no player protection on this platform: nothing to satisfy
  const state = ((await res.json()) as { value?: { rules?: { limitRequired?: boolean }; limits?: { kind: string; amount: string | null }[] } }).value;
  if (!state?.rules?.limitRequired || state.limits?.some((l) => l.kind === 'deposit' && l.amount)) return;
  await fetch(`${server}/wps/member/protection/limits`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': `matrix-${merchant}-${Date.now()}` },
    body: JSON.stringify({ kind: 'deposit', period: 'month', amount: '50000' }),
  });
}

/**
 * In the page: fonts loaded, nothing busy, every image on screen loaded AND decoded (a loaded but
 * undecoded image paints blank in the first frame), and the DOM mutation count (an init script
 * counts them) so the caller can tell whether anything changed while it looked. A string, not a
 * function: tsx's name helpers (__name) do not exist inside the page.
 */
const SETTLED = `(async () => {
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && r.width > 0 && r.height > 0;
  };
  const images = [...document.images].filter(onScreen);
  const ready = document.fonts.status === 'loaded'
    && ![...document.querySelectorAll('[aria-busy="true"]')].some(onScreen)
    && images.every((i) => i.complete);
  if (ready) await Promise.all(images.map((i) => i.decode().catch(() => undefined)));
  // Two frames: whatever the last mutation scheduled (layout, a transition's first frame) is painted.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { ready, mutations: window.__matrixMutations ?? -1 };
})()`;

/** Counts DOM mutations and scroll events from the first byte on (installed before any page script; a string for the same reason as SETTLED). */
const COUNT_MUTATIONS = `(() => {
  if (window.top !== window) return;
  window.__matrixMutations = 0;
  // Playwright's caret hiding sets a style attribute on inputs while it shoots: not a change of the page.
  const ours = (m) => m.type === 'attributes' && m.attributeName === 'style' && m.target.matches('input,textarea,[contenteditable]');
  new MutationObserver((list) => { window.__matrixMutations += list.filter((m) => !ours(m)).length; })
    .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // Scrolling changes the picture without touching the DOM (a tab strip bringing its active tab into view).
  addEventListener('scroll', () => { window.__matrixMutations += 1; }, { capture: true, passive: true });
})()`;

/** Requests of one page that have not finished: the page is not settled while any is in flight. */
function trackRequests(page: Page): () => number {
  const inFlight = new Set<unknown>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) inFlight.clear(); // a new document: the old one's requests no longer matter
  });
  return () => inFlight.size;
}

/** The router follows the address bar on popstate (what the browser's back button sends); a string as SETTLED is. */
const NAVIGATE_IN_APP = `(path) => { history.pushState(null, '', path); dispatchEvent(new PopStateEvent('popstate', { state: null })); }`;

const QUIET_MS = 150;
// Generous: on a machine shared by several test runs, a page that settles in 1 s idle can take 15 s or more.
const SETTLE_TIMEOUT_MS = 30_000;

const probe = (page: Page) => page.evaluate(SETTLED) as Promise<{ ready: boolean; mutations: number }>;

/** Waits until the page has settled (see capture); the mutation count then, or undefined if it never did before `deadline`. */
async function settle(page: Page, inFlight: () => number, deadline = performance.now() + SETTLE_TIMEOUT_MS): Promise<number | undefined> {
  let quietSince: number | undefined;
  let last = -2;
  while (performance.now() < deadline) {
    const state = await probe(page);
    if (inFlight() > 0 || !state.ready || state.mutations !== last) {
      quietSince = undefined;
      last = state.mutations;
    } else {
      quietSince ??= performance.now();
      if (performance.now() - quietSince >= QUIET_MS) return state.mutations;
    }
    await page.waitForTimeout(40);
  }
  return undefined;
}

/**
 * Loading done as a user sees it, then one capture: settled means no request in flight for
 * QUIET_MS, fonts in, nothing busy, the images on screen decoded, and the DOM unchanged over that
 * quiet window. The picture is kept when the DOM did not change while it was taken and no request
 * started; otherwise (something arrived late) it settles and shoots again. Each extra capture is
 * counted in `attempts`, so a picture that needed one is visible in the results.
 */
async function capture(page: Page, inFlight: () => number): Promise<{ png: Buffer; attempts: number; note?: string }> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  let note: string | undefined;
  for (let attempts = 1; attempts <= 6; attempts++) {
    const before = await settle(page, inFlight, deadline);
    if (before === undefined) note = `still loading after ${SETTLE_TIMEOUT_MS / 1000} s`;
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (before === undefined) return { png, attempts, note };
    const after = await probe(page);
    if (after.mutations === before && after.ready && inFlight() === 0) return { png, attempts };
  }
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  return { png, attempts: 7, note: 'never stable: the page kept changing' };
}

async function openScreen(page: Page, shot: Shot, t: (k: string) => string, inFlight: () => number): Promise<string | undefined> {
  const screen = SCREENS.find((s) => s.id === shot.screen)!;
  const click = (l: Locator) => l.click({ timeout: 20_000 });
  let note: string | undefined;
  if (screen.open === 'deposit' || screen.open === 'withdraw') {
    const direct = page.getByTestId(screen.open);
    // Phones: the header keeps the deposit button only; withdraw is then the centre menu's entry.
    await click((await direct.isVisible()) ? direct : page.getByTestId('deposit'));
    const centre = page.getByTestId('member-centre');
    await centre.waitFor({ timeout: 20_000 });
    // The centre's tab strip fills in as its data lands; clicking (which scrolls the entry into view) before it
    // settled left the strip scrolled differently from run to run on phones.
    await settle(page, inFlight);
    const entry = centre.locator(`nav button[data-page="${screen.open === 'deposit' ? 'depositv2' : 'withdraw'}"]`);
    if ((await entry.count()) === 0) note = `the member centre has no ${screen.open} entry`;
    else if ((await entry.getAttribute('aria-current')) !== 'page') {
      // Phones show the centre's menu or its page: from the page, the back arrow leads to the menu first.
      const back = centre.getByTestId('centre-back');
      if (!(await entry.isVisible()) && (await back.isVisible())) await click(back);
      await click(entry);
    }
  }
  if (screen.open === 'agent') {
    await click(page.getByTestId('header').getByRole('button', { name: t('shell.account.menu') }));
    await click(page.getByRole('menuitem', { name: t('shell.account.agentCentre') }));
    await page.getByTestId('agent-centre').waitFor({ timeout: 20_000 });
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
  await ctx.addInitScript(
    ({ theme, lang }) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('index_notice', '1');
    },
    { theme: first.theme, lang: first.lang },
  );
  await ctx.addInitScript(COUNT_MUTATIONS);
  const page = await ctx.newPage();
  const inFlight = trackRequests(page);
  await page.clock.setFixedTime(FIXED_TIME);
  const origin = `http://${first.brand}.localhost:${opts.port}`;
  const out: ShotResult[] = [];
  let loggedIn = false;
  // A visitor page of this context is loaded: the next visitor screen is opened by the portal's router (as a click
  // on a link would), not by a new page load. It is the same page either way (the run compares them with the
  // baselines, shot the same way); the load, the app's start and the pre-rendered shell were most of a picture's CPU.
  let visitorPage = false;
  try {
    for (const shot of shots) {
      const started = performance.now();
      const screen = SCREENS.find((s) => s.id === shot.screen)!;
      if (screen.session && !loggedIn) {
        const { token } = (await sandbox(opts.server, '/__sandbox/token', 'POST', { merchant: shot.merchantCode, account: SEEDED_AGENT })) as { token: string };
        await ctx.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
        await satisfyRequiredLimit(opts.server, shot.merchantCode, token);
        loggedIn = true;
      }
      let note: string | undefined;
      let png: Buffer;
      let attempts = 0;
      try {
        const t0 = performance.now();
        if (visitorPage && !screen.session && !screen.open) await page.evaluate(`(${NAVIGATE_IN_APP})(${JSON.stringify(screen.path)})`);
        else await page.goto(origin + screen.path, { waitUntil: 'load' });
        visitorPage = !screen.session;
        const t1 = performance.now();
        const opened = await openScreen(page, shot, t, inFlight);
        const t2 = performance.now();
        ({ png, attempts, note } = await capture(page, inFlight));
        if (process.env.MATRIX_DEBUG)
          opts.log?.(`    load ${Math.round(t1 - t0)} open ${Math.round(t2 - t1)} capture ${Math.round(performance.now() - t2)} attempts ${attempts}`);
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
      const result = { ...shot, key, file, ms, attempts, note };
      out.push(result);
      opts.onShot?.(result);
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
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    env: { ...(process.env as Record<string, string>), ...hostIndependentFontsEnv() },
  });
  const group = (list: Shot[]) => {
    const groups = new Map<string, Shot[]>();
    for (const s of list) {
      const k = `${s.brand}|${s.lang}|${s.theme}|${s.viewport}`;
      groups.set(k, [...(groups.get(k) ?? []), s]);
    }
    // Visitor screens first, then the logged-in ones (one token per context).
    return [...groups.values()].map((g) =>
      g.sort((a, b) => Number(!!SCREENS.find((s) => s.id === a.screen)!.session) - Number(!!SCREENS.find((s) => s.id === b.screen)!.session)),
    );
  };
  try {
    const normal = shots.filter((s) => !SCREENS.find((x) => x.id === s.screen)!.status);
    const results = await inLanes(
      group(normal).map((g) => () => runContext(browser, g, opts)),
      opts.lanes,
    );
    // One system status at a time (maintenance, then IP restriction): each merchant switched to it and back.
    for (const screen of SCREENS.filter((x) => x.status)) {
      const statusShots = shots.filter((s) => s.screen === screen.id);
      if (!statusShots.length) continue;
      const merchants = [...new Set(statusShots.map((s) => s.merchantCode))];
      for (const m of merchants) await sandbox(opts.server, `/__sandbox/merchants/${m}/status`, 'PUT', { status: screen.status, ...screen.statusDetail });
      try {
        results.push(
          ...(await inLanes(
            group(statusShots).map((g) => () => runContext(browser, g, opts)),
            opts.lanes,
          )),
        );
      } finally {
        for (const m of merchants) await sandbox(opts.server, `/__sandbox/merchants/${m}/status`, 'PUT', { status: 0 });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
