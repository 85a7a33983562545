import { compareDecimal, parseAmount, toDecimalString } from '@/lib/money';

/**
 * Checks an amount as typed against the platform's limits before anything is
 * sent: the same refusals the server gives (sandbox INVALID_AMOUNT reasons,
 * AMOUNT_BELOW_MIN / AMOUNT_ABOVE_MAX), so the player sees them under the field
 * at once. Pure: decimal strings and bigint, never a float.
 */
export type AmountError = 'empty' | 'notNumber' | 'tooManyDecimals' | 'notPositive' | 'belowMin' | 'aboveMax';

export interface AmountLimits {
  /** Decimal strings ("100.00"); absent: no bound. */
  min?: string;
  max?: string;
  /** Places the player may type (the platform keeps 2). */
  decimals?: number;
}

export type AmountCheck = { ok: true; amount: string } | { ok: false; error: AmountError };

export function checkAmount(input: string, limits: AmountLimits = {}): AmountCheck {
  const decimals = limits.decimals ?? 2;
  // Exponents (1e-10) and signs are not amounts a person types: the server refuses them too.
  if (/[eE+]/.test(input)) return { ok: false, error: 'notNumber' };
  const parsed = parseAmount(input, decimals);
  if (!parsed.ok) return { ok: false, error: parsed.reason === 'negative' ? 'notPositive' : parsed.reason };
  if (parsed.minor <= 0n) return { ok: false, error: 'notPositive' };
  const amount = toDecimalString(parsed.minor, decimals);
  if (limits.min && compareDecimal(amount, limits.min) < 0) return { ok: false, error: 'belowMin' };
  if (limits.max && compareDecimal(amount, limits.max) > 0) return { ok: false, error: 'aboveMax' };
  return { ok: true, amount };
}

/** The catalogue key of an amount error (values: {min}, {max} formatted by the caller). */
export const amountMessageId = (error: AmountError): string => `wallet.amount.${error}`;
