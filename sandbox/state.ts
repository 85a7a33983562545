import type { Db } from './db';
import { STATE_TABLES } from './db';
import type { Banner, FieldRule, RegisterSettings, SystemStatus } from '../src/api/models';
import { defaultModFlags, defaultRegisterRules } from './fixtures/settings';
import { buildCatalogue } from './fixtures/games';
import { seedAccounts } from './fixtures/accounts';
import type { MerchantRegistry } from './merchants';
import { hashPassword } from './passwords';
import { seedPointsEntries } from './fixtures/platform';
import { clearAgentTables, seedTeam } from './agent';

/**
 * Per-merchant state: the QA overrides (status, flags, register rules, banners,
 * hidden vendors) stored as JSON in merchant_state and merged over the fixture
 * defaults. Reads are cached in memory (every request reads the status) and the
 * cache is dropped on each write; `version` lets response caches notice a change.
 */
interface Overrides {
  status: SystemStatus;
  flags: Record<string, boolean>;
  rules: Record<string, Partial<FieldRule>>;
  banners: Record<string, Banner[]>;
  hiddenVendors: Record<string, boolean>;
}

type OverrideKey = keyof Overrides;
const columns: Record<OverrideKey, string> = { status: 'status', flags: 'flags', rules: 'rules', banners: 'banners', hiddenVendors: 'hidden_vendors' };

export class MerchantState {
  private cache = new Map<string, Overrides>();
  /** Bumped on every write; part of the game-list cache key. */
  version = 0;

  constructor(private readonly db: Db) {}

  private read(merchant: string): Overrides {
    let o = this.cache.get(merchant);
    if (!o) {
      const row = this.db.prepare('SELECT status, flags, rules, banners, hidden_vendors FROM merchant_state WHERE merchant = ?').get(merchant) as
        Record<string, string> | undefined;
      o = {
        status: row ? JSON.parse(row.status!) : { status: 0 },
        flags: row ? JSON.parse(row.flags!) : {},
        rules: row ? JSON.parse(row.rules!) : {},
        banners: row ? JSON.parse(row.banners!) : {},
        hiddenVendors: row ? JSON.parse(row.hidden_vendors!) : {},
      };
      this.cache.set(merchant, o);
    }
    return o;
  }

  /** Replace (status) or merge (the maps) one override, in one statement. */
  write<K extends OverrideKey>(merchant: string, key: K, value: Overrides[K], merge: boolean): void {
    const current = this.read(merchant)[key];
    const next = merge ? { ...current, ...value } : value;
    this.db.prepare('INSERT INTO merchant_state (merchant) VALUES (?) ON CONFLICT (merchant) DO NOTHING').run(merchant);
    this.db.prepare(`UPDATE merchant_state SET ${columns[key]} = ? WHERE merchant = ?`).run(JSON.stringify(next), merchant);
    this.cache.delete(merchant);
    this.version++;
  }

  clear(): void {
    this.cache.clear();
    this.version++;
  }

  status(merchant: string): SystemStatus {
    return this.read(merchant).status;
  }

  flags(merchant: string): Record<string, boolean> {
    return { ...defaultModFlags, ...this.read(merchant).flags };
  }

  flag(merchant: string, modId: string): boolean {
    return this.read(merchant).flags[modId] ?? defaultModFlags[modId] ?? false;
  }

  rules(merchant: string): RegisterSettings {
    const overrides = this.read(merchant).rules;
    const out: RegisterSettings = {};
    for (const [field, rule] of Object.entries(defaultRegisterRules)) out[field] = { ...rule, ...overrides[field] };
    // The captcha field follows CAPTCHA3 unless QA set its rule explicitly.
    if (!overrides.captcha && this.flag(merchant, 'CAPTCHA3')) out.captcha = { ...out.captcha!, enabled: true, required: true };
    return out;
  }

  /** QA's banners of a group, if it set any (else the merchant's own, fixtures/merchant-content.ts). */
  bannerOverride(merchant: string, group: string): Banner[] | undefined {
    return this.read(merchant).banners[group];
  }

  hiddenVendors(merchant: string): string[] {
    return Object.entries(this.read(merchant).hiddenVendors)
      .filter(([, visible]) => visible === false)
      .map(([v]) => v);
  }
}

