import { perDb, type Db } from './db';
import { DAY_MS, RECORD_ACCOUNTS, accountRows, betRows, bonusRows, type BetRow } from './fixtures/records';
import type { LedgerRow } from './ledger';

/**
 * The member's records (spec §2 personal centre, §7 "member transaction
 * detail"): betting record, account record, profit and loss, bonus details.
 *
 * - Betting and bonus rows live in this module's own tables (seeded history of
 *   the accounts in fixtures/records.ts; the sandbox has no game rounds).
 * - The account record is every balance movement: the seeded history
 *   (`record_account`) followed by the live rows that sandbox/ledger.ts writes
 *   to `ledger_transactions` (deposits, withdrawals, transfers, bonuses).
 * - Profit and loss is computed from the settled bets, per day and category.
 *
 * Seeding is lazy: a member's history is written on the first read of any
 * record, anchored at that day's UTC midnight, in one transaction. The tables
 * are this module's (CREATE IF NOT EXISTS here); rows of members a reset removed
 * are dropped at the next seeding, so they never pile up.
 */
const ddl = `
CREATE TABLE IF NOT EXISTS record_seeds (member_id INTEGER PRIMARY KEY, anchor INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS record_bets (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, bet_no TEXT NOT NULL, category TEXT NOT NULL, vendor TEXT NOT NULL,
  game_name TEXT NOT NULL, bet_time INTEGER NOT NULL, settle_time INTEGER NOT NULL, bet_minor INTEGER NOT NULL, valid_minor INTEGER NOT NULL,
  payout_minor INTEGER NOT NULL, status TEXT NOT NULL, detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS record_bets_by_member ON record_bets (member_id, settle_time);
CREATE TABLE IF NOT EXISTS record_account (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, wallet TEXT NOT NULL, kind TEXT NOT NULL, amount_minor INTEGER NOT NULL,
  balance_after_minor INTEGER NOT NULL, ref TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS record_account_by_member ON record_account (member_id, created_at);
CREATE TABLE IF NOT EXISTS record_bonus (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, bonus_no TEXT NOT NULL, type TEXT NOT NULL, amount_minor INTEGER NOT NULL,
  turnover_minor INTEGER NOT NULL, status TEXT NOT NULL, remark TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS record_bonus_by_member ON record_bonus (member_id, created_at);
`;

