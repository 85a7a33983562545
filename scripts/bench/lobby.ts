/**
 * `npm run bench:lobby [-- --brand lotus-vn --port 4350 --runs 20 --dist dist --build]`
 * (builds first only with --build or when the dist folder has no such brand).
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
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { answeredAt, answersSoFar, benchOptions, launchChromium, newBenchContext, root, round, servePortal, summary, watchPainted } from './support';

const { brand: brandId, port, runs, dist, build, merchantCode } = benchOptions({ port: '4350', runs: '20' });
/**
 * Pause between two measured actions, as a player looks at a page before the
 * next click: the page's thumbnails load (the sandbox's SVG thumbnails are laid
 * out on the main thread) and the lobby prefetches the next page meanwhile.
 */
const SETTLE_MS = 800;

interface ListValue {
  games: { nodeId: string; gameName: string }[];
  totalPages: number;
}

/** In the page before the app runs: sum layout shifts (all, and those of the lobby's nodes). */
function observeLayoutShift() {
  const w = window as unknown as { __bench: { cls: number; lobbyCls: number; shifts: number } };
  w.__bench = { cls: 0, lobbyCls: 0, shifts: 0 };
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

/** The grid painted with `nodeId` as its first tile. */
const gridPainted = (page: Page, nodeId: string) =>
  watchPainted(page, { container: '[data-testid="game-grid"]', items: '[data-node-id]', attribute: 'data-node-id', first: nodeId });

async function searchOnce(page: Page, term: string, expectFirst: string): Promise<number> {
  const before = await answersSoFar(page);
  const painted = gridPainted(page, expectFirst);
  await page.getByRole('searchbox').fill(term);
  const t1 = await painted;
  return t1 - (await answeredAt(page, before, 'gameName', term));
}

async function pageOnce(page: Page, expectFirst: string): Promise<number> {
  const painted = gridPainted(page, expectFirst);
  const t0 = await page.evaluate(() => {
    const next = document.querySelector<HTMLButtonElement>('button[data-page-nav="next"]');
    const t = performance.now();
    next?.click();
    return t;
  });
  return (await painted) - t0;
}

const { api, origin, stop } = await servePortal({ port, dist, build, brand: brandId, name: 'bench-lobby' });
async function list(query: string): Promise<ListValue> {
  const res = await fetch(`${api}/lgw/games/list?gameType=RNG&pageSize=42&clientType=3&${query}`, { headers: { Merchant: merchantCode } });
  return ((await res.json()) as { value: ListValue }).value;
}
const browser = await launchChromium();

try {
  console.log('server up; choosing search terms and pages');
  // Search terms whose first results differ from one to the next, so each paint is a real change.
  const names = new Set<string>();
  for (let p = 1; names.size < runs * 3 && p < 200; p += 7)
    for (const g of (await list(`pageNo=${p}`)).games) names.add(g.gameName.split(' ')[1] ?? g.gameName);
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

  const ctx = await newBenchContext(browser, '/lgw/games/list');
  await ctx.addInitScript(observeLayoutShift);
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
    method: `In-page: a fetch wrapper stamps the list answer; a MutationObserver waits for the expected first tile with the grid not busy; painted = the task after the next animation frame. Paging clicks "next page" ${SETTLE_MS} ms after the previous page painted (the lobby prefetches the next page meanwhile; without that pause it includes the sandbox request queued behind the previous page's thumbnails). Layout shift: PerformanceObserver layout-shift without recent input, summed per fresh /rng load while scrolling through the grid; lobbyOnly counts shifts whose sources are inside the lobby.`,
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'bench-lobby.json'), JSON.stringify(report, null, 2) + '\n');
  const line = (name: string, s: { median: number; p95: number }, unit: string) =>
    console.log(`${name.padEnd(34)} median ${s.median}${unit}  p95 ${s.p95}${unit}`);
  line('(a) search answer → painted', report.searchAnswerToPaintMs, ' ms');
  line('(b) page click → painted', report.pageClickToPaintMs, ' ms');
  line('(c) layout shift, whole page', report.layoutShiftWhileThumbnailsLoad.wholePage, '');
  line('(c) layout shift, lobby only', report.layoutShiftWhileThumbnailsLoad.lobbyOnly, '');
  console.log('wrote reports/bench-lobby.json');
} finally {
  await browser.close();
  stop();
}
