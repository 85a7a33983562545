/**
 * What the browser benches (bench:lobby, bench:records) share: their command
 * line, a built portal served with the sandbox behind it, Chromium, the
 * statistics of a report, and the functions they run inside the page.
 *
 * The in-page functions are passed to page.evaluate / addInitScript, which send
 * their source text: each must be self-contained (no outer names, not even
 * these helpers), and the page needs the `__name` no-op (see newBenchContext).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumExecutable, QUIET_CHROMIUM_ARGS } from '../lib/chromium';

export const root = join(import.meta.dirname, '..', '..');

/** `--brand --port --runs --dist --build`, with this bench's default port and runs. */
export function benchOptions(defaults: { port: string; runs: string }) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string', default: 'lotus-vn' },
      port: { type: 'string', default: defaults.port },
      runs: { type: 'string', default: defaults.runs },
      dist: { type: 'string', default: 'dist' },
      build: { type: 'boolean', default: false },
      /** Comma-separated names of the cases to run (benches that have several); all when absent. */
      only: { type: 'string' },
    },
  });
  const brand = values.brand;
  return {
    brand,
    port: Number(values.port),
    runs: Math.max(3, Number(values.runs)),
    dist: values.dist,
    build: values.build,
    only: values.only ? values.only.split(',').map((s) => s.trim()) : null,
    merchantCode: (JSON.parse(readFileSync(join(root, 'brands', brand, 'brand.json'), 'utf8')) as { merchantCode: string }).merchantCode,
  };
}

/**
 * Every brand built into `dist` (only with --build or when the brand is missing: a one-brand build would take the
 * others away from whoever serves them), then served by scripts/start.ts on `port` with the sandbox on fresh data.
 * Stops (and removes the data) on exit, or earlier through `stop()`.
 */
export async function servePortal(o: { port: number; dist: string; build: boolean; brand: string; name: string }) {
  if (o.build || !existsSync(join(root, o.dist, o.brand, 'index.html'))) {
    execFileSync('npx', ['tsx', join(root, 'scripts/build-brands.ts'), '--out-dir', o.dist], { cwd: root, stdio: 'inherit' });
  }
  const data = mkdtempSync(join(tmpdir(), `${o.name}-`));
  const server = spawn(
    'npx',
    ['tsx', join(root, 'scripts/start.ts'), '--all', '--no-build', '--port', String(o.port), '--dist', o.dist, '--data', data, '--fresh'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(data, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const api = `http://127.0.0.1:${o.port}`;
  await waitHealthy(api);
  return { api, origin: `http://${o.brand}.localhost:${o.port}`, stop };
}

/** A signed-in player's token straight from the sandbox (no login flow to measure). */
export async function sandboxToken(api: string, merchant: string, account = 'player01'): Promise<string> {
  const res = await fetch(`${api}/__sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, account }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** Resolves once `${base}/__sandbox/health` answers OK (polled every 100 ms). */
export async function waitHealthy(base: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/__sandbox/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not start`);
}

/** Debian's Chromium (or CHROMIUM_PATH) with the quiet flags of ../shared/STACK.md. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: [...QUIET_CHROMIUM_ARGS] });
}

/** A context whose pages stamp each answer from a URL containing `answersFrom` (see answeredAt). */
export async function newBenchContext(browser: Browser, answersFrom: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  // tsx (esbuild keepNames) wraps inner functions in __name(): give the page a no-op one for the functions evaluated there.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(stampAnswers, answersFrom);
  return context;
}

/** In the page, before the app runs: performance.now() of every fetch answer whose URL contains `part`. */
function stampAnswers(part: string) {
  const w = window as unknown as { __answers: { url: string; t: number }[] };
  w.__answers = [];
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const res = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (url.includes(part)) w.__answers.push({ url, t: performance.now() });
    return res;
  };
}

/** How many answers the page has stamped so far. */
export const answersSoFar = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __answers: unknown[] }).__answers.length);

/** When the last answer after the first `skip` whose query has `param` = `value` arrived (NaN when none did). */
export const answeredAt = (page: Page, skip: number, param: string, value: string): Promise<number> =>
  page.evaluate(
    ([n, p, v]) => {
      const answers = (window as unknown as { __answers: { url: string; t: number }[] }).__answers.slice(Number(n));
      return answers.filter((a) => new URL(a.url, location.href).searchParams.get(String(p)) === v).at(-1)?.t ?? NaN;
    },
    [skip, param, value] as const,
  );

export interface PaintedWhen {
  /** The element that holds the items; it must not be aria-busy. */
  container: string;
  /** The items inside it, each carrying `attribute`. */
  items: string;
  attribute: string;
  /** The value of `attribute` on the first item. */
  first: string;
  /** How many items there must be (any number when left out). */
  count?: number;
}

/**
 * In the page: resolves with performance.now() after the frame in which the container is idle and its first item
 * is `first` (and there are `count` items) has been painted: the first task after the next animation frame
 * (rAF, then a MessageChannel message).
 */
export function paintedWhen(w: PaintedWhen): Promise<number> {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`${w.items} ${w.first} never painted`)), 15_000);
    const ready = () => {
      const container = document.querySelector(w.container);
      const all = container?.querySelectorAll(w.items);
      return (
        !!container &&
        !container.hasAttribute('aria-busy') &&
        all?.[0]?.getAttribute(w.attribute) === w.first &&
        (w.count === undefined || all.length === w.count)
      );
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
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', w.attribute] });
  });
}

/** The painted promise, started now; a failure before it is awaited is not reported as unhandled. */
export function watchPainted(page: Page, w: PaintedWhen): Promise<number> {
  const painted = page.evaluate(paintedWhen, w);
  painted.catch(() => {});
  return painted;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
export const median = (xs: number[]) => round(quantile(xs, 0.5));

/** Median, p95, min, max of the finite samples, how many were not (a measurement that failed), and the samples. */
export function summary(all: number[]) {
  const xs = all.filter((x) => Number.isFinite(x));
  return {
    median: median(xs),
    p95: round(quantile(xs, 0.95)),
    min: round(Math.min(...xs)),
    max: round(Math.max(...xs)),
    invalid: all.length - xs.length,
    samples: xs.map((x) => round(x)),
  };
}
