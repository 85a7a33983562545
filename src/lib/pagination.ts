/**
 * The pagination window of the game lobby (spec §2, §5, §9): a range of pages
 * around the current one, margin pages at both ends, ellipses for the gaps.
 * Pages are 1-based. Pure, so the component only renders what this returns.
 */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis'; key: 'start' | 'end' };

export function pageWindow(current: number, pageCount: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (pageCount < 1) return [];
  const cur = clampPage(current, pageCount);
  const page = (p: number): PageItem => ({ kind: 'page', page: p, current: p === cur });
  if (pageCount <= range + 2 * margin) return Array.from({ length: pageCount }, (_, i) => page(i + 1));

  // The range is centred on the current page and slides inwards at the ends,
  // so it always holds `range` pages.
  let low = Math.max(1, cur - Math.floor(range / 2));
  let high = low + range - 1;
  if (high > pageCount) {
    high = pageCount;
    low = high - range + 1;
  }

  const pages = new Set<number>();
  for (let p = 1; p <= margin; p++) pages.add(p);
  for (let p = low; p <= high; p++) pages.add(p);
  for (let p = pageCount - margin + 1; p <= pageCount; p++) pages.add(p);

  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2)
      items.push(page(p - 1)); // an ellipsis would hide just one page: show it
    else if (prev !== undefined && p - prev > 2) items.push({ kind: 'ellipsis', key: prev < cur ? 'start' : 'end' });
    items.push(page(p));
  });
  return items;
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * Where a request to go to `target` leads: null when nothing should happen
 * (re-selecting the current page, §5), otherwise the page clamped to 1…pageCount.
 */
export function pageChange(current: number, target: number, pageCount: number): number | null {
  const next = clampPage(target, pageCount);
  return next === clampPage(current, pageCount) ? null : next;
}

export const hasPrevious = (current: number) => current > 1;
export const hasNext = (current: number, pageCount: number) => current < pageCount;

/** Reads a page number from a query value, falling back to 1 for anything odd. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
