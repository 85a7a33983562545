import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from './context';
import type { MemberRow } from './store';
import { refuse } from './envelope';
import { toDecimal } from './ledger';
import { clock } from './wallet';
import { formatTime } from './time';
import {
  LIMIT_PERIODS,
  blockEnd,
  limitEffectiveAt,
  limitWindowStart,
  resolveProtection,
  type LimitKind,
  type LimitPeriod,
  type ProtectionProfile,
  type ProtectionRules,
  type ProtectionSetting,
} from '../src/brand/player-protection';

/**
 * Player protection (issue 28): the platform enforces, the portal explains.
 *
 * - Rules: the merchant's brand manifest `playerProtection` resolved by
 *   src/brand/player-protection.ts (the same functions the build checks with).
 * - Now: the merchant's clock (wallet.ts `clock`, moved by the QA switch), for
 *   every date here: limits' effective times, windows, blocks, sessions.
 * - Limits: one row per change in `protection_limits` with the time it takes
 *   effect; the value in force is the latest row effective by now, later rows
 *   are pending. A decrease applies at once and drops what was pending.
 * - Blocks (time-out, self-exclusion) are kept by merchant + account, so an
 *   exclusion covering the operator's other brands also stops accounts of the
 *   same name there; every session of those accounts ends at once.
 */
type Sb = Pick<Sandbox, 'db' | 'merchants' | 'brandsDir'>;

export interface LimitRow {
  id: number;
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  amount_minor: number | null;
  effective_at: number;
  created_at: number;
}
export interface BlockRow {
  merchant: string;
  account: string;
  kind: 'timeOut' | 'selfExclusion';
  started_at: number;
  ends_at: number | null;
  all_brands: number;
}

const settings = new Map<string, { rules: ProtectionRules; operator: string | null }>();
function settingOf(sb: Sb, merchant: string): { rules: ProtectionRules; operator: string | null } {
  const key = `${sb.brandsDir}|${merchant}`;
  let s = settings.get(key);
  if (!s) {
    const info = sb.merchants.get(merchant);
    const file = info ? join(sb.brandsDir, info.brandId, 'brand.json') : '';
    const brand = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { playerProtection?: ProtectionSetting }) : {};
    s = { rules: resolveProtection(brand.playerProtection), operator: brand.playerProtection?.operator ?? null };
    settings.set(key, s);
  }
  return s;
}

/** The merchant's rules: its manifest's profile, or the profile a QA switch runs it under (`runUnderProfile`). */
export function rulesOf(sb: Sb, merchant: string): ProtectionRules {
  const qa = sb.db.prepare('SELECT profile FROM protection_profiles WHERE merchant = ?').get(merchant) as { profile: ProtectionProfile } | undefined;
  return qa ? resolveProtection({ profile: qa.profile }) : settingOf(sb, merchant).rules;
}

/** QA: run the merchant under another jurisdiction profile (no overrides) until the next reset. */
export function runUnderProfile(sb: Sb, merchant: string, profile: ProtectionProfile): void {
  sb.db
    .prepare('INSERT INTO protection_profiles (merchant, profile) VALUES (?, ?) ON CONFLICT (merchant) DO UPDATE SET profile = excluded.profile')
    .run(merchant, profile);
}

/** The merchants sharing this one's operator (itself included). */
export function operatorMerchants(sb: Sb, merchant: string): string[] {
  const op = settingOf(sb, merchant).operator;
  if (!op) return [merchant];
  return sb.merchants.list.map((m) => m.merchantCode).filter((code) => code === merchant || settingOf(sb, code).operator === op);
}

// --- limits ------------------------------------------------------------------

const limitRows = (sb: Sb, memberId: number) =>
  sb.db.prepare('SELECT * FROM protection_limits WHERE member_id = ? ORDER BY effective_at, id').all(memberId) as LimitRow[];

export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now (null: none). */
  amount: bigint | null;
  pending: { amount: bigint | null; effectiveAt: number } | null;
}

