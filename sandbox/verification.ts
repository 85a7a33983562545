import type { Ctx } from './context';
import { refuse } from './envelope';
import { SMS_EXPIRED_MINUTES } from './store';
import { requireHuman } from './human-check';
import { clientOf, sameCode, securityOf, tooManyRequests, type Counter } from './security';

/**
 * SMS codes, sent and checked (§4, §8), for every purpose: login, register,
 * forgot, IP verification, step-up. One send path (every quota applies to
 * every purpose) and one check path (security.ts `attempt`: the code's and
 * the number's guess limits, plus any counters the caller adds).
 */
const DAY_MS = 24 * 60 * 60_000;
const PROVEN_PURPOSES = new Set(['stepUp', 'ipVerify']);
/** A dead code stays dead: its counter's lock outlives the code. */
const CODE_LOCK_MS = DAY_MS;

export const codeExpired = (field?: string): never =>
  refuse('CODE_EXPIRED', 'The verification code has expired, please send it again.', 200, field ? { field } : null);

/**
 * Sends are limited per number and per client address (limits.smsPerNumber,
 * smsPerClient in smsWindowMs), and per merchant by its SMS quota
 * (QUOTA_INSUFFICIENT, §8 "quota not sufficient, contact customer service").
 */
export function sendSms(ctx: Ctx, mobile: string, purpose: string) {
  if (!/^\d{6,15}$/.test(mobile)) refuse('INVALID_PHONE', 'Please enter a valid phone number.');
  // A send anyone can ask for passes the merchant's human check first (human-check.ts): no bot spends the SMS
  // quota. A code to the member's own bound phone, asked by a session (step-up) or after the right password
  // (IP verification), is already behind a proof and its own limits.
  if (!PROVEN_PURPOSES.has(purpose)) requireHuman(ctx);
  const sec = securityOf(ctx.sb.db);
  const limits = sec.limits;
  const numberKey = `${ctx.merchant.merchantCode}|${mobile}`;
  const client = clientOf(ctx.req);
  const locked = sec.lockedFor('sms-number', numberKey);
  if (locked > 0) tooManyRequests(locked);
  if (sec.count('sms-send-client', client, limits.smsWindowMs) >= limits.smsPerClient) tooManyRequests(limits.smsWindowMs);
  if (sec.count('sms-send-number', numberKey, limits.smsWindowMs) >= limits.smsPerNumber) tooManyRequests(limits.smsWindowMs);
  if (sec.count('sms-send-merchant', ctx.merchant.merchantCode, DAY_MS) >= limits.smsMerchantQuota) {
    refuse('QUOTA_INSUFFICIENT', 'The SMS quota is not sufficient, please contact customer service.');
  }
  sec.hit('sms-send-client', client, limits.smsWindowMs);
  sec.hit('sms-send-number', numberKey, limits.smsWindowMs);
  sec.hit('sms-send-merchant', ctx.merchant.merchantCode, DAY_MS);
  const sent = ctx.sb.store.sendSms(ctx.merchant.merchantCode, mobile, purpose);
  if (!sent) refuse('TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes.', 429);
  ctx.req.log.info({ mobile, purpose }, 'sandbox SMS sent (read it at /__sandbox/sms)');
  return { expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime: sent!.expiresAt };
}

export interface SmsCheck {
  mobile: string;
  purpose: string;
  code: string;
  /** Further limits this check counts against (an IP-verification ticket, the account). */
  counters?: readonly Counter[];
  /** Refusals name this field (value.field), for forms that show it. */
  field?: string;
}

/**
 * An SMS code is good once, before it expires, and survives only a few wrong
 * guesses (limits.smsCodeGuesses): the guess that uses them up kills it
 * (CODE_EXPIRED, §8 "verification code expired, send again"). Wrong guesses
 * also count per number; past limits.smsNumberGuesses the number's codes are
 * dead and sending is refused until the lock ends. Returns when the code was
 * right (and marks it used); refuses otherwise.
 */
export function checkSms(ctx: Ctx, check: SmsCheck): void {
  const value = check.field ? { field: check.field } : null;
  if (!check.code) refuse('INVALID_CODE', 'Please enter the verification code.', 200, value);
  const sec = securityOf(ctx.sb.db);
  const limits = sec.limits;
  const numberKey = `${ctx.merchant.merchantCode}|${check.mobile}`;
  const row = ctx.sb.store.lastSmsRow(ctx.merchant.merchantCode, check.mobile, check.purpose);
  const counters: Counter[] = [
    { scope: 'sms-number', key: numberKey, max: limits.smsNumberGuesses, windowMs: limits.windowMs },
    {
      scope: 'sms-code',
      key: row ? String(row.id) : `none|${numberKey}|${check.purpose}`,
      max: limits.smsCodeGuesses,
      windowMs: Number.MAX_SAFE_INTEGER,
      lockMs: CODE_LOCK_MS,
    },
    ...(check.counters ?? []),
  ];
  const verdict = sec.attempt(counters, () => Boolean(row && !row.used && sameCode(row.code, check.code)));
  if (!verdict.ok) {
    const locked = verdict.locked;
    if (locked && (locked.scope === 'sms-number' || locked.scope === 'sms-code')) codeExpired(check.field);
    if (locked) lockedOut(ctx, locked);
    refuse('INVALID_CODE', 'Invalid verification code.', 200, value);
  }
  if (row!.expires_at < Date.now()) codeExpired(check.field);
  ctx.sb.store.useSms(row!.id);
}

/** The refusal of a check whose counter is locked: the caller's own scopes say what that means. */
export function lockedOut(ctx: Ctx, counter: Counter): never {
  const sec = securityOf(ctx.sb.db);
  if (counter.scope === 'ip-verify-ticket') return refuse('VERIFICATION_EXPIRED', 'The verification has expired, please log in again.');
  return tooManyRequests(Math.max(sec.lockedFor(counter.scope, counter.key), 1000));
}
