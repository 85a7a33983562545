/**
 * Display formatting shared by the header, member centre and pages. Pure and
 * locale-aware (BCP 47 tags from src/i18n/languages.ts).
 */

/** §9: a hidden balance shows this mask. */
export const BALANCE_MASK = '***';

/**
 * An amount with 2 decimals in the player's language. A decimal string (the
 * platform's money, e.g. the balance "12345.67") is formatted as a string:
 * Intl reads it exactly, so no binary float is made on the way.
 */
export function formatAmount(amount: number | string, locale: string): string {
  const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (typeof amount === 'string') return /^-?\d+(\.\d+)?$/.test(amount.trim()) ? (nf as unknown as { format(v: string): string }).format(amount.trim()) : '—';
  if (!Number.isFinite(amount)) return '—';
  return nf.format(amount);
}

/** The balance as the header shows it: currency symbol first (§9), or the mask when hidden. */
export function formatBalance(amount: number | string, symbol: string, locale: string, hidden: boolean): string {
  return hidden ? `${symbol} ${BALANCE_MASK}` : `${symbol} ${formatAmount(amount, locale)}`;
}

/** The platform's `yyyy-MM-dd hh:mm:ss` (§3) as a Date in local time, or null when malformed. */
export function parsePlatformTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A short date for lists: the same day shows the time only. */
export function formatShortDate(value: string | null | undefined, locale: string): string {
  const d = parsePlatformTime(value);
  if (!d) return value ?? '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}
