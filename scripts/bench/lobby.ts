/**
 * `npm run bench:lobby [-- --brand lotus-vn --port 4350 --runs 20 --build]`
 * (builds first only with --build or when dist/ has no such brand).
 *
 * Drives Chromium against a built brand served with the sandbox behind it
 * (scripts/start.ts on its own port and data folder) and writes
 * reports/bench-lobby.json with the median and p95 of:
 *   (a) search: the game-list answer arriving → the results painted;
 *   (b) paging: a click on "next page" → the new grid painted;
 *   (c) layout shift while thumbnails load (PerformanceObserver 'layout-shift'),
 *       for the whole page and for the lobby's own elements.
 * Targets: (a) and (b) under 50 ms, (c) zero.
 *
 * Measured from the page itself, with nothing added to the app: a fetch
 * wrapper (installed by the test) stamps when the list answer arrives; a
 * MutationObserver sees the expected first tile land; "painted" is the first
 * task after the next animation frame (rAF, then a MessageChannel message),
 * i.e. after the browser has rendered that frame.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'lotus-vn' },
    port: { type: 'string', default: '4350' },
    runs: { type: 'string', default: '20' },
    build: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const runs = Math.max(3, Number(values.runs));
const brandId = values.brand;
const brandJson = JSON.parse(readFileSync(join(root, 'brands', brandId, 'brand.json'), 'utf8')) as { merchantCode: string };
const origin = `http://${brandId}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Pause between two measured actions, as a player looks at a page before the
 * next click: the page's thumbnails load (the sandbox's SVG thumbnails are laid
 * out on the main thread) and the lobby prefetches the next page meanwhile.
 */
const SETTLE_MS = 800;

// Every brand is built (a one-brand build replaces dist/ and would take the others away from whoever serves them).
if (values.build || !existsSync(join(root, 'dist', brandId, 'index.html'))) {
  execFileSync('npx', ['tsx', join(root, 'scripts/build-brands.ts')], { cwd: root, stdio: 'inherit' });
}

const data = mkdtempSync(join(tmpdir(), 'bench-lobby-'));
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);
const server = spawn('npx', ['tsx', join(root, 'scripts/start.ts'), '--all', '--no-build', '--port', String(port), '--data', data, '--fresh'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${api}/__sandbox/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface ListValue {
  games: { nodeId: string; gameName: string }[];
  totalPages: number;
}
async function list(query: string): Promise<ListValue> {
  const res = await fetch(`${api}/lgw/games/list?gameType=RNG&pageSize=42&clientType=3&${query}`, { headers: { Merchant: brandJson.merchantCode } });
  return ((await res.json()) as { value: ListValue }).value;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
};
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const summary = (all: number[]) => {
  const xs = all.filter((x) => Number.isFinite(x));
  return summaryOf(xs, all.length - xs.length);
};
const summaryOf = (xs: number[], invalid: number) => ({
  median: round(quantile(xs, 0.5)),
  p95: round(quantile(xs, 0.95)),
  min: round(Math.min(...xs)),
  max: round(Math.max(...xs)),
  invalid,
  samples: xs.map((x) => round(x)),
});

/** In the page before the app runs: stamp list answers, and sum layout shifts (all, and those of the lobby's nodes). */
function instrument() {
  const w = window as unknown as { __bench: { answers: { url: string; t: number }[]; cls: number; lobbyCls: number; shifts: number } };
  w.__bench = { answers: [], cls: 0, lobbyCls: 0, shifts: 0 };
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (url.includes('/lgw/games/list')) w.__bench.answers.push({ url, t: performance.now() });
    return res;
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (e.hadRecentInput) continue;
      w.__bench.cls += e.value;
      w.__bench.shifts++;
      const inLobby = (e.sources ?? []).some((s) => s.node instanceof Element && s.node.closest('[data-testid^="lobby-"]'));
      if (inLobby) w.__bench.lobbyCls += e.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves with performance.now() after the frame in which the grid's first tile is `nodeId` (and not busy) is painted. */
function paintedWhen(nodeId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`first tile ${nodeId} never painted`)), 10_000);
    const ready = () => {
      const grid = document.querySelector('[data-testid="game-grid"]');
      const first = grid?.querySelector('[data-node-id]');
      return grid && !grid.hasAttribute('aria-busy') && first?.getAttribute('data-node-id') === nodeId;
    };
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now());
        ch.port2.postMessage(0);
      });
    if (ready()) return afterPaint();
    const mo = new MutationObserver(() => {
      if (!ready()) return;
      mo.disconnect();
      afterPaint();
    });
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'data-node-id'] });
  });
}

async function searchOnce(page: Page, term: string, expectFirst: string): Promise<number> {
  const before = await page.evaluate(() => (window as unknown as { __bench: { answers: unknown[] } }).__bench.answers.length);
  const painted = page.evaluate(paintedWhen, expectFirst);
  painted.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  await page.getByRole('searchbox').fill(term);
  const t1 = await painted;
  const t0 = await page.evaluate(
    ([n, q]) => {
      const answers = (window as unknown as { __bench: { answers: { url: string; t: number }[] } }).__bench.answers.slice(n as number);
      const mine = answers.filter((a) => new URL(a.url, location.href).searchParams.get('gameName') === q);
      return mine.at(-1)?.t ?? NaN;
    },
    [before, term] as const,
  );
  return t1 - t0;
}

