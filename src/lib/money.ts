/**
 * Money without binary floats. The platform sends amounts as decimal strings
 * ("1234.50"); the portal keeps them as strings or as bigint minor units and
 * never as `number`, so 0.1 + 0.2 is 0.3 and a balance of 12 digits keeps its
 * cents. Formatting hands the decimal string to Intl.NumberFormat, which reads
 * strings exactly (ECMA-402 NumberFormat v3), so no float is made on the way.
 */

export type AmountProblem = 'empty' | 'notNumber' | 'tooManyDecimals' | 'negative';
export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; reason: AmountProblem };

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/** A typed or received amount → minor units with `decimals` places (2 for most currencies, 0 for VND…). */
export function parseAmount(input: string, decimals: number): ParsedAmount {
  const text = input.trim().replace(/[\s,_]/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const m = DECIMAL.exec(text.startsWith('.') ? `0${text}` : text);
  if (!m) return { ok: false, reason: 'notNumber' };
  const [, sign, whole, fraction = ''] = m;
  const frac = fraction.replace(/0+$/, '');
  if (frac.length > decimals) return { ok: false, reason: 'tooManyDecimals' };
  if (sign) return { ok: false, reason: 'negative' };
  return { ok: true, minor: BigInt(whole + frac.padEnd(decimals, '0')) };
}

/** Minor units → the platform's decimal string ("1234.50"; no fraction when decimals is 0). */
export function toDecimalString(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const text = decimals ? `${whole}.${digits.slice(-decimals)}` : whole;
  return negative ? `-${text}` : text;
}

/** A decimal string from the platform → minor units (lenient: extra zero decimals are fine). Null when malformed. */
export function toMinor(decimal: string, decimals: number): bigint | null {
  const m = DECIMAL.exec(decimal.trim());
  if (!m) return null;
  const [, sign, whole, fraction = ''] = m;
  const frac = fraction.padEnd(decimals, '0');
  if (frac.slice(decimals).replace(/0/g, '') !== '') return null;
  const value = BigInt(whole + frac.slice(0, decimals));
  return sign ? -value : value;
}

/** Places needed to compare or add two decimal strings exactly. */
const placesOf = (...values: string[]) => Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));

export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const p = placesOf(a, b);
  const x = toMinor(a, p) ?? 0n;
  const y = toMinor(b, p) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addDecimal(a: string, b: string): string {
  const p = placesOf(a, b);
  return toDecimalString((toMinor(a, p) ?? 0n) + (toMinor(b, p) ?? 0n), p);
}

export function subDecimal(a: string, b: string): string {
  const p = placesOf(a, b);
  return toDecimalString((toMinor(a, p) ?? 0n) - (toMinor(b, p) ?? 0n), p);
}

/** Fraction digits of an ISO 4217 currency as Intl knows them (VND 0, USD 2…); 2 when unknown. */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

type NumberFormatOfStrings = { format(value: string): string };

/**
 * A decimal string as money in the player's language: "₫ 1.234.500" / "$1,234.50".
 * `currency` is the brand's ISO code; a malformed amount shows a dash.
 */
export function formatMoney(decimal: string, currency: string, locale: string, options: { withSymbol?: boolean } = {}): string {
  if (toMinor(decimal, placesOf(decimal)) === null) return '—';
  const digits = currencyDecimals(currency);
  const style = options.withSymbol === false ? {} : { style: 'currency' as const, currency };
  try {
    const nf = new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, placesOf(decimal)) });
    return (nf as unknown as NumberFormatOfStrings).format(decimal.trim());
  } catch {
    return decimal;
  }
}
