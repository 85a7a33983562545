import type { Statement } from 'better-sqlite3';
import { perDb, type Db } from './db';
import { refuse } from './envelope';

/**
 * The member's money: every wallet balance in integer minor units (2 decimals,
 * the platform's precision) and one transaction row per movement. Nobody else
 * writes a balance: deposits, withdrawals, transfers, agent transfers, raffle
 * and points credits all call credit / debit / move here.
 *
 * Tables (DDL in db.ts, state tables, emptied by a reset):
 * - `ledger_balances (member_id, wallet, balance_minor)`: wallet 'MAIN' or a
 *   vendor code (vassalage) for the vendor wallets of multi-wallet merchants.
 *   A member's MAIN row is created on first use from `members.balance`, the
 *   seeded opening amount (that REAL column is read nowhere else).
 * - `ledger_transactions (id, member_id, wallet, kind, amount_minor,
 *   balance_after_minor, ref, created_at)`: one row per movement, signed
 *   amount (credits > 0, debits < 0), `ref` the business id (deposit order,
 *   withdrawal, transfer), `created_at` epoch ms. Records pages read it
 *   (index by member_id, created_at).
 *
 * Amounts in JSON are decimal strings (`toDecimal`), never binary floats.
 */
export const MAIN_WALLET = 'MAIN';
export const MINOR_DIGITS = 2;
const SCALE = 100n;

/** Known kinds (records filter by them); add yours here with a word on what it is. */
export const LEDGER_KINDS = [
  'DEPOSIT', // deposit order credited
  'WITHDRAW', // withdrawal requested (held at once)
  'WITHDRAW_REFUND', // withdrawal rejected, or not received and refunded
  'TRANSFER_OUT',
  'TRANSFER_IN', // main <-> vendor wallet (one row on each wallet)
  'UPLINE_OUT',
  'UPLINE_IN', // member -> upline
  'AGENT_OUT',
  'AGENT_IN', // agent -> downline / upline
  'BONUS',
  'RAFFLE',
  'POINTS_CONVERT',
  'ADJUST',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerRow {
  id: number;
  member_id: number;
  wallet: string;
  kind: string;
  amount_minor: number;
  balance_after_minor: number;
  ref: string;
  created_at: number;
}

type HasDb = { db: Db };

/** Minor units of a decimal string ('12.5' -> 1250n); null when not a plain non-negative decimal with at most 2 decimals. */
export function toMinor(text: string): bigint | null {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1]!) * SCALE + BigInt((m[2] ?? '').padEnd(MINOR_DIGITS, '0'));
}

/** '1234.50' for 123450n; negative keeps its sign. */
export function toDecimal(minor: bigint | number): string {
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  return `${v < 0n ? '-' : ''}${abs / SCALE}.${String(abs % SCALE).padStart(MINOR_DIGITS, '0')}`;
}

interface Statements {
  balance: Statement;
  seedMain: Statement;
  upsert: Statement;
  insertTx: Statement;
  wallets: Statement;
}
const st = perDb((db): Statements => ({
  balance: db.prepare('SELECT balance_minor FROM ledger_balances WHERE member_id = ? AND wallet = ?').pluck().safeIntegers(true),
  // The opening amount of a seeded or registered member, rounded once to minor units.
  seedMain: db.prepare(`INSERT OR IGNORE INTO ledger_balances (member_id, wallet, balance_minor)
      SELECT id, 'MAIN', CAST(ROUND(balance * 100) AS INTEGER) FROM members WHERE id = ?`),
  upsert: db.prepare(`INSERT INTO ledger_balances (member_id, wallet, balance_minor) VALUES (?, ?, ?)
      ON CONFLICT (member_id, wallet) DO UPDATE SET balance_minor = excluded.balance_minor`),
  insertTx: db.prepare(`INSERT INTO ledger_transactions (member_id, wallet, kind, amount_minor, balance_after_minor, ref, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
  wallets: db.prepare("SELECT wallet, balance_minor FROM ledger_balances WHERE member_id = ? AND wallet != 'MAIN'").safeIntegers(true),
}));

/** A wallet's balance in minor units (0 for a vendor wallet never used). */
export function balanceMinorOf(sb: HasDb, memberId: number, wallet: string = MAIN_WALLET): bigint {
  const s = st(sb.db);
  if (wallet === MAIN_WALLET) s.seedMain.run(memberId);
  return (s.balance.get(memberId, wallet) as bigint | undefined) ?? 0n;
}

/** A wallet's balance as a decimal string ('12345.67'). */
export const balanceOf = (sb: HasDb, memberId: number, wallet: string = MAIN_WALLET): string => toDecimal(balanceMinorOf(sb, memberId, wallet));

/** Vendor wallets that ever held money, vendor -> minor units. */
export function vendorBalances(sb: HasDb, memberId: number): Map<string, bigint> {
  const rows = st(sb.db).wallets.all(memberId) as { wallet: string; balance_minor: bigint }[];
  return new Map(rows.map((r) => [r.wallet, r.balance_minor]));
}

export interface Movement {
  txId: number;
  /** Balance of the wallet after the movement, minor units. */
  balanceMinor: bigint;
}

function apply(sb: HasDb, memberId: number, delta: bigint, kind: LedgerKind, ref: string, wallet: string): Movement {
  const s = st(sb.db);
  const current = balanceMinorOf(sb, memberId, wallet);
  const next = current + delta;
  if (next < 0n) refuse('INSUFFICIENT_BALANCE', 'Insufficient balance.', 200, { field: 'amount', available: toDecimal(current) });
  s.upsert.run(memberId, wallet, next);
  const txId = Number(s.insertTx.run(memberId, wallet, kind, delta, next, ref, Date.now()).lastInsertRowid);
  return { txId, balanceMinor: next };
}

const positive = (minor: bigint | number): bigint => {
  const v = BigInt(minor);
  if (v <= 0n) refuse('INVALID_AMOUNT', 'The amount must be greater than 0.', 200, { field: 'amount' });
  return v;
};

/** Add money to a wallet (default MAIN) with its transaction row. Runs in one SQLite transaction (a savepoint inside an outer one). */
export function credit(sb: HasDb, memberId: number, minor: bigint | number, kind: LedgerKind, ref: string, wallet: string = MAIN_WALLET): Movement {
  return sb.db.transaction(() => apply(sb, memberId, positive(minor), kind, ref, wallet))();
}

/** Take money from a wallet; refuses INSUFFICIENT_BALANCE (value { field: 'amount', available }) and changes nothing. */
export function debit(sb: HasDb, memberId: number, minor: bigint | number, kind: LedgerKind, ref: string, wallet: string = MAIN_WALLET): Movement {
  return sb.db.transaction(() => apply(sb, memberId, -positive(minor), kind, ref, wallet))();
}

export interface Leg {
  memberId: number;
  wallet?: string;
  kind: LedgerKind;
}

/** Debit one wallet and credit another (same or another member) atomically: both rows or neither. */
export function move(sb: HasDb, from: Leg, to: Leg, minor: bigint | number, ref: string): { from: Movement; to: Movement } {
  return sb.db.transaction(() => {
    const amount = positive(minor);
    const out = apply(sb, from.memberId, -amount, from.kind, ref, from.wallet ?? MAIN_WALLET);
    const into = apply(sb, to.memberId, amount, to.kind, ref, to.wallet ?? MAIN_WALLET);
    return { from: out, to: into };
  })();
}
