import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { realMemberOf } from '../context';
import type { ProtectionState } from '../../src/api/types.generated';
import { PROTECTION_PROFILES, type LimitKind, type LimitPeriod, type ProtectionProfile } from '../../src/brand/player-protection';
import { refuse } from '../envelope';
import { idempotentRoute, route } from '../route';
import { toDecimal, toMinor } from '../ledger';
import { recordStore } from '../records';
import { formatTime } from '../time';
import { advanceClock, amountOf, clock, currencyOf } from '../wallet';
import { answerPrompt, limitsOf, promptDue, rulesOf, runUnderProfile, sessionOf, setLimit, startBlock, statementOf, usedOf } from '../protection';

/**
 * Player protection calls (issue 28, sandbox/protection.ts): the member's
 * limits and rules, limit changes, time-out and self-exclusion, the limit
 * prompt, this session's reality check and the activity statement. QA
 * switches: move the merchant clock by hours, run a merchant under another
 * profile, add a settled bet.
 */
function stateOf(ctx: Ctx): ProtectionState {
  const m = realMemberOf(ctx);
  const merchant = ctx.merchant.merchantCode;
  const rules = rulesOf(ctx.sb, merchant);
  const now = clock(ctx.sb, merchant);
  const dec = (v: bigint | null) => (v === null ? null : toDecimal(v));
  const { profile, ...rest } = rules;
  return {
    profile,
    currency: currencyOf(ctx.sb, merchant),
    rules: rest,
    limits: limitsOf(ctx.sb, m.id, now)
      .filter((l) => rules.limitKinds.includes(l.kind))
      .map((l) => ({
        kind: l.kind,
        period: l.period,
        amount: dec(l.amount),
        used: toDecimal(usedOf(ctx.sb, rules, m.id, l.kind, l.period, now)),
        pending: l.pending ? { amount: dec(l.pending.amount), effectiveTime: formatTime(l.pending.effectiveAt) } : null,
      })),
    promptDue: promptDue(ctx.sb, m),
    serverTime: formatTime(now),
  };
}

export function protectionRoutes(app: FastifyInstance, sb: Sandbox): void {
  // The loss limit reads the settled bets of the records' tables.
  recordStore(sb.db);

  route(app, sb, 'protection', stateOf);

  idempotentRoute(app, sb, 'protectionLimitSet', (ctx) => {
    const m = realMemberOf(ctx);
    const amount = ctx.body.amount === null ? null : amountOf(ctx.body.amount);
    setLimit(ctx.sb, m, ctx.body.kind as LimitKind, ctx.body.period as LimitPeriod, amount);
    return stateOf(ctx);
  });

  idempotentRoute(app, sb, 'protectionBlock', (ctx) => {
    const m = realMemberOf(ctx);
    const kind = ctx.body.kind as 'timeOut' | 'selfExclusion';
    const length = typeof ctx.body.length === 'number' ? ctx.body.length : null;
    const { until, merchants } = startBlock(ctx.sb, m, kind, length, ctx.body.allBrands === true);
    return { kind, until: until === null ? null : formatTime(until), brands: merchants.map((code) => ctx.sb.merchants.get(code)?.brandId ?? code) };
  });

  route(app, sb, 'protectionPrompt', (ctx) => {
    const m = realMemberOf(ctx);
    if (rulesOf(ctx.sb, m.merchant).limitRequired) refuse('DEPOSIT_LIMIT_REQUIRED', 'Set a deposit limit: it is required here.');
    answerPrompt(ctx.sb, m.id);
    return stateOf(ctx);
  });

  route(app, sb, 'realityCheck', (ctx) => {
    const m = realMemberOf(ctx);
    const s = sessionOf(ctx.sb, ctx.token!, m);
    return {
      startedTime: formatTime(s.startedAt),
      elapsedSeconds: Math.max(0, Math.floor((s.now - s.startedAt) / 1000)),
      stake: toDecimal(s.stake),
      payout: toDecimal(s.payout),
      net: toDecimal(s.payout - s.stake),
      realityCheckMinutes: rulesOf(ctx.sb, m.merchant).realityCheckMinutes,
      currency: currencyOf(ctx.sb, m.merchant),
    };
  });

  route(app, sb, 'activityStatement', (ctx) => {
    const m = realMemberOf(ctx);
    const st = statementOf(ctx.sb, m, rulesOf(ctx.sb, m.merchant).statementMonths);
    return {
      fromTime: formatTime(st.from),
      toTime: formatTime(st.to),
      currency: currencyOf(ctx.sb, m.merchant),
      months: st.rows.map((r) => ({
        month: r.month,
        deposits: toDecimal(r.deposits),
        withdrawals: toDecimal(r.withdrawals),
        stakes: toDecimal(r.stakes),
        payouts: toDecimal(r.payouts),
        net: toDecimal(r.payouts - r.stakes),
      })),
    };
  });
}

