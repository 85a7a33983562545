import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf } from '../context';
import { disabled, refuse } from '../envelope';
import { idempotentRoute, route } from '../route';
import { int, str } from '../params';
import { enforceRules } from '../rules';
import { createRegisteredMember, refuseTakenAccount } from '../registration';
import { formatTime } from '../time';
import { agentStore, CONTRACT_KIND_FLAGS, type ContractRow, type TeamMember } from '../agent';
import { memberTotals, periodOf, periodRange, REPORT_PERIODS, settlements, teamBets, teamTotals, type ReportPeriod, type Settlement } from '../agent-reports';
import { balanceOf, move, toDecimal, toMinor } from '../ledger';
import { checkPaymentPassword } from '../payment-password';
import { AGENT_TYPES } from '../fixtures/platform';
import type { ContractKind, PeriodType } from '../fixtures/team';
import type { MemberRow } from '../store';

/**
 * The agent centre's calls (§2 agent centre, §3/§4 contracts, §6 agent rules,
 * §9 salary): team reports, downline registration and management, contracts
 * (accept, reject, terminate; new-contract and termination requests), salary
 * and dividend settlements, and transfers to a downline or the upline.
 * Every call: account types 1, 2, 41, 42 only (AGENT_ONLY otherwise, trial
 * accounts included). Money: decimal strings in JSON, minor units inside.
 * Contract in sandbox/README.md ("Agent centre").
 */
const KIND_FLAGS = CONTRACT_KIND_FLAGS;
const KINDS = Object.keys(KIND_FLAGS) as ContractKind[];
const PERIOD_TYPES: readonly PeriodType[] = ['D', 'W', 'H', 'M'];
/** Per-transfer limits (minor units). */
export const AGENT_TRANSFER_MIN = 1_000n;
export const AGENT_TRANSFER_MAX = 5_000_000n;
const RATE_MAX_BP = 10_000;

const dec = (minor: number | bigint) => toDecimal(BigInt(minor));
const rate = (bp: number) => dec(bp);
const merchantOf = (ctx: Ctx) => ctx.merchant.merchantCode;

function agentOf(ctx: Ctx): MemberRow {
  const m = memberOf(ctx);
  if (!AGENT_TYPES.includes(m.type)) refuse('AGENT_ONLY', 'This function is only available to agent accounts.');
  // AGENTCENTRE3 off closes the agent side itself, not only the portal's menu entry.
  if (!ctx.sb.state.flag(merchantOf(ctx), 'AGENTCENTRE3')) disabled('The agent centre');
  return m;
}

function kindOf(ctx: Ctx, raw: unknown, field = 'kind'): ContractKind {
  const kind = str(raw).toUpperCase() as ContractKind;
  if (!KINDS.includes(kind)) refuse('INVALID_FIELD', `kind must be one of ${KINDS.join(', ')}.`, 200, { field });
  if (!ctx.sb.state.flag(merchantOf(ctx), KIND_FLAGS[kind])) disabled(kind === 'DIVIDEND' ? 'Dividend contracts' : `${kind.toLowerCase()} salary`);
  return kind;
}

const periodParam = (ctx: Ctx): ReportPeriod => (REPORT_PERIODS.includes(ctx.query.period as ReportPeriod) ? (ctx.query.period as ReportPeriod) : 'today');

/** Page `pageNo` (1-based) of size `pageSize` (default 20, max 100). */
function paged<T>(items: T[], ctx: Ctx) {
  const pageSize = int(ctx.query.pageSize, 20, 100);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const pageNo = Math.min(int(ctx.query.pageNo, 1, 100_000), totalPages);
  return { list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: items.length, totalPages, pageNo };
}

/** "+12.5" → minor units within the limits, else INVALID_AMOUNT with the limits. */
function amountOf(raw: unknown): bigint {
  const text = typeof raw === 'number' ? String(raw) : str(raw);
  const minor = toMinor(text);
  if (minor === null || minor < AGENT_TRANSFER_MIN || minor > AGENT_TRANSFER_MAX) {
    refuse('INVALID_AMOUNT', `The amount must be ${dec(AGENT_TRANSFER_MIN)} to ${dec(AGENT_TRANSFER_MAX)}, with at most 2 decimals.`, 200, {
      field: 'amount',
      min: dec(AGENT_TRANSFER_MIN),
      max: dec(AGENT_TRANSFER_MAX),
    });
  }
  return minor!;
}

