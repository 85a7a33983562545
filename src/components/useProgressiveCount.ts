import { useEffect, useState } from 'react';

/** What a horizontal row renders at once: more than a wide screen shows (about seven tiles at 1280 px). */
export const FIRST_ITEMS = 8;
/** Then this many more per idle moment: a few milliseconds of work each, never a long task. */
export const MORE_ITEMS = 4;

/**
 * How many of `total` items a horizontally scrolling row renders now: the
 * first `first` at once, the rest `step` at a time in later idle moments.
 * The row's first render is part of the page's longest task (Lighthouse's
 * Total Blocking Time counts every millisecond of it over 50), while its
 * off-screen items wait to the right of what shows: nothing moves when they
 * arrive, and the finished DOM is the same. Not for grids: items added below
 * what shows would push the content under them down.
 */
export function useProgressiveCount(total: number, first = FIRST_ITEMS, step = MORE_ITEMS): number {
  const [count, setCount] = useState(first);
  const shown = Math.min(total, count);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => setCount((c) => c + step));
  }, [shown, total, step]);
  return shown;
}

/** Runs `fn` when the browser is idle (within 500 ms at the latest); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
}
