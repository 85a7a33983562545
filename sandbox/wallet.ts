import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from './context';
import { upsertSql } from './db';
import type { BankCard, Withdrawal } from '../src/api/models';
import { refuse } from './envelope';
import { toDecimal, toMinor } from './ledger';
import { formatTime } from './time';
import { banks, defaultWalletSettings, type WalletSettings } from './fixtures/wallet';

/**
 * Wallet state beside the ledger: merchant wallet settings and the QA clock,
 * deposit orders, bank cards, withdrawals and the turnover requirement. Money
 * itself moves only through sandbox/ledger.ts.
 */
export interface DepositRow {
  id: number;
  order_no: string;
  merchant: string;
  member_id: number;
  channel_id: string;
  amount_minor: number;
  status: string;
  created_at: number;
  updated_at: number;
}
export interface CardRow {
  id: number;
  member_id: number;
  bank_code: string;
  account_name: string;
  account_no: string;
  branch: string;
}
export interface WithdrawalRow {
  id: number;
  order_no: string;
  merchant: string;
  member_id: number;
  card_id: number;
  amount_minor: number;
  status: string;
  received_minor: number | null;
  forced: number;
  created_at: number;
  disbursed_at: number | null;
  confirmed_at: number | null;
}

type Sb = Pick<Sandbox, 'db' | 'merchants' | 'brandsDir'>;

const currencies = new Map<string, string>();
/** The merchant's currency code, from its brand manifest (USD when it has none). */
export function currencyOf(sb: Sb, merchant: string): string {
  let code = currencies.get(merchant);
  if (!code) {
    const info = sb.merchants.get(merchant);
    const file = info ? join(sb.brandsDir, info.brandId, 'brand.json') : '';
    const brand = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { currency?: { code?: string } }) : {};
    code = brand.currency?.code ?? 'USD';
    currencies.set(merchant, code);
  }
  return code;
}

export function walletSettings(sb: Sb, merchant: string): WalletSettings {
  const row = sb.db.prepare('SELECT settings FROM wallet_settings WHERE merchant = ?').get(merchant) as { settings: string } | undefined;
  return { ...defaultWalletSettings, ...(row ? (JSON.parse(row.settings) as Partial<WalletSettings>) : {}) };
}

export function setWalletSettings(sb: Sb, merchant: string, patch: Partial<WalletSettings>): WalletSettings {
  const next = { ...walletSettings(sb, merchant), ...patch };
  sb.db.prepare(upsertSql('wallet_settings', ['merchant'], ['settings'])).run(merchant, JSON.stringify(next));
  return next;
}

/** The merchant's clock: real time plus what QA moved it by (auto-confirmation reads it). */
export function clock(sb: Sb, merchant: string): number {
  const offset = (sb.db.prepare('SELECT clock_offset_ms FROM wallet_settings WHERE merchant = ?').pluck().get(merchant) as number | undefined) ?? 0;
  return Date.now() + offset;
}

export function advanceClock(sb: Sb, merchant: string, minutes: number): void {
  sb.db
    .prepare(
      `INSERT INTO wallet_settings (merchant, clock_offset_ms) VALUES (?, ?)
    ON CONFLICT (merchant) DO UPDATE SET clock_offset_ms = clock_offset_ms + excluded.clock_offset_ms`,
    )
    .run(merchant, Math.round(minutes * 60_000));
}

/** A positive decimal-string amount in minor units, or INVALID_AMOUNT (value { field, reason }). */
export function amountOf(value: unknown, field = 'amount'): bigint {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return refuse('INVALID_AMOUNT', 'Enter an amount.', 200, { field, reason: 'empty' });
  if (/^\d+\.\d{3,}$/.test(text)) return refuse('INVALID_AMOUNT', 'At most 2 decimals.', 200, { field, reason: 'tooManyDecimals' });
  const minor = toMinor(text);
  if (minor === null) return refuse('INVALID_AMOUNT', 'The amount must be a plain decimal number such as 100 or 100.50.', 200, { field, reason: 'notNumber' });
  if (minor <= 0n) return refuse('INVALID_AMOUNT', 'The amount must be greater than 0.', 200, { field, reason: 'notPositive' });
  return minor;
}

/** Refuse an amount outside [min, max] (decimal strings), naming the limit. */
export function checkLimits(minor: bigint, min: string, max: string, field = 'amount'): void {
  if (minor < toMinor(min)!) refuse('AMOUNT_BELOW_MIN', `The minimum is ${min}.`, 200, { field, min, max });
  if (minor > toMinor(max)!) refuse('AMOUNT_ABOVE_MAX', `The maximum is ${max}.`, 200, { field, min, max });
}