const bad = (reply: FastifyReply, error: string, status = 400) => reply.code(status).send({ ok: false, error });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** QA switches (plain JSON, sandbox/README.md). */
export function protectionQaRoutes(app: FastifyInstance, sb: Sandbox): void {
  /** {"hours": n}: moves the merchant's clock (the same one the wallet reads) forward; answers the new time. */
  app.post<{ Params: { code: string } }>('/__sandbox/protection/merchants/:code/clock', async (req, reply) => {
    if (!sb.merchants.get(req.params.code)) return bad(reply, `unknown merchant ${req.params.code}`, 404);
    const hours = isObject(req.body) ? req.body.hours : undefined;
    if (typeof hours !== 'number' || !(hours > 0)) return bad(reply, 'body must be {"hours": n > 0}');
    advanceClock(sb, req.params.code, hours * 60);
    return { ok: true, now: formatTime(clock(sb, req.params.code)) };
  });

  /** {"profile": "denmark"}: runs the merchant under that jurisdiction profile (no overrides) until a reset. */
  app.post<{ Params: { code: string } }>('/__sandbox/protection/merchants/:code/profile', async (req, reply) => {
    if (!sb.merchants.get(req.params.code)) return bad(reply, `unknown merchant ${req.params.code}`, 404);
    const profile = isObject(req.body) ? req.body.profile : undefined;
    if (!PROTECTION_PROFILES.includes(profile as ProtectionProfile)) return bad(reply, `body must be {"profile": one of ${PROTECTION_PROFILES.join(', ')}}`);
    runUnderProfile(sb, req.params.code, profile as ProtectionProfile);
    return { ok: true, profile };
  });

  /** {"merchant", "account", "stake", "payout"}: a bet settled now (merchant clock), decimal strings. */
  app.post('/__sandbox/protection/bets', async (req, reply) => {
    const b = isObject(req.body) ? req.body : {};
    const m = typeof b.merchant === 'string' && typeof b.account === 'string' ? sb.store.memberByAccount(b.merchant, b.account) : undefined;
    if (!m) return bad(reply, 'body must name a known {"merchant", "account"}');
    const stake = toMinor(typeof b.stake === 'string' ? b.stake : '');
    const payout = toMinor(typeof b.payout === 'string' ? b.payout : '0');
    if (stake === null || payout === null) return bad(reply, 'stake and payout are decimal strings');
    recordStore(sb.db);
    const now = clock(sb, m.merchant);
    sb.db
      .prepare(
        `INSERT INTO record_bets (member_id, bet_no, category, vendor, game_name, bet_time, settle_time, bet_minor, valid_minor, payout_minor, status, detail)
        VALUES (?, ?, 'RNG', 'QA', 'QA bet', ?, ?, ?, ?, ?, 'settled', '')`,
      )
      .run(m.id, `QA${now}${Math.floor(Math.random() * 1e6)}`, now, now, stake, stake, payout);
    return { ok: true };
  });
}