const decimalTerm = (raw: unknown, field: string): number => {
  const minor = toMinor(typeof raw === 'number' ? String(raw) : str(raw) || '0');
  if (minor === null || minor > 1_000_000_000_000n) refuse('INVALID_FIELD', `${field} must be a non-negative amount with at most 2 decimals.`, 200, { field });
  return Number(minor);
};

export function agentRoutes(app: FastifyInstance, sb: Sandbox): void {
  const store = agentStore(sb);
  const accountOf = (id: number | null) => (id === null ? null : (store.member(id)?.account ?? null));
  const teamOf = (agent: MemberRow) => store.team(agent.id);

  const contractJson = (c: ContractRow, extra: { periodProfitLoss?: string | null; wouldTerminate?: { account: string; rate: string }[] } = {}) => {
    const m = store.member(c.member_id)!;
    return {
      id: c.id,
      kind: c.kind,
      account: m.account,
      nickname: m.nickname,
      upline: accountOf(c.upline_id),
      rate: rate(c.rate_bp),
      periodType: c.period_type,
      periodValidBet: dec(c.period_valid_bet),
      periodProfitLoss: extra.periodProfitLoss ?? null,
      activeMembers: c.active_members,
      betAmount: dec(c.bet_amount),
      betAmountPer: c.kind === 'HOURLY' ? ('H' as const) : c.kind === 'REALTIME' ? ('5M' as const) : ('D' as const),
      status: c.status,
      endReason: c.end_reason,
      createdTime: formatTime(c.created_at),
      updatedTime: formatTime(c.updated_at),
      wouldTerminate: extra.wouldTerminate ?? [],
    };
  };
  const terminatedJson = (list: ContractRow[]) => list.map((d) => ({ account: store.member(d.member_id)!.account, rate: rate(d.rate_bp) }));

  /** The running period's team profit and loss of the contracted agent (dividend terms). */
  const currentPl = (ctx: Ctx, c: ContractRow, team: TeamMember[]) => {
    const [from, to] = periodOf(c.period_type, Date.now());
    return dec(teamTotals(merchantOf(ctx), team, from, Math.min(to, Date.now() + 1)).profitLoss);
  };

  const settlementJson = (s: Settlement) => ({
    periodStart: formatTime(s.periodStart),
    periodEnd: formatTime(s.periodEnd - 1000),
    validBet: dec(s.validBet),
    profitLoss: dec(s.profitLoss),
    activeMembers: s.activeMembers,
    rate: rate(s.rateBp),
    amount: dec(s.amount),
    status: s.status,
    payTime: formatTime(s.payTime),
  });

  // --- team -----------------------------------------------------------------
  route(app, sb, 'agentTeamOverview', (ctx) => {
    const agent = agentOf(ctx);
    const team = teamOf(agent);
    const period = periodParam(ctx);
    const [from, to] = periodRange(period, Date.now());
    const t = teamTotals(merchantOf(ctx), team, from, to);
    const levels = new Map<number, number>();
    for (const m of team) levels.set(m.level, (levels.get(m.level) ?? 0) + 1);
    return {
      period,
      from: formatTime(from),
      to: formatTime(to - 1000),
      teamSize: team.length,
      directMembers: team.filter((m) => m.level === 1).length,
      agents: team.filter((m) => AGENT_TYPES.includes(m.type)).length,
      levels: [...levels].map(([level, count]) => ({ level, count })),
      activeMembers: t.activeMembers,
      newMembers: t.newMembers,
      deposit: dec(t.deposit),
      withdrawal: dec(t.withdrawal),
      betAmount: dec(t.betAmount),
      validBet: dec(t.validBet),
      profitLoss: dec(t.profitLoss),
      balance: balanceOf(ctx.sb, agent.id),
      upline: accountOf(agent.upline_id),
      transferLimits: { min: dec(AGENT_TRANSFER_MIN), max: dec(AGENT_TRANSFER_MAX) },
    };
  });

  /** A downline as both the team list and the downline detail show it. */
  const downlineJson = (ctx: Ctx, m: TeamMember) => ({
    account: m.account,
    nickname: m.nickname,
    type: m.type,
    level: m.level,
    upline: accountOf(m.upline_id) ?? '',
    balance: balanceOf(ctx.sb, m.id),
    registerTime: formatTime(m.created_at),
  });

  route(app, sb, 'agentDownlines', (ctx) => {
    const agent = agentOf(ctx);
    const keyword = str(ctx.query.keyword).toLowerCase();
    const level = Number(ctx.query.level) || 0;
    const team = teamOf(agent).filter(
      (m) => (!keyword || m.account.toLowerCase().includes(keyword) || m.nickname.toLowerCase().includes(keyword)) && (!level || m.level === level),
    );
    // Newest registrations first: a downline just registered is on the first page.
    team.sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    const p = paged(team, ctx);
    return { ...p, list: p.list.map((m) => downlineJson(ctx, m)) };
  });

  const downlineOf = (agent: MemberRow, raw: unknown, field = 'account'): TeamMember => {
    const account = str(raw);
    const m = teamOf(agent).find((d) => d.account === account);
    if (!m) refuse('NOT_IN_TEAM', `"${account}" is not in your team.`, 200, { field });
    return m!;
  };

  route(app, sb, 'agentDownlineDetail', (ctx) => {
    const agent = agentOf(ctx);
    const m = downlineOf(agent, ctx.query.account);
    const [from, to] = periodRange('month', Date.now());
    const t = memberTotals(merchantOf(ctx), m, from, to);
    const own = store.contractsOf(m.id).filter((c) => c.upline_id === agent.id);
    return {
      ...downlineJson(ctx, m),
      teamSize: store.team(m.id).length,
      month: {
        deposit: dec(t.deposit),
        withdrawal: dec(t.withdrawal),
        betAmount: dec(t.betAmount),
        validBet: dec(t.validBet),
        profitLoss: dec(t.profitLoss),
        bets: t.bets,
      },
      contracts: own.map((c) => contractJson(c)),
    };
  });

  // Registration of a downline by its agent: the merchant's username rules (no captcha, no SMS: the agent is signed in).
  idempotentRoute(app, sb, 'agentRegisterDownline', (ctx) => {
    const agent = agentOf(ctx);
    const m = merchantOf(ctx);
    const { captcha: _captcha, affiliateCode: _affiliate, ...rules } = ctx.sb.state.rules(m);
    const payload = ctx.body;
    enforceRules(rules, payload, ['username', 'password']);
    if (str(payload.confirmPassword) !== str(payload.password))
      refuse('PASSWORD_MISMATCH', 'The two passwords are inconsistent.', 200, { field: 'confirmPassword' });
    const account = str(payload.username);
    const mobile = str(payload.mobileNum);
    refuseTakenAccount(ctx, m, account, mobile);
    const { member } = createRegisteredMember(ctx, m, payload, { uplineId: agent.id });
    return { account: member.account, upline: agent.account, level: 1, registerTime: formatTime(Date.now()) };
  });

  route(app, sb, 'agentTeamBets', (ctx) => {
    const agent = agentOf(ctx);
    let team = teamOf(agent);
    if (str(ctx.query.account)) team = [downlineOf(agent, ctx.query.account)];
    const [from, to] = periodRange(periodParam(ctx), Date.now());
    const bets = teamBets(merchantOf(ctx), team, from, to);
    const sum = bets.reduce((s, b) => ({ betAmount: s.betAmount + b.betAmount, validBet: s.validBet + b.validBet, profitLoss: s.profitLoss + b.profitLoss }), {
      betAmount: 0,
      validBet: 0,
      profitLoss: 0,
    });
    const p = paged(bets, ctx);
    return {
      ...p,
      list: p.list.map((b) => ({
        betId: b.betId,
        account: b.account,
        level: b.level,
        game: b.game,
        category: b.category,
        betAmount: dec(b.betAmount),
        validBet: dec(b.validBet),
        profitLoss: dec(b.profitLoss),
        betTime: formatTime(b.time),
      })),
      totals: { betAmount: dec(sum.betAmount), validBet: dec(sum.validBet), profitLoss: dec(sum.profitLoss) },
    };
  });

  route(app, sb, 'agentTeamProfit', (ctx) => {
    const agent = agentOf(ctx);
    const keyword = str(ctx.query.keyword).toLowerCase();
    const [from, to] = periodRange(periodParam(ctx), Date.now());
    const rows = teamOf(agent)
      .filter((m) => !keyword || m.account.toLowerCase().includes(keyword))
      .map((m) => ({ m, t: memberTotals(merchantOf(ctx), m, from, to) }))
      .filter(({ t }) => t.bets > 0 || t.deposit > 0 || t.withdrawal > 0)
      .sort((a, b) => b.t.validBet - a.t.validBet || (a.m.account < b.m.account ? -1 : 1));
    const sum = rows.reduce(
      (s, { t }) => ({
        deposit: s.deposit + t.deposit,
        withdrawal: s.withdrawal + t.withdrawal,
        betAmount: s.betAmount + t.betAmount,
        validBet: s.validBet + t.validBet,
        profitLoss: s.profitLoss + t.profitLoss,
      }),
      { deposit: 0, withdrawal: 0, betAmount: 0, validBet: 0, profitLoss: 0 },
    );
    const p = paged(rows, ctx);
    return {
      ...p,
      list: p.list.map(({ m, t }) => ({
        account: m.account,
        level: m.level,
        deposit: dec(t.deposit),
        withdrawal: dec(t.withdrawal),
        betAmount: dec(t.betAmount),
        validBet: dec(t.validBet),
        profitLoss: dec(t.profitLoss),
      })),
      totals: {
        deposit: dec(sum.deposit),
        withdrawal: dec(sum.withdrawal),
        betAmount: dec(sum.betAmount),
        validBet: dec(sum.validBet),
        profitLoss: dec(sum.profitLoss),
      },
    };
  });

  // --- contracts ------------------------------------------------------------
  const kindEnabled = (ctx: Ctx, kind: ContractKind) => ctx.sb.state.flag(merchantOf(ctx), KIND_FLAGS[kind]);

  route(app, sb, 'agentContracts', (ctx) => {
    const agent = agentOf(ctx);
    const only = str(ctx.query.kind) ? kindOf(ctx, ctx.query.kind) : null;
    const keep = (c: ContractRow) => (only ? c.kind === only : kindEnabled(ctx, c.kind));
    const team = teamOf(agent);
    const mine = store
      .contractsOf(agent.id)
      .filter(keep)
      .map((c) =>
        contractJson(c, {
          periodProfitLoss: currentPl(ctx, c, team),
          wouldTerminate: c.status === 'pending' ? terminatedJson(store.wouldTerminate(c)) : [],
        }),
      );
    return {
      mine,
      downlines: store
        .downlineContracts(agent.id)
        .filter(keep)
        .map((c) => contractJson(c)),
      history: store
        .endedContracts(agent.id)
        .filter(keep)
        .map((c) => contractJson(c)),
    };
  });

  /** The caller's own contract with this id (accept, reject, terminate act on one's own contracts). */
  const ownContract = (ctx: Ctx, agent: MemberRow): ContractRow => {
    const c = store.contract(Number(ctx.body.contractId));
    if (!c || c.member_id !== agent.id || c.merchant !== merchantOf(ctx)) refuse('CONTRACT_NOT_FOUND', 'No such contract.', 200, { field: 'contractId' });
    kindOf(ctx, c!.kind);
    return c!;
  };
  const stateRefusal = (c: ContractRow, want: string) =>
    refuse('CONTRACT_STATE', `This contract is ${c.status}; it must be ${want}.`, 200, { status: c.status });

  idempotentRoute(app, sb, 'agentContractAccept', (ctx) => {
    const agent = agentOf(ctx);
    const c = ownContract(ctx, agent);
    const now = Date.now();
    if (c.status === 'terminationRequested') {
      // Agreeing to the upline's termination request ends the contract.
      store.setStatus(c.id, 'terminated', 'terminationAgreed', now);
      return { contract: contractJson(store.contract(c.id)!), terminated: [] };
    }
    if (c.status !== 'pending') stateRefusal(c, 'pending or termination requested');
    const ended = store.accept(c, now);
    return { contract: contractJson(store.contract(c.id)!), terminated: terminatedJson(ended) };
  });

  idempotentRoute(app, sb, 'agentContractReject', (ctx) => {
    const agent = agentOf(ctx);
    const c = ownContract(ctx, agent);
    const now = Date.now();
    if (c.status === 'terminationRequested') store.setStatus(c.id, 'active', null, now);
    else if (c.status === 'pending') store.setStatus(c.id, 'rejected', 'rejected', now);
    else stateRefusal(c, 'pending or termination requested');
    return { contract: contractJson(store.contract(c.id)!), terminated: [] };
  });

  idempotentRoute(app, sb, 'agentContractTerminate', (ctx) => {
    const agent = agentOf(ctx);
    const c = ownContract(ctx, agent);
    if (c.status !== 'active' && c.status !== 'terminationRequested') stateRefusal(c, 'active');
    store.setStatus(c.id, 'terminated', 'terminatedByAgent', Date.now());
    return { contract: contractJson(store.contract(c.id)!), terminated: [] };
  });

  // A new contract for a direct downline agent: pending until the downline accepts.
  idempotentRoute(app, sb, 'agentContractRequest', (ctx) => {
    const agent = agentOf(ctx);
    const kind = kindOf(ctx, ctx.body.kind);
    const down = downlineOf(agent, ctx.body.account);
    if (down.level !== 1 || !AGENT_TYPES.includes(down.type))
      refuse('NOT_AN_AGENT', 'Contracts are made with direct downline agents.', 200, { field: 'account' });
    const rateMinor = toMinor(str(ctx.body.rate));
    const rateBp = rateMinor === null ? 0 : Number(rateMinor);
    if (rateBp <= 0 || rateBp > RATE_MAX_BP) refuse('INVALID_FIELD', 'The rate is a percentage above 0 and at most 100, 2 decimals.', 200, { field: 'rate' });
    const own = store.activeContract(agent.id, kind);
    // An upline gives at most its own rate (the platform, for a top agent without an upline contract, at most 100%).
    if (own && rateBp > own.rate_bp)
      refuse('RATE_ABOVE_UPLINE', `The rate cannot exceed your own (${rate(own.rate_bp)}%).`, 200, { field: 'rate', max: rate(own.rate_bp) });
    const periodType = (str(ctx.body.periodType).toUpperCase() || (kind === 'DIVIDEND' ? 'H' : 'D')) as PeriodType;
    if (!PERIOD_TYPES.includes(periodType)) refuse('INVALID_FIELD', 'periodType is D, W, H or M.', 200, { field: 'periodType' });
    const activeMembers = Number(ctx.body.activeMembers ?? 0);
    if (!Number.isInteger(activeMembers) || activeMembers < 0 || activeMembers > 10_000)
      refuse('INVALID_FIELD', 'activeMembers is a whole number from 0.', 200, { field: 'activeMembers' });
    const c = store.offer(
      {
        merchant: merchantOf(ctx),
        member_id: down.id,
        upline_id: agent.id,
        kind,
        rate_bp: rateBp,
        period_type: kind === 'DIVIDEND' ? periodType : 'D',
        period_valid_bet: decimalTerm(ctx.body.periodValidBet, 'periodValidBet'),
        active_members: activeMembers,
        bet_amount: decimalTerm(ctx.body.betAmount, 'betAmount'),
      },
      Date.now(),
    );
    return contractJson(c);
  });

  idempotentRoute(app, sb, 'agentTerminationRequest', (ctx) => {
    const agent = agentOf(ctx);
    const c = store.contract(Number(ctx.body.contractId));
    if (!c || c.upline_id !== agent.id || c.merchant !== merchantOf(ctx))
      refuse('CONTRACT_NOT_FOUND', 'No such contract of your downlines.', 200, { field: 'contractId' });
    kindOf(ctx, c!.kind);
    if (c!.status === 'pending') store.setStatus(c!.id, 'rejected', 'withdrawn', Date.now());
    else if (c!.status === 'active') store.setStatus(c!.id, 'terminationRequested', null, Date.now());
    else stateRefusal(c!, 'active or pending');
    return contractJson(store.contract(c!.id)!);
  });

  // --- salary and dividend settlements ---------------------------------------
  route(app, sb, 'agentSettlements', (ctx) => {
    const agent = agentOf(ctx);
    const kind = kindOf(ctx, ctx.query.kind);
    const contract = store.activeContract(agent.id, kind) ?? null;
    const team = teamOf(agent);
    const count = kind === 'DIVIDEND' ? 6 : kind === 'DAILY' ? 14 : 24;
    const all = settlements(merchantOf(ctx), agent.account, team, contract, kind, Date.now(), count + 1);
    const [current, ...history] = all;
    const p = paged(history, ctx);
    return { kind, contract: contract ? contractJson(contract) : null, current: settlementJson(current!), ...p, list: p.list.map(settlementJson) };
  });

  route(app, sb, 'agentIncome', (ctx) => {
    const agent = agentOf(ctx);
    const [from, to] = periodRange(ctx.query.period ? periodParam(ctx) : 'month', Date.now());
    const team = teamOf(agent);
    const rows: { time: number; kind: ContractKind; periodStart: number; periodEnd: number; amount: bigint; status: string }[] = [];
    for (const kind of KINDS) {
      if (!kindEnabled(ctx, kind)) continue;
      const contract = store.activeContract(agent.id, kind) ?? null;
      if (!contract) continue;
      const count = kind === 'DIVIDEND' ? 3 : kind === 'DAILY' ? 31 : 24;
      for (const s of settlements(merchantOf(ctx), agent.account, team, contract, kind, Date.now(), count)) {
        if ((s.status === 'paid' || s.status === 'pending') && s.amount > 0n && s.periodEnd > from && s.periodStart < to) {
          rows.push({ time: s.payTime, kind, periodStart: s.periodStart, periodEnd: s.periodEnd, amount: s.amount, status: s.status });
        }
      }
    }
    rows.sort((a, b) => b.time - a.time);
    const total = rows.reduce((sum, r) => sum + (r.status === 'paid' ? r.amount : 0n), 0n);
    const pending = rows.reduce((sum, r) => sum + (r.status === 'pending' ? r.amount : 0n), 0n);
    const p = paged(rows, ctx);
    return {
      ...p,
      paid: dec(total),
      pending: dec(pending),
      list: p.list.map((r) => ({
        time: formatTime(r.time),
        kind: r.kind,
        periodStart: formatTime(r.periodStart),
        periodEnd: formatTime(r.periodEnd - 1000),
        amount: dec(r.amount),
        status: r.status as 'paid' | 'pending',
      })),
    };
  });

  // --- transfers ---------------------------------------------------------------
  const transfer = async (ctx: Ctx, agent: MemberRow, to: MemberRow, direction: 'DOWN' | 'UP') => {
    const minor = amountOf(ctx.body.amount);
    await checkPaymentPassword(ctx.sb, agent.id, str(ctx.body.paymentPassword));
    const ref = `AGT-${direction}-${agent.id}-${to.id}-${Date.now()}`;
    const moved = ctx.sb.db.transaction(() => {
      const r = move(ctx.sb, { memberId: agent.id, kind: 'AGENT_OUT' }, { memberId: to.id, kind: 'AGENT_IN' }, minor, ref);
      const id = store.recordTransfer(merchantOf(ctx), agent.id, to.id, direction, minor);
      return { id, balance: r.from.balanceMinor };
    })();
    return { transferId: moved.id, account: to.account, direction, amount: dec(minor), balance: dec(moved.balance) };
  };

  idempotentRoute(app, sb, 'agentTransferDownline', async (ctx) => {
    const agent = agentOf(ctx);
    const down = downlineOf(agent, ctx.body.account);
    return transfer(ctx, agent, store.member(down.id)!, 'DOWN');
  });

  idempotentRoute(app, sb, 'agentTransferUpline', async (ctx) => {
    const agent = agentOf(ctx);
    const up = agent.upline_id === null ? undefined : store.member(agent.upline_id);
    if (!up) refuse('NO_UPLINE', 'Your account has no upline.');
    return transfer(ctx, agent, up!, 'UP');
  });

  route(app, sb, 'agentTransactions', (ctx) => {
    const agent = agentOf(ctx);
    const p = paged(store.transfers(agent.id), ctx);
    return {
      ...p,
      list: p.list.map((t) => {
        const out = t.from_id === agent.id;
        return {
          id: t.id,
          time: formatTime(t.created_at),
          direction: t.direction,
          flow: out ? ('OUT' as const) : ('IN' as const),
          counterpart: accountOf(out ? t.to_id : t.from_id) ?? '',
          amount: dec(out ? -t.amount_minor : t.amount_minor),
        };
      }),
    };
  });

  route(app, sb, 'agentAnnouncements', (ctx) => {
    agentOf(ctx);
    return { list: agentNotices };
  });
}

/** Announcements to agents (fixtures; the same for every merchant). */
const agentNotices = [
  {
    id: 9001,
    title: 'New contract terms from 1 December',
    content:
      'Dividend contracts move to semimonthly periods (1st–15th, 16th–end). Pending offers can be accepted or rejected in the Dividend page until 30 November.',
    time: '2026-11-18 09:00:00',
  },
  {
    id: 9002,
    title: 'Real-time salary now every 5 minutes',
    content:
      "Real-time salary is settled every 5 minutes on your team's valid bets. The current period and its estimate are shown on the Real-time salary page.",
    time: '2026-11-10 10:30:00',
  },
  {
    id: 9003,
    title: 'Daily salary payment days',
    content: "Daily salary covers the previous day's team sales and is paid every other day at 02:00 (UTC).",
    time: '2026-11-01 08:00:00',
  },
  {
    id: 9004,
    title: 'Transfer limits for agents',
    content: 'Transfers to a downline or to your upline are 10.00 to 50,000.00 each and need your payment password.',
    time: '2026-10-20 12:00:00',
  },
];
