import Database, { type Database as Db } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sandbox's SQLite file. WAL so that readers (the game list under load)
 * never wait for a writer; `synchronous = NORMAL` is durable across a process
 * crash in WAL mode, which is the failure the sandbox cares about.
 *
 * Games are immutable fixtures (written once, on first start); everything else
 * is state that `POST /__sandbox/reset` wipes and re-seeds.
 */
export const SCHEMA_VERSION = 3;

const ddl = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS vendors (
  category TEXT NOT NULL, vassalage TEXT NOT NULL, name TEXT NOT NULL, is_hot INTEGER NOT NULL,
  sort INTEGER NOT NULL, node_id TEXT, game_id TEXT, account_type_name TEXT,
  PRIMARY KEY (category, vassalage)
);

CREATE TABLE IF NOT EXISTS games (
  node_id TEXT PRIMARY KEY, game_id TEXT NOT NULL, vassalage TEXT NOT NULL, game_type TEXT NOT NULL,
  game_name TEXT NOT NULL, code TEXT NOT NULL, account_type_name TEXT, small_icon TEXT NOT NULL,
  is_game TEXT, is_hot INTEGER NOT NULL, min_bet REAL NOT NULL, game_classify TEXT NOT NULL,
  default_play_type TEXT, game_code TEXT, parent_node_id TEXT, sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_type ON games (game_type, parent_node_id, sort);
CREATE INDEX IF NOT EXISTS games_by_vendor ON games (game_type, vassalage, parent_node_id, sort);
CREATE INDEX IF NOT EXISTS games_by_parent ON games (parent_node_id, sort);

CREATE TABLE IF NOT EXISTS merchant_state (
  merchant TEXT PRIMARY KEY,
  status TEXT NOT NULL DEFAULT '{"status":0}',
  flags TEXT NOT NULL DEFAULT '{}',
  rules TEXT NOT NULL DEFAULT '{}',
  banners TEXT NOT NULL DEFAULT '{}',
  hidden_vendors TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant TEXT NOT NULL, account TEXT NOT NULL, nickname TEXT NOT NULL,
  password_hash TEXT NOT NULL, type INTEGER NOT NULL DEFAULT 0,
  mobile TEXT, dialing_code TEXT, email TEXT,
  affiliate_code TEXT, upline_id INTEGER, balance REAL NOT NULL DEFAULT 0, points INTEGER NOT NULL DEFAULT 0,
  password_expired INTEGER NOT NULL DEFAULT 0, first_login INTEGER NOT NULL DEFAULT 1,
  profile TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL,
  UNIQUE (merchant, account)
);
CREATE INDEX IF NOT EXISTS members_by_mobile ON members (merchant, mobile);
CREATE INDEX IF NOT EXISTS members_by_affiliate ON members (merchant, affiliate_code);

CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, merchant TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS failed_logins (merchant TEXT NOT NULL, account TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (merchant, account));
CREATE TABLE IF NOT EXISTS captchas (merchant TEXT PRIMARY KEY, text TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sms (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, mobile TEXT NOT NULL, purpose TEXT NOT NULL,
  code TEXT NOT NULL, expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sms_by_mobile ON sms (mobile, id);
CREATE TABLE IF NOT EXISTS favourites (member_id INTEGER NOT NULL, node_id TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, node_id));
CREATE TABLE IF NOT EXISTS recent (member_id INTEGER NOT NULL, node_id TEXT NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (member_id, node_id));
CREATE TABLE IF NOT EXISTS feedback (id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, member_id INTEGER, content TEXT NOT NULL, contact TEXT, created_at INTEGER NOT NULL);

-- Wallets, points, promotions, agent contracts and chat preferences (sandbox/platform.ts). New tables only, so
-- an existing data folder gains them on start without a schema-version reset.
CREATE TABLE IF NOT EXISTS merchant_wallet (merchant TEXT PRIMARY KEY, is_single INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS vendor_wallets (member_id INTEGER NOT NULL, vendor TEXT NOT NULL, balance REAL NOT NULL, PRIMARY KEY (member_id, vendor));
CREATE TABLE IF NOT EXISTS wallet_transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, from_wallet TEXT NOT NULL, to_wallet TEXT NOT NULL,
  amount REAL NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS raffle_claims (
  member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, ticket_no TEXT NOT NULL, prize TEXT NOT NULL, amount REAL NOT NULL,
  claimed_at INTEGER NOT NULL, PRIMARY KEY (member_id, promotion_id)
);
CREATE TABLE IF NOT EXISTS points_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, type TEXT NOT NULL, points INTEGER NOT NULL,
  balance_after INTEGER NOT NULL, remark TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS points_ledger_by_member ON points_ledger (member_id, id);
CREATE TABLE IF NOT EXISTS points_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, member_id INTEGER NOT NULL, item_id INTEGER NOT NULL,
  item_name TEXT NOT NULL, points INTEGER NOT NULL, quantity INTEGER NOT NULL, status TEXT NOT NULL, remark TEXT NOT NULL, applied_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS points_redemptions_by_member ON points_redemptions (member_id, id);
CREATE INDEX IF NOT EXISTS points_redemptions_by_item ON points_redemptions (merchant, item_id);
CREATE TABLE IF NOT EXISTS salary_contracts (
  member_id INTEGER NOT NULL, type TEXT NOT NULL, rate REAL NOT NULL, bet_amount REAL NOT NULL, effective_time INTEGER NOT NULL,
  created_at INTEGER NOT NULL, PRIMARY KEY (member_id, type)
);
CREATE TABLE IF NOT EXISTS chat_prefs (member_id INTEGER PRIMARY KEY, language TEXT NOT NULL);
-- Platform messages per member (sandbox/messages.ts); message_seeds marks members whose starter inbox was written.
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, template TEXT NOT NULL, params TEXT NOT NULL,
  title TEXT NOT NULL, content TEXT NOT NULL, read_at INTEGER, deleted_at INTEGER, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_member ON messages (member_id, deleted_at, created_at);
CREATE TABLE IF NOT EXISTS message_seeds (member_id INTEGER PRIMARY KEY);
-- Accounts whose next login comes "from an unregistered IP" (sandbox/ip-verification.ts) and their open ticket.
CREATE TABLE IF NOT EXISTS ip_checks (merchant TEXT NOT NULL, account TEXT NOT NULL, ticket TEXT, issued_at INTEGER, PRIMARY KEY (merchant, account));
-- Answers of idempotent calls (sandbox/idempotency.ts), by merchant + caller + endpoint + Idempotency-Key.
CREATE TABLE IF NOT EXISTS idempotent_results (
  scope TEXT NOT NULL, idem_key TEXT NOT NULL, body_hash TEXT NOT NULL, value TEXT NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, idem_key)
);
-- The member's money (sandbox/ledger.ts): balances per wallet in integer minor units, one row per movement.
CREATE TABLE IF NOT EXISTS ledger_balances (
  member_id INTEGER NOT NULL, wallet TEXT NOT NULL, balance_minor INTEGER NOT NULL, PRIMARY KEY (member_id, wallet)
);
CREATE TABLE IF NOT EXISTS ledger_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, wallet TEXT NOT NULL, kind TEXT NOT NULL,
  amount_minor INTEGER NOT NULL, balance_after_minor INTEGER NOT NULL, ref TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_transactions_by_member ON ledger_transactions (member_id, created_at, id);
-- Payment passwords (sandbox/payment-password.ts).
CREATE TABLE IF NOT EXISTS payment_passwords (
  member_id INTEGER PRIMARY KEY, hash TEXT NOT NULL, failures INTEGER NOT NULL, locked_until INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
-- Deposits, bank cards, withdrawals, turnover and wallet settings (sandbox/wallet.ts).
CREATE TABLE IF NOT EXISTS deposit_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_no TEXT NOT NULL UNIQUE, merchant TEXT NOT NULL, member_id INTEGER NOT NULL, channel_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS deposit_orders_by_member ON deposit_orders (member_id, id);
CREATE TABLE IF NOT EXISTS bank_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, bank_code TEXT NOT NULL, account_name TEXT NOT NULL,
  account_no TEXT NOT NULL, branch TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (member_id, account_no)
);
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT, order_no TEXT NOT NULL UNIQUE, merchant TEXT NOT NULL, member_id INTEGER NOT NULL, card_id INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL, status TEXT NOT NULL, received_minor INTEGER, proof_type TEXT, proof_bytes INTEGER, forced INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL, disbursed_at INTEGER, confirmed_at INTEGER
);
CREATE INDEX IF NOT EXISTS withdrawals_by_member ON withdrawals (member_id, id);
CREATE TABLE IF NOT EXISTS turnover (member_id INTEGER PRIMARY KEY, required_minor INTEGER NOT NULL, done_minor INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS wallet_settings (merchant TEXT PRIMARY KEY, settings TEXT NOT NULL DEFAULT '{}', clock_offset_ms INTEGER NOT NULL DEFAULT 0);
-- Promotion participation, activity applications and their images (sandbox/engagement.ts).
CREATE TABLE IF NOT EXISTS promotion_entries (
  member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, status TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '',
  amount TEXT, updated_at INTEGER NOT NULL, PRIMARY KEY (member_id, promotion_id)
);
CREATE TABLE IF NOT EXISTS promotion_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, type TEXT NOT NULL, size INTEGER NOT NULL,
  data BLOB NOT NULL, application_id INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS promotion_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, comment TEXT NOT NULL,
  images INTEGER NOT NULL, created_at INTEGER NOT NULL
);
-- player protection (sandbox/protection.ts): limit changes with the time each takes effect, blocks by account, sessions, the limit prompt
CREATE TABLE IF NOT EXISTS protection_limits (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL, amount_minor INTEGER,
  effective_at INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS protection_limits_by_member ON protection_limits (member_id, kind, period, effective_at);
CREATE TABLE IF NOT EXISTS protection_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, account TEXT NOT NULL COLLATE NOCASE, kind TEXT NOT NULL, started_at INTEGER NOT NULL,
  ends_at INTEGER, all_brands INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS protection_blocks_by_account ON protection_blocks (merchant, account);
CREATE TABLE IF NOT EXISTS protection_sessions (token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, started_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS protection_prompts (member_id INTEGER PRIMARY KEY, state TEXT NOT NULL);
-- QA: the merchant run under another jurisdiction profile than its manifest names (until a reset).
CREATE TABLE IF NOT EXISTS protection_profiles (merchant TEXT PRIMARY KEY, profile TEXT NOT NULL);
`;

/** Tables holding state (not fixtures): emptied by a reset. */
export const STATE_TABLES = [
  'merchant_state',
  'members',
  'tokens',
  'failed_logins',
  'captchas',
  'sms',
  'favourites',
  'recent',
  'feedback',
  'merchant_wallet',
  'vendor_wallets',
  'wallet_transfers',
  'raffle_claims',
  'points_ledger',
  'points_redemptions',
  'salary_contracts',
  'chat_prefs',
  'messages',
  'message_seeds',
  'ip_checks',
  'idempotent_results',
  'ledger_balances',
  'ledger_transactions',
  'payment_passwords',
  'deposit_orders',
  'bank_cards',
  'withdrawals',
  'turnover',
  'wallet_settings',
  'promotion_entries',
  'promotion_images',
  'promotion_applications',
  'protection_limits',
  'protection_blocks',
  'protection_sessions',
  'protection_prompts',
  'protection_profiles',
] as const;

export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  const version = Number(db.pragma('user_version', { simple: true }));
  if (version !== SCHEMA_VERSION) {
    // A sandbox schema change: its data is disposable, so start over rather than migrate.
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }
  db.exec(ddl);
  return db;
}

/**
 * `make(db)` done once per database and kept with it (prepared statements, stores): the returned function answers
 * the same value for the same db, and a closed sandbox's db takes its value with it.
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * `INSERT … ON CONFLICT (keys) DO UPDATE` into `table`, binding `keys` then `columns` in that order (one `?` each);
 * a row already there for those keys takes every one of `columns` from the new one.
 */
export const upsertSql = (table: string, keys: string[], columns: string[]): string =>
  `INSERT INTO ${table} (${[...keys, ...columns].join(', ')}) VALUES (${[...keys, ...columns].map(() => '?').join(', ')}) ` +
  `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;

export type { Db };
