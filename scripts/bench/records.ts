/**
 * `npm run bench:records [-- --brand lotus-vn --port 4352 --runs 20 --dist dist --build]`
 * (builds first only with --build or when the dist folder has no such brand).
 *
 * Drives Chromium against a built brand served with the sandbox behind it
 * (scripts/start.ts on its own port and a fresh data folder), logged in as
 * player01, on the betting record with the previous 30 days (more than 2,000
 * bets) at 50 rows a page, and writes reports/bench-records.json with the
 * median and p95 of: the page's record answer arriving → its 50 rows painted,
 * for each "next page" click. Target: median ≤ 50 ms.
 *
 * Measured from the page itself, nothing added to the app: a fetch wrapper
 * (installed before the app runs) stamps when each record answer arrives; a
 * MutationObserver waits for the table to be idle with the expected first row
 * (known from the API beforehand) and 50 rows; "painted" is the first task
 * after the next animation frame (rAF, then a MessageChannel message).
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  answeredAt,
  answersSoFar,
  benchOptions,
  launchChromium,
  median as medianOf,
  newBenchContext,
  root,
  round,
  sandboxToken,
  servePortal,
  summary,
  watchPainted,
} from './support';

const { brand: brandId, port, runs, dist, build, merchantCode } = benchOptions({ port: '4352', runs: '20' });
const ROWS = 50;
const PATH = '/wps/member/records/bets';
const en = JSON.parse(readFileSync(join(root, 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
/** A player reads a page before the next click. */
const SETTLE_MS = 500;

interface Answer {
  list: { id: string }[];
  total: number;
  totalPages: number;
  startDate: string;
  endDate: string;
}

/** Before the app runs: the session token, English, no notice popup. */
function signedIn(token: string) {
  localStorage.setItem('lang', 'EN');
  localStorage.setItem('theme', 'light');
  sessionStorage.setItem('index_notice', '1');
  sessionStorage.setItem('token', token);
}

/** The idle table painted with `ROWS` rows, the first one `firstId`. */
const tablePainted = (page: Page, firstId: string) =>
  watchPainted(page, {
    container: '[data-testid="records-table"]',
    items: 'tbody tr[data-record-id]',
    attribute: 'data-record-id',
    first: firstId,
    count: ROWS,
  });

async function pageOnce(page: Page, pageNo: number, firstId: string): Promise<number> {
  const before = await answersSoFar(page);
  const painted = tablePainted(page, firstId);
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="records-bets"] button[data-page-nav="next"]')?.click());
  const t1 = await painted;
  return t1 - (await answeredAt(page, before, 'page', String(pageNo)));
}

const { api, origin, stop } = await servePortal({ port, dist, build, brand: brandId, name: 'bench-records' });
const browser = await launchChromium();

try {
  const token = await sandboxToken(api, merchantCode);
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const range = { startDate: day(-29), endDate: day(0) };
  const answerOf = async (p: number): Promise<Answer> => {
    const q = new URLSearchParams({ ...range, size: String(ROWS), page: String(p) });
    const res = await fetch(`${api}${PATH}?${q}`, { headers: { Merchant: merchantCode, Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { value: Answer }).value;
  };
  const firstPage = await answerOf(1);
  if (firstPage.total < 2_000) throw new Error(`only ${firstPage.total} bets in the previous 30 days`);
  const pages = Math.min(runs, firstPage.totalPages - 1);
  const firstIds: string[] = [];
  for (let p = 2; p <= pages + 1; p++) firstIds.push((await answerOf(p)).list[0]!.id);
  console.log(
    `server up; ${firstPage.total} bets in ${range.startDate}..${range.endDate}, ${firstPage.totalPages} pages of ${ROWS}; measuring ${pages} page turns`,
  );

  const context = await newBenchContext(browser, PATH);
  await context.addInitScript(signedIn, token);
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: en['shell.account.menu'] }).click();
  await page.getByRole('menuitem', { name: en['shell.account.bettingRecord'] }).click();
  const records = page.getByTestId('records-bets');
  await records.getByRole('button', { name: en['records.preset.last30'] }).click();
  await records.getByLabel(en['records.size.label']!).selectOption(String(ROWS));
  await tablePainted(page, firstPage.list[0]!.id);
  await page.waitForTimeout(SETTLE_MS);

  // Main-thread time per page turn by kind (DevTools Performance metrics), to tell script from layout from waiting for a CPU.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics as { name: string; value: number }[]).map((m) => [m.name, m.value]));
  const kinds = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'] as const;
  const work: Record<(typeof kinds)[number], number[]> = { ScriptDuration: [], LayoutDuration: [], RecalcStyleDuration: [], TaskDuration: [] };
  const samples: number[] = [];
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < pages; i++) {
    const before = await metrics();
    samples.push(await pageOnce(page, i + 2, firstIds[i]!));
    const after = await metrics();
    for (const k of kinds) work[k].push(((after[k] ?? 0) - (before[k] ?? 0)) * 1000);
    await page.waitForTimeout(SETTLE_MS);
  }
  // PROFILE=<file>: a CPU profile of the measured turns (open in DevTools), to find what a turn spends its script time on.
  if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const answerToPainted = summary(samples);
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg().map((l) => round(l)) },
    brand: brandId,
    scenario: `betting record, previous 30 days (${firstPage.total} bets), ${ROWS} rows a page, next-page clicks`,
    answerToPainted,
    /** Main-thread time of a whole page turn (click → painted, both requests and renders), medians in ms. */
    mainThreadPerTurn: Object.fromEntries(kinds.map((k) => [k, medianOf(work[k])])),
    target: { medianMs: 50 },
    met: answerToPainted.median <= 50,
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/bench-records.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`main thread per turn (median ms): ${JSON.stringify(report.mainThreadPerTurn)}; load average ${report.machine.loadavg.join(' ')}`);
  console.log(
    `answer → ${ROWS} rows painted: median ${report.answerToPainted.median} ms, p95 ${report.answerToPainted.p95} ms (target ≤ 50 ms median): ${report.met ? 'met' : 'NOT met'}`,
  );
  await context.close();
} finally {
  await browser.close();
  stop();
}
