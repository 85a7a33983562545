/**
 * A second view of bench:web's Total Blocking Time, for comparing changes: Chromium's own 4x CPU throttle (what
 * DevTools applies, not Lighthouse's simulation), a 412 x 823 phone viewport, and the browser's Long Tasks API:
 * the sum of (task - 50 ms) over the long tasks after the first contentful paint, within 7 s of navigation.
 * Lighthouse's simulated TBT re-plays an unthrottled trace on a model and swung by ±40 % between runs of one
 * build here; this one measures the throttled page itself. Medians of `runs` fresh contexts.
 */
import { launchChromium, median } from './support';

export interface ThrottledTbt {
  tbtMs: number;
  /** All long-task time after FCP (what the blocking part is taken from). */
  longTaskMs: number;
  longTasks: number;
  fcpMs: number;
  lcpMs: number;
  samples: number[];
}

const WINDOW_MS = 7000;

export async function throttledTbt(url: string, runs: number): Promise<ThrottledTbt> {
  const browser = await launchChromium();
  const rows: { tbt: number; busy: number; n: number; fcp: number; lcp: number }[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
      const page = await ctx.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __tasks: [number, number][]; __lcp: number };
        w.__tasks = [];
        w.__lcp = 0;
        new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url);
      await page.waitForTimeout(WINDOW_MS);
      rows.push(
        await page.evaluate(() => {
          const w = window as unknown as { __tasks: [number, number][]; __lcp: number };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const after = w.__tasks.filter(([start]) => start >= fcp);
          return {
            tbt: Math.round(after.reduce((n, [, d]) => n + Math.max(0, d - 50), 0)),
            busy: Math.round(after.reduce((n, [, d]) => n + d, 0)),
            n: after.length,
            fcp: Math.round(fcp),
            lcp: Math.round(w.__lcp),
          };
        }),
      );
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  return {
    tbtMs: median(rows.map((r) => r.tbt)),
    longTaskMs: median(rows.map((r) => r.busy)),
    longTasks: median(rows.map((r) => r.n)),
    fcpMs: median(rows.map((r) => r.fcp)),
    lcpMs: median(rows.map((r) => r.lcp)),
    samples: rows.map((r) => r.tbt),
  };
}
