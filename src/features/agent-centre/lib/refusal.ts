import { ApiError } from '@/api/errors';

/** Agent refusal codes that have their own sentence (sandbox/README.md, agent centre); others use the shared catalogue key. */
const AGENT_CODES = new Set([
  'CONTRACT_NOT_FOUND',
  'CONTRACT_STATE',
  'NOT_AN_AGENT',
  'RATE_ABOVE_UPLINE',
  'NO_UPLINE',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_LOCKED',
  'INSUFFICIENT_BALANCE',
  'INVALID_AMOUNT',
]);

export interface Refusal {
  /** Catalogue key of the sentence to show. */
  key: string;
  /** The field the server pinned the refusal to, if any. */
  field: string | null;
  values: Record<string, string | number>;
}

export function refusalOf(err: unknown): Refusal {
  if (!(err instanceof ApiError)) return { key: 'error.unknown', field: null, values: {} };
  const details = (err.details && typeof err.details === 'object' ? err.details : {}) as Record<string, unknown>;
  const values: Record<string, string | number> = {};
  for (const k of ['min', 'max', 'available', 'attemptsLeft'])
    if (typeof details[k] === 'string' || typeof details[k] === 'number') values[k] = details[k] as string | number;
  return {
    key: AGENT_CODES.has(err.code) ? `agentCentre.error.${err.code}` : err.messageKey,
    field: typeof details.field === 'string' ? details.field : null,
    values,
  };
}