export function limitsOf(sb: Sb, memberId: number, now: number): LimitState[] {
  const rows = limitRows(sb, memberId);
  const out: LimitState[] = [];
  for (const kind of ['deposit', 'loss'] as LimitKind[])
    for (const period of LIMIT_PERIODS) {
      const mine = rows.filter((r) => r.kind === kind && r.period === period);
      const inForce = mine.filter((r) => r.effective_at <= now).at(-1);
      const next = mine.filter((r) => r.effective_at > now).at(-1);
      const amount = inForce?.amount_minor == null ? null : BigInt(inForce.amount_minor);
      out.push({
        kind,
        period,
        amount,
        pending: next ? { amount: next.amount_minor == null ? null : BigInt(next.amount_minor), effectiveAt: next.effective_at } : null,
      });
    }
  return out;
}

/**
 * Sets one limit: a decrease (or a first limit) applies now and cancels a pending change; an increase or a
 * removal is filed to take effect after the profile's delay. Setting what is already in force or already
 * pending changes nothing (the same request twice is one change).
 */
export function setLimit(sb: Sb, member: MemberRow, kind: LimitKind, period: LimitPeriod, amount: bigint | null): void {
  const rules = rulesOf(sb, member.merchant);
  if (!rules.limitKinds.includes(kind)) refuse('INVALID_FIELD', `The ${kind} limit is not offered here.`, 200, { field: 'kind' });
  const now = clock(sb, member.merchant);
  sb.db.transaction(() => {
    const current = limitsOf(sb, member.id, now).find((l) => l.kind === kind && l.period === period)!;
    if (current.pending && current.pending.amount === amount) return;
    if (!current.pending && current.amount === amount) return;
    const at = limitEffectiveAt(rules, period, current.amount, amount, now);
    // A new decision replaces whatever was still waiting.
    sb.db.prepare('DELETE FROM protection_limits WHERE member_id = ? AND kind = ? AND period = ? AND effective_at > ?').run(member.id, kind, period, now);
    sb.db
      .prepare('INSERT INTO protection_limits (member_id, kind, period, amount_minor, effective_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(member.id, kind, period, amount, at, now);
    sb.db
      .prepare("INSERT INTO protection_prompts (member_id, state) VALUES (?, 'answered') ON CONFLICT (member_id) DO UPDATE SET state = 'answered'")
      .run(member.id);
  })();
}

/** Deposits counted by a limit: orders not failed, made in the window (created_at is the merchant clock). */
export function depositedSince(sb: Sb, memberId: number, from: number): bigint {
  const v = sb.db
    .prepare("SELECT COALESCE(SUM(amount_minor), 0) FROM deposit_orders WHERE member_id = ? AND status != 'failed' AND created_at >= ?")
    .safeIntegers(true)
    .pluck()
    .get(memberId, from) as bigint;
  return v;
}

/** Net loss of the settled bets in the window (stakes minus payouts; a win makes it negative). */
export function lossSince(sb: Sb, memberId: number, from: number, to = Number.MAX_SAFE_INTEGER): bigint {
  return sb.db
    .prepare(
      "SELECT COALESCE(SUM(bet_minor - payout_minor), 0) FROM record_bets WHERE member_id = ? AND status = 'settled' AND settle_time >= ? AND settle_time < ?",
    )
    .safeIntegers(true)
    .pluck()
    .get(memberId, from, to) as bigint;
}

/** What a limit has used in its current window. */
export function usedOf(sb: Sb, rules: ProtectionRules, memberId: number, kind: LimitKind, period: LimitPeriod, now: number): bigint {
  const from = limitWindowStart(rules, period, now);
  return kind === 'deposit' ? depositedSince(sb, memberId, from) : lossSince(sb, memberId, from);
}

/**
 * Refuses a deposit the member's protection forbids: a block, a required limit not yet set, a deposit limit the
 * amount would pass (the lowest limit left decides), a loss limit reached. Call inside the transaction that writes
 * the order, with no await between, so two deposits at once cannot both pass.
 */
export function checkDeposit(sb: Sb, member: MemberRow, amount: bigint): void {
  assertNotBlocked(sb, member);
  const rules = rulesOf(sb, member.merchant);
  const now = clock(sb, member.merchant);
  const limits = limitsOf(sb, member.id, now);
  const deposit = limits.filter((l) => l.kind === 'deposit' && l.amount !== null);
  if (rules.limitRequired && deposit.length === 0) refuse('DEPOSIT_LIMIT_REQUIRED', 'Set a deposit limit before your first deposit.');
  let tightest: { period: LimitPeriod; limit: bigint; available: bigint } | null = null;
  for (const l of deposit) {
    const available = l.amount! - usedOf(sb, rules, member.id, 'deposit', l.period, now);
    if (!tightest || available < tightest.available) tightest = { period: l.period, limit: l.amount!, available };
  }
  if (tightest && amount > tightest.available) {
    const available = tightest.available < 0n ? 0n : tightest.available;
    refuse('DEPOSIT_LIMIT_EXCEEDED', `This deposit would pass your ${tightest.period} deposit limit.`, 200, {
      field: 'amount',
      period: tightest.period,
      limit: toDecimal(tightest.limit),
      available: toDecimal(available),
    });
  }
  for (const l of limits.filter((x) => x.kind === 'loss' && x.amount !== null)) {
    if (usedOf(sb, rules, member.id, 'loss', l.period, now) >= l.amount!)
      refuse('LOSS_LIMIT_REACHED', `Your ${l.period} loss limit is reached.`, 200, { period: l.period, limit: toDecimal(l.amount!) });
  }
}

// --- blocks: time-out and self-exclusion -------------------------------------

export function activeBlock(sb: Sb, merchant: string, account: string): BlockRow | undefined {
  const now = clock(sb, merchant);
  return sb.db
    .prepare(
      `SELECT * FROM protection_blocks WHERE merchant = ? AND account = ? COLLATE NOCASE AND started_at <= ? AND (ends_at IS NULL OR ends_at > ?)
      ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1`,
    )
    .get(merchant, account, now, now) as BlockRow | undefined;
}

/** SELF_EXCLUDED or TIMED_OUT with the end date (null: permanent), for login and deposits. */
export function assertNotBlocked(sb: Sb, member: Pick<MemberRow, 'merchant' | 'account'>): void {
  const b = activeBlock(sb, member.merchant, member.account);
  if (!b) return;
  const until = b.ends_at === null ? null : formatTime(b.ends_at);
  if (b.kind === 'selfExclusion')
    refuse('SELF_EXCLUDED', until ? `You excluded yourself until ${until}.` : 'You excluded yourself with no end date.', 200, { until });
  refuse('TIMED_OUT', `You are taking a break until ${until}.`, 200, { until });
}

/**
 * Starts a time-out (days) or self-exclusion (months, null = permanent) and ends every session of the account at
 * once; with allBrands (where the profile asks), the same on every brand of the operator. Answers the end time.
 */
export function startBlock(
  sb: Sb,
  member: MemberRow,
  kind: 'timeOut' | 'selfExclusion',
  length: number | null,
  allBrands: boolean,
): { until: number | null; merchants: string[] } {
  const rules = rulesOf(sb, member.merchant);
  if (kind === 'timeOut' && (length === null || !rules.timeOutDays.includes(length)))
    refuse('INVALID_FIELD', `Choose a break of ${rules.timeOutDays.join(', ')} days.`, 200, { field: 'length' });
  if (kind === 'selfExclusion' && !(length === null ? rules.permanentExclusion : rules.selfExclusionMonths.includes(length)))
    refuse('INVALID_FIELD', `Choose a self-exclusion of ${rules.selfExclusionMonths.join(', ')} months.`, 200, { field: 'length' });
  const now = clock(sb, member.merchant);
  const until = blockEnd(now, kind === 'timeOut' ? 'days' : 'months', length);
  const merchants = allBrands && rules.askAllBrands ? operatorMerchants(sb, member.merchant) : [member.merchant];
  sb.db.transaction(() => {
    const insert = sb.db.prepare(
      'INSERT INTO protection_blocks (merchant, account, kind, started_at, ends_at, all_brands, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const revoke = sb.db.prepare('DELETE FROM tokens WHERE member_id IN (SELECT id FROM members WHERE merchant = ? AND account = ? COLLATE NOCASE)');
    for (const m of merchants) {
      insert.run(m, member.account, kind, now, until, merchants.length > 1 ? 1 : 0, now);
      revoke.run(m, member.account);
    }
  })();
  return { until, merchants };
}

// --- prompt, session, statement ----------------------------------------------

/** Registration marks the prompt due where the profile asks for a limit at registration. */
export function markRegistered(sb: Sb, member: Pick<MemberRow, 'id' | 'merchant'>): void {
  if (rulesOf(sb, member.merchant).limitPrompt !== 'registration') return;
  sb.db.prepare("INSERT OR IGNORE INTO protection_prompts (member_id, state) VALUES (?, 'due')").run(member.id);
}

export function answerPrompt(sb: Sb, memberId: number): void {
  sb.db
    .prepare("INSERT INTO protection_prompts (member_id, state) VALUES (?, 'answered') ON CONFLICT (member_id) DO UPDATE SET state = 'answered'")
    .run(memberId);
}

/** Is the limit prompt due: after registration (registration profiles), before the first deposit (firstDeposit profiles)? */
export function promptDue(sb: Sb, member: MemberRow): boolean {
  const rules = rulesOf(sb, member.merchant);
  const state = sb.db.prepare('SELECT state FROM protection_prompts WHERE member_id = ?').pluck().get(member.id) as string | undefined;
  if (state === 'answered') return false;
  if (rules.limitPrompt === 'registration') return state === 'due' || (rules.limitRequired && !hasDepositLimit(sb, member));
  if (rules.limitPrompt === 'firstDeposit')
    return (sb.db.prepare('SELECT COUNT(*) FROM deposit_orders WHERE member_id = ?').pluck().get(member.id) as number) === 0;
  return false;
}

const hasDepositLimit = (sb: Sb, member: MemberRow) =>
  limitsOf(sb, member.id, clock(sb, member.merchant)).some((l) => l.kind === 'deposit' && (l.amount !== null || l.pending !== null));

/** Login: a block refuses; a session starts on the merchant clock (reality checks count from here). */
export function assertMayLogIn(sb: Sb, member: MemberRow): void {
  assertNotBlocked(sb, member);
}

export function startSession(sb: Sb, token: string, member: MemberRow): void {
  sb.db.prepare('INSERT OR REPLACE INTO protection_sessions (token, member_id, started_at) VALUES (?, ?, ?)').run(token, member.id, clock(sb, member.merchant));
}

/** Time played and net result of this session (settled bets since it started). */
export function sessionOf(sb: Sb, token: string, member: MemberRow): { startedAt: number; now: number; stake: bigint; payout: bigint } {
  const now = clock(sb, member.merchant);
  let startedAt = sb.db.prepare('SELECT started_at FROM protection_sessions WHERE token = ?').pluck().get(token) as number | undefined;
  if (startedAt === undefined) {
    startSession(sb, token, member);
    startedAt = now;
  }
  const row = sb.db
    .prepare(
      "SELECT COALESCE(SUM(bet_minor), 0) AS stake, COALESCE(SUM(payout_minor), 0) AS payout FROM record_bets WHERE member_id = ? AND status = 'settled' AND settle_time >= ?",
    )
    .safeIntegers(true)
    .get(member.id, startedAt) as { stake: bigint; payout: bigint };
  return { startedAt, now, ...row };
}

export interface StatementMonth {
  month: string;
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  payouts: bigint;
}

/** The last `months` calendar months (UTC, this one included), oldest first: money in, money out, stakes, payouts. */
export function statementOf(sb: Sb, member: MemberRow, months: number): { from: number; to: number; rows: StatementMonth[] } {
  const now = clock(sb, member.merchant);
  const d = new Date(now);
  const rows: StatementMonth[] = [];
  const sum = (sql: string, from: number, to: number) => sb.db.prepare(sql).safeIntegers(true).pluck().get(member.id, from, to) as bigint;
  for (let i = months - 1; i >= 0; i--) {
    const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1);
    const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i + 1, 1);
    const bets = sb.db
      .prepare(
        "SELECT COALESCE(SUM(bet_minor), 0) AS s, COALESCE(SUM(payout_minor), 0) AS p FROM record_bets WHERE member_id = ? AND status = 'settled' AND settle_time >= ? AND settle_time < ?",
      )
      .safeIntegers(true)
      .get(member.id, from, to) as { s: bigint; p: bigint };
    rows.push({
      month: formatTime(from).slice(0, 7),
      deposits: sum(
        "SELECT COALESCE(SUM(amount_minor), 0) FROM deposit_orders WHERE member_id = ? AND status = 'credited' AND created_at >= ? AND created_at < ?",
        from,
        to,
      ),
      withdrawals: sum(
        "SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals WHERE member_id = ? AND status != 'rejected' AND created_at >= ? AND created_at < ?",
        from,
        to,
      ),
      stakes: bets.s,
      payouts: bets.p,
    });
  }
  return { from: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months + 1, 1), to: now, rows };
}