/** Minor units (2 decimals, the ledger's precision) → the decimal string of the JSON answers ('-1234.50'). */
export function decimal(minor: number | bigint): string {
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  return `${v < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Account-record filter types → ledger kinds (sandbox/ledger.ts LEDGER_KINDS). */
export const ACCOUNT_TYPES: Record<string, string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER_OUT', 'TRANSFER_IN', 'UPLINE_OUT', 'UPLINE_IN', 'AGENT_OUT', 'AGENT_IN'],
  BONUS: ['BONUS', 'RAFFLE', 'POINTS_CONVERT'],
  ADJUST: ['ADJUST'],
};

/** The kind's filter type, OTHER for a kind the ledger adds later. */
export const accountTypeOf = (kind: string): string => Object.keys(ACCOUNT_TYPES).find((t) => ACCOUNT_TYPES[t]!.includes(kind)) ?? 'OTHER';

export interface RecordFilter {
  memberId: number;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
  type: string | null;
  page: number;
  size: number;
}

export interface Paged<R, T> {
  rows: R[];
  total: number;
  totals: T;
}

/** A stored bet row as the records calls read it (the seeding fixture's row and its id). */
export interface BetRecord extends BetRow {
  id: number;
}
export interface BetTotals {
  bet: number;
  valid: number;
  payout: number;
  winLoss: number;
}
/** A ledger row as the account record shows it: its id as text, without the member. */
export type AccountRecord = Omit<LedgerRow, 'id' | 'member_id'> & { id: string };
export interface AccountTotals {
  income: number;
  expense: number;
}
export interface ProfitRecord {
  day: number;
  category: string;
  bets: number;
  bet: number;
  valid: number;
  payout: number;
  winLoss: number;
}
export interface BonusRecord {
  id: number;
  bonus_no: string;
  type: string;
  amount_minor: number;
  turnover_minor: number;
  status: string;
  remark: string;
  created_at: number;
}
export interface BonusTotals {
  amount: number;
}

export interface RecordStore {
  /** Writes the member's seeded history on first use (no-op for accounts without one). */
  ensureSeeded(member: { id: number; account: string; merchant: string; balance: number }): void;
  bets(f: RecordFilter): Paged<BetRecord, BetTotals>;
  account(f: RecordFilter): Paged<AccountRecord, AccountTotals>;
  profit(f: RecordFilter): Paged<ProfitRecord, BetTotals>;
  bonus(f: RecordFilter): Paged<BonusRecord, BonusTotals>;
}

export const recordStore: (db: Db) => RecordStore = perDb(createRecordStore);

function createRecordStore(db: Db): RecordStore {
  db.exec(ddl);
  // The ledger's table exists once sandbox/ledger.ts's DDL is in db.ts; until then the account record is the history alone.
  const hasLedger = !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ledger_transactions'").get();

  const seeded = db.prepare('SELECT anchor FROM record_seeds WHERE member_id = ?');
  const insertBet =
    db.prepare(`INSERT INTO record_bets (member_id, bet_no, category, vendor, game_name, bet_time, settle_time, bet_minor, valid_minor, payout_minor, status, detail)
    VALUES (@member_id, @bet_no, @category, @vendor, @game_name, @bet_time, @settle_time, @bet_minor, @valid_minor, @payout_minor, @status, @detail)`);
  const insertAccount = db.prepare(`INSERT INTO record_account (member_id, wallet, kind, amount_minor, balance_after_minor, ref, created_at)
    VALUES (@member_id, 'MAIN', @kind, @amount_minor, @balance_after_minor, @ref, @created_at)`);
  const insertBonus = db.prepare(`INSERT INTO record_bonus (member_id, bonus_no, type, amount_minor, turnover_minor, status, remark, created_at)
    VALUES (@member_id, @bonus_no, @type, @amount_minor, @turnover_minor, @status, @remark, @created_at)`);

  const range = 'member_id = @memberId AND %t >= @from AND %t < @to';
  const where = (col: string, typeCol: string) => `${range.replaceAll('%t', col)} AND (@type IS NULL OR ${typeCol} = @type)`;

  const betWhere = where('settle_time', 'category');
  const betPage = db.prepare(`SELECT id, bet_no, category, vendor, game_name, bet_time, settle_time, bet_minor, valid_minor, payout_minor, status, detail
    FROM record_bets WHERE ${betWhere} ORDER BY settle_time DESC, id DESC LIMIT @limit OFFSET @offset`);
  const betTotals = db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(bet_minor), 0) AS bet, COALESCE(SUM(valid_minor), 0) AS valid,
    COALESCE(SUM(CASE WHEN status = 'settled' THEN payout_minor ELSE 0 END), 0) AS payout,
    COALESCE(SUM(CASE WHEN status = 'settled' THEN payout_minor - bet_minor ELSE 0 END), 0) AS winLoss FROM record_bets WHERE ${betWhere}`);

  const profitWhere = `${betWhere} AND status = 'settled'`;
  const profitPage = db.prepare(`SELECT settle_time - (settle_time % ${DAY_MS}) AS day, category, COUNT(*) AS bets, SUM(bet_minor) AS bet,
    SUM(valid_minor) AS valid, SUM(payout_minor) AS payout, SUM(payout_minor - bet_minor) AS winLoss
    FROM record_bets WHERE ${profitWhere} GROUP BY day, category ORDER BY day DESC, category LIMIT @limit OFFSET @offset`);
  const profitCount = db
    .prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM record_bets WHERE ${profitWhere} GROUP BY settle_time - (settle_time % ${DAY_MS}), category)`)
    .pluck();
  const profitTotals = db.prepare(`SELECT COALESCE(SUM(bet_minor), 0) AS bet, COALESCE(SUM(valid_minor), 0) AS valid, COALESCE(SUM(payout_minor), 0) AS payout,
    COALESCE(SUM(payout_minor - bet_minor), 0) AS winLoss FROM record_bets WHERE ${profitWhere}`);

  // Account record: a type filters by its ledger kinds (a JSON array), null kinds = every kind.
  const kindFilter = '(@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))';
  const accountRange = range.replaceAll('%t', 'created_at');
  const parts = [
    `SELECT 'H' || id AS id, wallet, kind, amount_minor, balance_after_minor, ref, created_at FROM record_account WHERE ${accountRange} AND ${kindFilter}`,
  ];
  if (hasLedger)
    parts.push(
      `SELECT 'L' || id AS id, wallet, kind, amount_minor, balance_after_minor, ref, created_at FROM ledger_transactions WHERE ${accountRange} AND ${kindFilter}`,
    );
  const accountUnion = parts.join(' UNION ALL ');
  const accountPage = db.prepare(`SELECT * FROM (${accountUnion}) ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const accountTotals = db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN amount_minor > 0 THEN amount_minor ELSE 0 END), 0) AS income,
    COALESCE(SUM(CASE WHEN amount_minor < 0 THEN amount_minor ELSE 0 END), 0) AS expense FROM (${accountUnion})`);

  const bonusWhere = where('created_at', 'type');
  const bonusPage = db.prepare(`SELECT id, bonus_no, type, amount_minor, turnover_minor, status, remark, created_at FROM record_bonus
    WHERE ${bonusWhere} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const bonusTotals = db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(amount_minor), 0) AS amount FROM record_bonus WHERE ${bonusWhere}`);

  const params = (f: RecordFilter) => ({ memberId: f.memberId, from: f.from, to: f.to, type: f.type, limit: f.size, offset: (f.page - 1) * f.size });
  const dropOrphans = ['record_seeds', 'record_bets', 'record_account', 'record_bonus'].map((t) =>
    db.prepare(`DELETE FROM ${t} WHERE member_id NOT IN (SELECT id FROM members)`),
  );

  return {
    ensureSeeded(member) {
      if (seeded.get(member.id)) return;
      const now = Date.now();
      const anchor = now - (now % DAY_MS);
      const density = RECORD_ACCOUNTS[member.account];
      db.transaction(() => {
        for (const s of dropOrphans) s.run();
        db.prepare('INSERT OR IGNORE INTO record_seeds (member_id, anchor) VALUES (?, ?)').run(member.id, anchor);
        if (!density) return;
        const seed = `${member.merchant}|${member.account}`;
        for (const r of betRows(seed, anchor, now, density.betsPerDay)) insertBet.run({ member_id: member.id, ...r });
        // The history ends at the opening balance the ledger starts from (members.balance, rounded once to minor units).
        const closing = Math.round(member.balance * 100);
        for (const r of accountRows(seed, anchor, now, density.accountPerDay, closing)) insertAccount.run({ member_id: member.id, ...r });
        for (const r of bonusRows(seed, anchor, now, density.bonusPerDay)) insertBonus.run({ member_id: member.id, ...r });
      })();
    },
    bets(f) {
      const p = params(f);
      const t = betTotals.get(p) as BetTotals & { total: number };
      return { rows: betPage.all(p) as BetRecord[], total: t.total, totals: t };
    },
    profit(f) {
      const p = params(f);
      return { rows: profitPage.all(p) as ProfitRecord[], total: profitCount.get(p) as number, totals: profitTotals.get(p) as BetTotals };
    },
    account(f) {
      const { type, ...rest } = params(f);
      const p = { ...rest, kinds: type ? JSON.stringify(ACCOUNT_TYPES[type] ?? []) : null };
      const t = accountTotals.get(p) as AccountTotals & { total: number };
      return { rows: accountPage.all(p) as AccountRecord[], total: t.total, totals: t };
    },
    bonus(f) {
      const p = params(f);
      const t = bonusTotals.get(p) as BonusTotals & { total: number };
      return { rows: bonusPage.all(p) as BonusRecord[], total: t.total, totals: t };
    },
  };
}
