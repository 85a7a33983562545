/**
 * Lenient reading of query and body values: the platform answers a bad page
 * number with the first page, not a refusal, and trims what people type.
 */
export const DEFAULT_PAGE_SIZE = 42;
export const MAX_PAGE_SIZE = 200;

/** A positive integer from a query value, else `fallback`, capped at `max`. */
export function int(v: string | undefined, fallback: number, max: number): number {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A trimmed string, '' for anything that is not a string (null, numbers, absent). */
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** One page of an in-memory list (favourites, recent games). */
export function page<T>(items: T[], query: Record<string, string | undefined>): { items: T[]; totalPages: number } {
  const pageNo = int(query.pageNo, 1, 100_000);
  const pageSize = int(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages: Math.max(1, Math.ceil(items.length / pageSize)) };
}
