import type { Db } from './db';
import type { MerchantState } from './state';
import { refuse } from './envelope';
import { fieldProblem } from './rules';
import { hashPassword, verifyPassword } from './passwords';
import { securityOf } from './security';

/**
 * The member's payment password (asked by withdrawals and transfers). Its
 * format is the merchant's `paymentPassword` register rule (§3, §5: by default
 * 6 digits), whether or not registration shows that field. Stored as a salted
 * scrypt hash in `payment_passwords` (DDL in db.ts).
 *
 * Refusals (value { field }):
 * - PAYMENT_PASSWORD_NOT_SET: none set yet (the portal opens its set flow).
 * - PAYMENT_PASSWORD_WRONG: does not match (value.attemptsLeft).
 * - PAYMENT_PASSWORD_LOCKED: 5 wrong in a row lock checks for 15 minutes.
 * - INVALID_FIELD: a new password that breaks the rule, or equals the login password.
 */
export const MAX_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60_000;

type Deps = { db: Db; state: MerchantState };

interface Row {
  hash: string;
  failures: number;
  locked_until: number;
}

const row = (db: Db, memberId: number) =>
  db.prepare('SELECT hash, failures, locked_until FROM payment_passwords WHERE member_id = ?').get(memberId) as Row | undefined;

export const hasPaymentPassword = (sb: Deps, memberId: number): boolean => row(sb.db, memberId) !== undefined;

/** Refuse a new password that breaks the merchant's rule. */
function checkFormat(sb: Deps, merchant: string, value: string, field: string): void {
  const rule = sb.state.rules(merchant).paymentPassword!;
  const problem = value ? fieldProblem(rule, value) : 'is required';
  if (problem)
    refuse('INVALID_FIELD', `The payment password ${problem}.`, 200, {
      field,
      patternId: rule.patternId,
      minLength: rule.minLength,
      maxLength: rule.maxLength,
    });
}

const lockedRefusal = (field: string, lockedUntil: number): never =>
  refuse('PAYMENT_PASSWORD_LOCKED', 'Too many wrong payment passwords: try again in 15 minutes.', 200, { field, lockedUntil });

/**
 * Throws unless `password` is the member's payment password; counts failures and locks (see above). The try is
 * counted before scrypt runs (security.ts attemptAsync): parallel wrong tries cannot all be evaluated.
 */
export async function checkPaymentPassword(sb: Deps, memberId: number, password: string, field = 'paymentPassword'): Promise<void> {
  const r = row(sb.db, memberId);
  if (!r) return refuse('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first.', 200, { field });
  const sec = securityOf(sb.db);
  const key = String(memberId);
  const verdict = await sec.attemptAsync(
    [{ scope: 'payment-password', key, max: MAX_ATTEMPTS, windowMs: LOCK_MS, lockMs: LOCK_MS }],
    async () => Boolean(password) && (await verifyPassword(password, r.hash)),
  );
  if (verdict.ok) return sec.clear('payment-password', key);
  if (verdict.locked) lockedRefusal(field, Date.now() + sec.lockedFor('payment-password', key));
  refuse('PAYMENT_PASSWORD_WRONG', 'The payment password is incorrect.', 200, { field, attemptsLeft: MAX_ATTEMPTS - verdict.count });
}

/** Milliseconds until the payment password's lock ends (0: not locked). */
export const paymentPasswordLockedFor = (sb: Deps, memberId: number): number => securityOf(sb.db).lockedFor('payment-password', String(memberId));

/**
 * Reset a forgotten payment password (the caller has checked a fresh SMS code to the bound phone): the new one
 * by the merchant's rule, never the login password; the lock ends.
 */
export async function resetPaymentPassword(sb: Deps, member: { id: number; merchant: string; password_hash: string }, password: string): Promise<void> {
  if (!hasPaymentPassword(sb, member.id)) refuse('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first.', 200, { field: 'password' });
  await writePaymentPassword(sb, member, password);
}

/**
 * Set the payment password. When one exists, `oldPassword` must match it
 * (checked like any payment password, so wrong tries count toward the lock).
 */
export async function setPaymentPassword(
  sb: Deps,
  member: { id: number; merchant: string; password_hash: string },
  password: string,
  oldPassword?: string,
): Promise<void> {
  if (hasPaymentPassword(sb, member.id)) await checkPaymentPassword(sb, member.id, oldPassword ?? '', 'oldPassword');
  await writePaymentPassword(sb, member, password);
}

async function writePaymentPassword(sb: Deps, member: { id: number; merchant: string; password_hash: string }, password: string): Promise<void> {
  checkFormat(sb, member.merchant, password, 'paymentPassword');
  if (await verifyPassword(password, member.password_hash))
    refuse('INVALID_FIELD', 'The payment password must differ from the login password.', 200, { field: 'paymentPassword' });
  sb.db
    .prepare(
      `INSERT INTO payment_passwords (member_id, hash, failures, locked_until, updated_at) VALUES (?, ?, 0, 0, ?)
      ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, failures = 0, locked_until = 0, updated_at = excluded.updated_at`,
    )
    .run(member.id, hashPassword(password), Date.now());
  securityOf(sb.db).clear('payment-password', String(member.id));
}
