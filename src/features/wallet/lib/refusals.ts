import { ApiError } from '@/api/errors';

/**
 * A refusal of a wallet call → where to show it and what to say. A refusal that
 * names a field goes under that field; anything else (fault, time-out, daily
 * limit…) goes in a dialog. Message ids are the wallet's catalogue keys, with
 * the shared §8 key as fallback for codes the wallet does not know.
 */
export interface Refusal {
  field: string | null;
  messageId: string;
  values: Record<string, string | number>;
}

const byCode: Record<string, string> = {
  AMOUNT_BELOW_MIN: 'wallet.amount.belowMin',
  AMOUNT_ABOVE_MAX: 'wallet.amount.aboveMax',
  INSUFFICIENT_BALANCE: 'wallet.error.insufficient',
  DAILY_LIMIT: 'wallet.error.dailyLimit',
  TURNOVER_NOT_MET: 'wallet.error.turnover',
  PAYMENT_PASSWORD_WRONG: 'wallet.error.payPasswordWrong',
  PAYMENT_PASSWORD_LOCKED: 'wallet.error.payPasswordLocked',
  PAYMENT_PASSWORD_NOT_SET: 'wallet.error.payPasswordNotSet',
  CARD_LIMIT: 'wallet.error.cardLimit',
  CARD_EXISTS: 'wallet.error.cardExists',
  CARD_IN_USE: 'wallet.error.cardInUse',
  STEP_UP_REQUIRED: 'wallet.error.stepUpRequired',
  PROOF_REQUIRED: 'wallet.proof.empty',
  PROOF_TOO_LARGE: 'wallet.proof.tooLarge',
  PROOF_NOT_IMAGE: 'wallet.proof.notImage',
  WITHDRAWAL_NOT_AWAITING: 'wallet.error.notAwaiting',
  WITHDRAWAL_AUTO_CONFIRMED: 'wallet.error.autoConfirmed',
  NO_UPLINE: 'wallet.error.noUpline',
  INVALID_FIELD: 'wallet.error.invalidField',
};

const reasons: Record<string, string> = {
  empty: 'wallet.amount.empty',
  notNumber: 'wallet.amount.notNumber',
  tooManyDecimals: 'wallet.amount.tooManyDecimals',
  notPositive: 'wallet.amount.notPositive',
};

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { field: null, messageId: 'error.unknown', values: {} };
  const details = (typeof error.details === 'object' && error.details !== null ? error.details : {}) as Record<string, unknown>;
  const field = typeof details.field === 'string' ? details.field : null;
  const values: Record<string, string | number> = {};
  for (const k of ['min', 'max', 'available', 'required', 'done', 'attemptsLeft', 'dailyCount']) {
    const v = details[k];
    if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  }
  // The lock says when it ends (the moment, formatted by the screen in the player's language and time zone).
  if (error.code === 'PAYMENT_PASSWORD_LOCKED' && typeof details.lockedUntil === 'number')
    return { field, messageId: 'wallet.error.payPasswordLockedUntil', values: { ...values, lockedUntil: details.lockedUntil } };
  if (error.code === 'INVALID_AMOUNT') return { field: field ?? 'amount', messageId: reasons[String(details.reason)] ?? 'wallet.amount.notNumber', values };
  const messageId = byCode[error.code] ?? error.messageKey;
  // A fault or time-out: the platform may not have seen the call; the form keeps its values for a retry (same key).
  return { field: byCode[error.code] ? field : null, messageId, values };
}
