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

/**
 * A query that names a key twice (`?gameType=a&gameType=b`) reaches handlers as an array, which every one of them
 * reads as a string: refused once for all endpoints (route.ts), as HTTP 400 INVALID_REQUEST naming the key.
 */
export function repeatedQueryKey(query: unknown): string | null {
  if (!query || typeof query !== 'object') return null;
  for (const [k, v] of Object.entries(query)) if (Array.isArray(v) || (v !== null && typeof v === 'object')) return k;
  return null;
}

/** A plain money amount: at most 15 digits and 2 decimals, no exponent, not negative. */
const PLAIN_AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/**
 * Money travels as decimal strings; a JSON number in an amount field (any key ending in "amount") is read as the
 * platform would print it: 1e-10 or 0.30000000000000004 are not amounts anyone typed. Returns the offending field.
 */
export function hostileAmount(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  for (const [k, v] of Object.entries(body)) {
    if (!/amount$/i.test(k) || typeof v !== 'number') continue;
    if (!Number.isFinite(v) || !PLAIN_AMOUNT.test(String(v))) return k;
  }
  return null;
}