/** First start: write the game catalogue (fixtures never change afterwards). */
export function seedCatalogue(db: Db): void {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'catalogue'").get() as { value: string } | undefined;
  if (seeded) return;
  const { games, vendors } = buildCatalogue();
  const insertGame = db.prepare(`INSERT INTO games VALUES (@node_id, @game_id, @vassalage, @game_type, @game_name, @code, @account_type_name,
    @small_icon, @is_game, @is_hot, @min_bet, @game_classify, @default_play_type, @game_code, @parent_node_id, @sort)`);
  const insertVendor = db.prepare('INSERT INTO vendors VALUES (@category, @vassalage, @name, @is_hot, @sort, @node_id, @game_id, @account_type_name)');
  db.transaction(() => {
    for (const g of games) insertGame.run(g);
    for (const v of vendors) insertVendor.run(v);
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogue', ?)").run(String(games.length));
  })();
}

/** The points history that explains a seeded account's points (fixtures/platform.ts). */
function seedPointsHistory(db: Db, memberId: number, points: number): void {
  const insert = db.prepare("INSERT INTO points_ledger (member_id, type, points, balance_after, remark, created_at) VALUES (?, 'EARN', ?, ?, ?, ?)");
  let balance = 0;
  for (const e of seedPointsEntries(points)) {
    balance += e.points;
    insert.run(memberId, e.points, balance, e.remark, e.at);
  }
}

/** Empty the state tables and seed the accounts of every merchant, atomically. */
export function seedState(db: Db, merchants: MerchantRegistry): void {
  const insert = db.prepare(`INSERT INTO members (merchant, account, nickname, password_hash, type, mobile, dialing_code, email, affiliate_code,
    balance, points, password_expired, first_login, created_at, profile) VALUES (@merchant, @account, @nickname, @hash, @type, @mobile, @dialingCode, @email,
    @affiliateCode, @balance, @points, @expired, 0, @now, @profile)`);
  const hashes = new Map(seedAccounts.map((a) => [a.account, hashPassword(a.password)]));
  db.transaction(() => {
    for (const t of STATE_TABLES) db.exec(`DELETE FROM ${t}`);
    clearAgentTables(db);
    for (const m of merchants.list) {
      for (const a of seedAccounts) {
        const info = insert.run({
          merchant: m.merchantCode,
          account: a.account,
          nickname: a.nickname,
          hash: hashes.get(a.account),
          type: a.type,
          mobile: a.mobile ?? null,
          dialingCode: a.dialingCode ?? null,
          email: a.email ?? null,
          affiliateCode: a.affiliateCode ?? null,
          balance: a.balance,
          points: a.points,
          expired: a.passwordExpired ? 1 : 0,
          now: Date.now(),
          profile: JSON.stringify(a.payeeName ? { payeeName: a.payeeName } : {}),
        });
        seedPointsHistory(db, Number(info.lastInsertRowid), a.points);
      }
      seedTeam(db, m.merchantCode);
    }
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(merchants.list.map((m) => m.merchantCode).join(','));
  })();
}

/** Merchants added to brands/ since the last start get their seed accounts too (without wiping anyone else). */
export function seedNewMerchants(db: Db, merchants: MerchantRegistry): void {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get() as { value: string } | undefined;
  if (!row) return seedState(db, merchants);
  const known = new Set(row.value.split(','));
  const missing = merchants.list.filter((m) => !known.has(m.merchantCode));
  if (!missing.length) return;
  const insert = db.prepare(`INSERT OR IGNORE INTO members (merchant, account, nickname, password_hash, type, mobile, dialing_code, email,
    affiliate_code, balance, points, password_expired, first_login, created_at, profile) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`);
  db.transaction(() => {
    for (const m of missing) {
      for (const a of seedAccounts) {
        const info = insert.run(
          m.merchantCode,
          a.account,
          a.nickname,
          hashPassword(a.password),
          a.type,
          a.mobile ?? null,
          a.dialingCode ?? null,
          a.email ?? null,
          a.affiliateCode ?? null,
          a.balance,
          a.points,
          a.passwordExpired ? 1 : 0,
          Date.now(),
          JSON.stringify(a.payeeName ? { payeeName: a.payeeName } : {}),
        );
        if (info.changes) seedPointsHistory(db, Number(info.lastInsertRowid), a.points);
      }
      seedTeam(db, m.merchantCode);
    }
    db.prepare("UPDATE meta SET value = ? WHERE key = 'seeded'").run(merchants.list.map((m) => m.merchantCode).join(','));
  })();
}
