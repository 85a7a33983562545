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
    port: { type: 'string', default: '4352' },
    runs: { type: 'string', default: '20' },
    dist: { type: 'string', default: 'dist' },
    build: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const runs = Math.max(3, Number(values.runs));
const brandId = values.brand;
const dist = values.dist;
const ROWS = 50;
const PATH = '/wps/member/records/bets';
const brandJson = JSON.parse(readFileSync(join(root, 'brands', brandId, 'brand.json'), 'utf8')) as { merchantCode: string };
const en = JSON.parse(readFileSync(join(root, 'locales', 'EN.json'), 'utf8')) as Record<string, string>;
const origin = `http://${brandId}.localhost:${port}`;
const api = `http://127.0.0.1:${port}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A player reads a page before the next click. */
const SETTLE_MS = 500;

if (values.build || !existsSync(join(root, dist, brandId, 'index.html'))) {
  execFileSync('npx', ['tsx', join(root, 'scripts/build-brands.ts'), '--out-dir', dist], { cwd: root, stdio: 'inherit' });
}

const data = mkdtempSync(join(tmpdir(), 'bench-records-'));
const server = spawn('npx', ['tsx', join(root, 'scripts/start.ts'), '--all', '--no-build', '--port', String(port), '--dist', dist, '--data', data, '--fresh'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

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

interface Answer {
  list: { id: string }[];
  total: number;
  totalPages: number;
  startDate: string;
  endDate: string;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** Before the app runs: the session token, English, no notice popup, and a stamp per record answer. */
function instrument(token: string) {
  localStorage.setItem('lang', 'EN');
  localStorage.setItem('theme', 'light');
  sessionStorage.setItem('index_notice', '1');
  sessionStorage.setItem('token', token);
  const w = window as unknown as { __bench: { answers: { url: string; t: number }[] } };
  w.__bench = { answers: [] };
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (url.includes('/wps/member/records/bets')) w.__bench.answers.push({ url, t: performance.now() });
    return res;
  };
}

/** performance.now() after the frame in which the idle table shows `rows` rows starting with `firstId` is painted. */
function paintedWhen([firstId, rows]: [string, number]): Promise<number> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`row ${firstId} never painted`)), 15_000);
    const ready = () => {
      const table = document.querySelector('[data-testid="records-table"]');
      const all = table?.querySelectorAll('tbody tr[data-record-id]');
      return table && !table.hasAttribute('aria-busy') && all?.length === rows && all[0]!.getAttribute('data-record-id') === firstId;
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
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'data-record-id'] });
  });
}

async function pageOnce(page: Page, pageNo: number, firstId: string): Promise<number> {
  const before = await page.evaluate(() => (window as unknown as { __bench: { answers: unknown[] } }).__bench.answers.length);
  const painted = page.evaluate(paintedWhen, [firstId, ROWS] as [string, number]);
  painted.catch(() => {}); // awaited below
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-testid="records-bets"] button[data-page-nav="next"]')?.click());
  const t1 = await painted;
  const t0 = await page.evaluate(
    ([n, p]) => {
      const answers = (window as unknown as { __bench: { answers: { url: string; t: number }[] } }).__bench.answers.slice(n as number);
      const mine = answers.filter((a) => new URL(a.url, location.href).searchParams.get('page') === String(p));
      return mine.at(-1)?.t ?? NaN;
    },
    [before, pageNo] as const,
  );
  return t1 - t0;
}

const browser = await chromium.launch({
  executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

try {
  await waitHealthy();
  const tokenRes = await fetch(`${api}/__sandbox/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ merchant: brandJson.merchantCode, account: 'player01' }) });
  const { token } = (await tokenRes.json()) as { token: string };
  const day = (offset: number) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const range = { startDate: day(-29), endDate: day(0) };
  const answerOf = async (p: number): Promise<Answer> => {
    const q = new URLSearchParams({ ...range, size: String(ROWS), page: String(p) });
    const res = await fetch(`${api}${PATH}?${q}`, { headers: { Merchant: brandJson.merchantCode, Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { value: Answer }).value;
  };
  const firstPage = await answerOf(1);
  if (firstPage.total < 2_000) throw new Error(`only ${firstPage.total} bets in the previous 30 days`);
  const pages = Math.min(runs, firstPage.totalPages - 1);
  const firstIds: string[] = [];
  for (let p = 2; p <= pages + 1; p++) firstIds.push((await answerOf(p)).list[0]!.id);
  console.log(`server up; ${firstPage.total} bets in ${range.startDate}..${range.endDate}, ${firstPage.totalPages} pages of ${ROWS}; measuring ${pages} page turns`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx (esbuild keepNames) wraps inner functions in __name(): give the page a no-op one for the functions evaluated there.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(instrument, token);
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: en['shell.account.menu'] }).click();
  await page.getByRole('menuitem', { name: en['shell.account.bettingRecord'] }).click();
  const records = page.getByTestId('records-bets');
  await records.getByRole('button', { name: en['records.preset.last30'] }).click();
  await records.getByLabel(en['records.size.label']!).selectOption(String(ROWS));
  await page.evaluate(paintedWhen, [firstPage.list[0]!.id, ROWS] as [string, number]);
  await page.waitForTimeout(SETTLE_MS);

  // Main-thread time per page turn by kind (DevTools Performance metrics), to tell script from layout from waiting for a CPU.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics as { name: string; value: number }[]).map((m) => [m.name, m.value]));
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
  const valid = samples.filter((x) => Number.isFinite(x));
  const median = round(quantile(valid, 0.5));
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg().map((l) => round(l)) },
    brand: brandId,
    scenario: `betting record, previous 30 days (${firstPage.total} bets), ${ROWS} rows a page, next-page clicks`,
    answerToPainted: { median, p95: round(quantile(valid, 0.95)), min: round(Math.min(...valid)), max: round(Math.max(...valid)), invalid: samples.length - valid.length, samples: valid.map((x) => round(x)) },
    /** Main-thread time of a whole page turn (click → painted, both requests and renders), medians in ms. */
    mainThreadPerTurn: Object.fromEntries(kinds.map((k) => [k, round(quantile(work[k], 0.5))])),
    target: { medianMs: 50 },
    met: median <= 50,
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/bench-records.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`main thread per turn (median ms): ${JSON.stringify(report.mainThreadPerTurn)}; load average ${report.machine.loadavg.join(' ')}`);
  console.log(`answer → ${ROWS} rows painted: median ${report.answerToPainted.median} ms, p95 ${report.answerToPainted.p95} ms (target ≤ 50 ms median): ${report.met ? 'met' : 'NOT met'}`);
  await context.close();
} finally {
  await browser.close();
  stopServer();
  rmSync(data, { recursive: true, force: true });
}