async function pageOnce(page: Page, expectFirst: string): Promise<number> {
  const painted = page.evaluate(paintedWhen, expectFirst);
  painted.catch(() => {});
  const t0 = await page.evaluate(() => {
    const next = document.querySelector<HTMLButtonElement>('button[data-page-nav="next"]');
    const t = performance.now();
    next?.click();
    return t;
  });
  return (await painted) - t0;
}

const browser = await chromium.launch({
  executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

try {
  await waitHealthy();
  console.log('server up; choosing search terms and pages');

  // Search terms whose first results differ from one to the next, so each paint is a real change.
  const names = new Set<string>();
  for (let p = 1; names.size < runs * 3 && p < 200; p += 7) for (const g of (await list(`pageNo=${p}`)).games) names.add(g.gameName.split(' ')[1] ?? g.gameName);
  const terms: { term: string; first: string }[] = [];
  let previous = (await list('pageNo=1')).games[0].nodeId; // the grid the first search starts from
  for (const word of names) {
    if (terms.length >= runs) break;
    const term = word.slice(0, Math.max(4, word.length - 1)).toLowerCase();
    if (terms.some((t) => t.term === term)) continue;
    const first = (await list(`pageNo=1&gameName=${encodeURIComponent(term)}`)).games[0]?.nodeId;
    if (!first || first === previous) continue;
    terms.push({ term, first });
    previous = first;
  }
  const pageFirsts: string[] = [];
  for (let p = 2; p <= runs + 1; p++) pageFirsts.push((await list(`pageNo=${p}`)).games[0].nodeId);

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  // tsx compiles this file with esbuild's keepNames, whose __name helper does not exist in the page.
  await ctx.addInitScript('globalThis.__name = (fn) => fn;');
  await ctx.addInitScript(instrument);
  const page = await ctx.newPage();

  // (a) search answer → painted
  await page.goto(`${origin}/rng`, { waitUntil: 'networkidle' });
  await page.getByTestId('game-grid').waitFor();
  const search: number[] = [];
  console.log(`(a) ${terms.length} searches`);
  for (const t of terms) {
    search.push(await searchOnce(page, t.term, t.first));
    await page.waitForTimeout(SETTLE_MS);
  }

  // (b) next page click → painted
  await page.goto(`${origin}/rng`, { waitUntil: 'networkidle' });
  await page.getByTestId('game-grid').waitFor();
  const paging: number[] = [];
  console.log(`(b) ${pageFirsts.length} page clicks`);
  await page.waitForTimeout(SETTLE_MS);
  for (const first of pageFirsts) {
    paging.push(await pageOnce(page, first));
    await page.waitForTimeout(SETTLE_MS);
  }

  // (c) layout shift while thumbnails load: fresh loads of several lobby pages, scrolled through.
  const cls: number[] = [];
  const lobbyCls: number[] = [];
  const shiftCounts: number[] = [];
  const loads = Math.min(runs, 10);
  console.log(`(c) ${loads} fresh loads`);
  for (let i = 0; i < loads; i++) {
    const p = await ctx.newPage();
    await p.goto(`${origin}/rng?pageNo=${i * 3 + 1}`, { waitUntil: 'networkidle' });
    await p.getByTestId('game-grid').waitFor();
    for (let y = 0; y < 6; y++) {
      await p.mouse.wheel(0, 600);
      await p.waitForTimeout(150);
    }
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(300);
    const r = await p.evaluate(() => (window as unknown as { __bench: { cls: number; lobbyCls: number; shifts: number } }).__bench);
    cls.push(r.cls);
    lobbyCls.push(r.lobbyCls);
    shiftCounts.push(r.shifts);
    await p.close();
  }

  const report = {
    generatedAt: new Date().toISOString(),
    brand: brandId,
    machine: { cpus: cpus().length, node: process.version, chromium: browser.version() },
    viewport: '1280x900',
    runs,
    targets: { searchMs: 50, pagingMs: 50, layoutShift: 0 },
    loadAverage: loadavg().map((n) => round(n)),
    settleMs: SETTLE_MS,
    searchAnswerToPaintMs: summary(search),
    pageClickToPaintMs: summary(paging),
    layoutShiftWhileThumbnailsLoad: { wholePage: summary(cls), lobbyOnly: summary(lobbyCls), shiftEntries: shiftCounts },
    method:
      `In-page: a fetch wrapper stamps the list answer; a MutationObserver waits for the expected first tile with the grid not busy; painted = the task after the next animation frame. Paging clicks "next page" ${SETTLE_MS} ms after the previous page painted (the lobby prefetches the next page meanwhile; without that pause it includes the sandbox request queued behind the previous page's thumbnails). Layout shift: PerformanceObserver layout-shift without recent input, summed per fresh /rng load while scrolling through the grid; lobbyOnly counts shifts whose sources are inside the lobby.`,
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'bench-lobby.json'), JSON.stringify(report, null, 2) + '\n');
  const line = (name: string, s: { median: number; p95: number }, unit: string) => console.log(`${name.padEnd(34)} median ${s.median}${unit}  p95 ${s.p95}${unit}`);
  line('(a) search answer → painted', report.searchAnswerToPaintMs, ' ms');
  line('(b) page click → painted', report.pageClickToPaintMs, ' ms');
  line('(c) layout shift, whole page', report.layoutShiftWhileThumbnailsLoad.wholePage, '');
  line('(c) layout shift, lobby only', report.layoutShiftWhileThumbnailsLoad.lobbyOnly, '');
  console.log('wrote reports/bench-lobby.json');
} finally {
  await browser.close();
  stopServer();
  rmSync(data, { recursive: true, force: true });
}
