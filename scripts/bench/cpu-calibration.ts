/**
 * Lighthouse's CPU slowdown, calibrated to this machine as Lighthouse's documentation asks
 * (lighthouse/docs/throttling.md, "Calibrating the CPU slowdown"). Simulated throttling multiplies the work it
 * observed by a constant 4, which turns a high-end desktop (benchmarkIndex about 1500-2000) into the mid-tier phone
 * the mobile preset stands for. These shared 2-core machines measure 1000-1800 within minutes, so a constant 4x
 * emulates a phone well below the preset whenever a neighbour is busy. Before each run bench:web measures the
 * index with Lighthouse's own benchmark (same Chromium) and sets the multiplier Lighthouse's CPU throttling
 * calculator gives for a mid-tier phone; the default-4x figures stay in the report beside it.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium, median } from './support';

/**
 * Pure: the multiplier that makes a host of `benchmarkIndex` behave like a mid-tier phone, on the lines of
 * Lighthouse's CPU throttling calculator (1300 → 3x, 1533 → 4x, 2000 → 6x; 800 → 2x; slower hosts down to 1x),
 * to one decimal.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  const m =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.max(1, m) * 10) / 10;
}

/** Lighthouse's benchmarkIndex of this machine now: its page function in a fresh Chromium page, median of `runs`. */
export async function measureBenchmarkIndex(runs = 3): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const out: number[] = [];
    for (let i = 0; i < runs; i++) out.push(Number(await page.evaluate(source)));
    return Math.round(median(out));
  } finally {
    await browser.close();
  }
}