export const orderNo = (prefix: 'D' | 'W', at: number): string =>
  `${prefix}${formatTime(at).slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

// --- turnover -------------------------------------------------------------

export function turnoverOf(sb: Sb, memberId: number): { required: bigint; done: bigint } {
  const r = sb.db.prepare('SELECT required_minor, done_minor FROM turnover WHERE member_id = ?').safeIntegers(true).get(memberId) as
    { required_minor: bigint; done_minor: bigint } | undefined;
  return { required: r?.required_minor ?? 0n, done: r?.done_minor ?? 0n };
}

export function addTurnover(sb: Sb, memberId: number, required: bigint, done: bigint): void {
  sb.db
    .prepare(
      `INSERT INTO turnover (member_id, required_minor, done_minor) VALUES (?, ?, ?)
    ON CONFLICT (member_id) DO UPDATE SET required_minor = required_minor + excluded.required_minor, done_minor = done_minor + excluded.done_minor`,
    )
    .run(memberId, required, done);
}

// --- bank cards -------------------------------------------------------------

export const cardsOf = (sb: Sb, memberId: number) => sb.db.prepare('SELECT * FROM bank_cards WHERE member_id = ? ORDER BY id').all(memberId) as CardRow[];

export const cardOf = (sb: Sb, memberId: number, id: number) =>
  sb.db.prepare('SELECT * FROM bank_cards WHERE member_id = ? AND id = ?').get(memberId, id) as CardRow | undefined;

const mask = (no: string) => `**** ${no.slice(-4)}`;

export const cardValue = (c: CardRow): BankCard => ({
  id: c.id,
  bankCode: c.bank_code,
  bankName: banks.find((b) => b.code === c.bank_code)?.name ?? c.bank_code,
  accountName: c.account_name,
  accountNo: mask(c.account_no),
  branch: c.branch,
});

// --- withdrawals ------------------------------------------------------------

/** Disbursed withdrawals past the merchant's confirmation window count as received (forced: no refund, §4). */
export function autoConfirm(sb: Sb, merchant: string): void {
  const now = clock(sb, merchant);
  const limit = walletSettings(sb, merchant).autoConfirmMinutes * 60_000;
  sb.db
    .prepare(
      `UPDATE withdrawals SET status = 'received', forced = 1, received_minor = amount_minor, confirmed_at = ?
    WHERE merchant = ? AND status = 'disbursed' AND disbursed_at + ? <= ?`,
    )
    .run(now, merchant, limit, now);
}

export const withdrawalByNo = (sb: Sb, orderNo: string) =>
  sb.db.prepare('SELECT * FROM withdrawals WHERE order_no = ?').get(orderNo) as WithdrawalRow | undefined;

export function withdrawalValue(sb: Sb, w: WithdrawalRow): Withdrawal {
  const card = sb.db.prepare('SELECT * FROM bank_cards WHERE id = ?').get(w.card_id) as CardRow | undefined;
  const minutes = walletSettings(sb, w.merchant).autoConfirmMinutes;
  const received = w.received_minor === null ? null : BigInt(w.received_minor);
  return {
    orderNo: w.order_no,
    amount: toDecimal(w.amount_minor),
    currency: currencyOf(sb, w.merchant),
    status: w.status as Withdrawal['status'],
    receivedAmount: received === null ? null : toDecimal(received),
    remainder: received === null ? null : toDecimal(BigInt(w.amount_minor) - received),
    forced: w.forced === 1,
    card: card ? `${cardValue(card).bankName} ${mask(card.account_no)}` : '',
    createdTime: formatTime(w.created_at),
    disbursedTime: w.disbursed_at === null ? null : formatTime(w.disbursed_at),
    confirmedTime: w.confirmed_at === null ? null : formatTime(w.confirmed_at),
    confirmDeadline: w.status === 'disbursed' && w.disbursed_at !== null ? formatTime(w.disbursed_at + minutes * 60_000) : null,
  };
}

/** Withdrawals of one member, newest first, optionally of one status. */
export function withdrawalsOf(sb: Sb, merchant: string, memberId: number, status?: string): WithdrawalRow[] {
  autoConfirm(sb, merchant);
  return (
    status
      ? sb.db.prepare('SELECT * FROM withdrawals WHERE member_id = ? AND status = ? ORDER BY id DESC LIMIT 50').all(memberId, status)
      : sb.db.prepare('SELECT * FROM withdrawals WHERE member_id = ? ORDER BY id DESC LIMIT 50').all(memberId)
  ) as WithdrawalRow[];
}

/** Withdrawals made today (merchant clock, UTC day) that count toward the daily limit (rejected ones do not). */
export function withdrawalsToday(sb: Sb, merchant: string, memberId: number): number {
  const now = clock(sb, merchant);
  const dayStart = now - (now % 86_400_000);
  return sb.db
    .prepare("SELECT COUNT(*) FROM withdrawals WHERE member_id = ? AND status != 'rejected' AND created_at >= ?")
    .pluck()
    .get(memberId, dayStart) as number;
}

// --- proof images -------------------------------------------------------------

/** The proof's type from its first bytes (not its name): png or jpg, else null. */
export function imageType(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}
