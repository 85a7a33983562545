import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf, realMemberOf } from '../context';
import { disabled, refuse } from '../envelope';
import { idempotentRoute, route } from '../route';
import { page, str } from '../params';
import { verifyPassword } from '../passwords';
import { formatTime, parseTime } from '../time';
import { balanceOf, move, toDecimal, toMinor, vendorBalances } from '../ledger';
import { amountOf } from '../wallet';
import { isLanguageCode } from '../../src/i18n/languages';
import type { Game, PointsRedemption, SalaryContract } from '../../src/api/models';
import { promotionBase as promotions } from '../fixtures/content';
import { contentOf } from '../fixtures/merchant-content';
import type { ContractRow, RedemptionRow } from '../platform';
import {
  AGENT_TYPES,
  MAIN_WALLET,
  RAFFLE_CATEGORY,
  SALARY_RATE_MAX,
  dailySalaryFixture,
  dividendFixture,
  missionLeaderboard,
  missionSummary,
  POINT_VALUE_MINOR,
  pointsConfig,
  pvpRooms,
  rafflePrizeUnits,
  salaryFlags,
  salaryTypes,
} from '../fixtures/platform';

/**
 * The §7 "Other calls" beyond games and content: merchant wallet and transfers,
 * raffle claims, points (history, config, redemptions, conversion), agent
 * dividend / salary processing and salary contracts, chat count and language,
 * missions and PVP rooms. Contract and rules in sandbox/README.md.
 */
const merchantOf = (ctx: Ctx) => ctx.merchant.merchantCode;
const flag = (ctx: Ctx, modId: string) => ctx.sb.state.flag(merchantOf(ctx), modId);

/** Agent calls: account types 1, 2, 41, 42 (§5), then the settings-tree flag gating the agent-centre page (§6). */
const agent = (ctx: Ctx, modId?: string, what = 'This function') => {
  const m = memberOf(ctx);
  if (!AGENT_TYPES.includes(m.type)) refuse('AGENT_ONLY', 'This function is only available to agent accounts.');
  if (!flag(ctx, 'AGENTCENTRE3')) disabled('The agent centre');
  if (modId && !flag(ctx, modId)) disabled(what);
  return m;
};

/** Redeem and convert check the member's login password; a wrong one is refused like a wrong old password (changePassword). */
async function checkPassword(ctx: Ctx): Promise<void> {
  const password = str(ctx.body.password);
  if (!password || !(await verifyPassword(password, memberOf(ctx).password_hash)))
    refuse('WRONG_PASSWORD', 'The password is incorrect.', 200, { field: 'password' });
}

/** The chat calls follow CBS3 like chatUrl and refuse trial accounts (§4). */
const chatMember = (ctx: Ctx) => {
  if (!flag(ctx, 'CBS3')) disabled('Chat');
  return realMemberOf(ctx);
};

/** Vendors a wallet can exist for: the visible vendors of the menus, in menu order, once each. */
function visibleVendors(ctx: Ctx): string[] {
  const hidden = ctx.sb.state.hiddenVendors(merchantOf(ctx));
  return [...new Set(ctx.sb.catalogue.menus(hidden).flatMap((g) => g.vendors))];
}

const redemption = (r: RedemptionRow): PointsRedemption => ({
  id: r.id,
  itemId: r.item_id,
  itemName: r.item_name,
  points: r.points,
  quantity: r.quantity,
  status: r.status as PointsRedemption['status'],
  applyTime: formatTime(r.applied_at),
  remark: r.remark,
});

const contract = (c: ContractRow): SalaryContract => ({
  type: c.type as SalaryContract['type'],
  rate: c.rate,
  betAmount: toDecimal(Math.round(c.bet_amount * 100)),
  effectiveTime: formatTime(c.effective_time),
  status: c.effective_time > Date.now() ? 'pending' : 'active',
  createdTime: formatTime(c.created_at),
});

export function platformRoutes(app: FastifyInstance, sb: Sandbox): void {
  // --- wallets (money through sandbox/ledger.ts: minor units, decimal strings on the wire) ---
  route(app, sb, 'merchantWallet', (ctx) => {
    const m = memberOf(ctx);
    const isSingle = ctx.sb.platform.isSingleWallet(merchantOf(ctx));
    const mainBalance = balanceOf(ctx.sb, m.id);
    if (isSingle) return { isSingle, mainBalance, wallets: [] };
    const balances = vendorBalances(ctx.sb, m.id);
    const vendors = visibleVendors(ctx);
    // A vendor hidden since money was moved there still shows its wallet, so the money can come back.
    for (const [vendor, balance] of balances) if (balance > 0n && !vendors.includes(vendor)) vendors.push(vendor);
    const names = ctx.sb.catalogue.vendorNames;
    return { isSingle, mainBalance, wallets: vendors.map((v) => ({ vendor: v, name: names.get(v) ?? v, balance: toDecimal(balances.get(v) ?? 0n) })) };
  });

  idempotentRoute(app, sb, 'walletTransfer', (ctx) => {
    const m = realMemberOf(ctx);
    if (ctx.sb.platform.isSingleWallet(merchantOf(ctx))) disabled('Wallet transfer (this site uses a single wallet)');
    const from = str(ctx.body.from).toUpperCase();
    const to = str(ctx.body.to).toUpperCase();
    const minor = amountOf(ctx.body.amount);
    if ((from === MAIN_WALLET) === (to === MAIN_WALLET))
      refuse('INVALID_FIELD', 'A transfer goes between the main wallet (MAIN) and one vendor wallet.', 200, { field: 'to' });
    const toVendor = from === MAIN_WALLET;
    const vendor = toVendor ? to : from;
    // Into a visible vendor only; out of any known vendor (money left in a since-hidden vendor can come back).
    const known = toVendor ? visibleVendors(ctx).includes(vendor) : ctx.sb.catalogue.vendorNames.has(vendor);
    if (!known) refuse('UNKNOWN_VENDOR', `No vendor wallet "${vendor}".`, 200, { field: toVendor ? 'to' : 'from' });
    const ref = `T${Date.now()}`;
    const out = move(ctx.sb, { memberId: m.id, wallet: from, kind: 'TRANSFER_OUT' }, { memberId: m.id, wallet: to, kind: 'TRANSFER_IN' }, minor, ref);
    const main = toVendor ? out.from : out.to;
    const wallet = toVendor ? out.to : out.from;
    return {
      transferId: out.from.txId,
      from,
      to,
      amount: toDecimal(minor),
      vendor,
      mainBalance: toDecimal(main.balanceMinor),
      vendorBalance: toDecimal(wallet.balanceMinor),
    };
  });

  // --- raffle promotion ---
  idempotentRoute(app, sb, 'raffleClaim', (ctx) => {
    const m = realMemberOf(ctx);
    const id = Number(ctx.body.promotionId);
    const promotion = promotions.find((p) => p.id === id);
    if (!promotion || promotion.category !== RAFFLE_CATEGORY) refuse('NOT_FOUND', 'No raffle promotion with this id.');
    const { prize, amount } = contentOf(ctx).prize(rafflePrizeUnits(merchantOf(ctx), m.account, id));
    const row = ctx.sb.platform.claimRaffle(m.id, id, `R${id}-${String(m.id).padStart(6, '0')}`, prize, amount);
    const claim = (r: NonNullable<typeof row>) => ({
      promotionId: r.promotion_id,
      ticketNo: r.ticket_no,
      prize: r.prize,
      amount: toDecimal(Math.round(r.amount * 100)),
      status: 'claimed' as const,
      claimTime: formatTime(r.claimed_at),
    });
    if (!row) refuse('ALREADY_CLAIMED', 'You have already claimed this promotion.', 200, claim(ctx.sb.platform.raffleClaim(m.id, id)!));
    return claim(row!);
  });

  // --- points ---
  route(app, sb, 'pointsConfig', () => pointsConfig);
  route(app, sb, 'pointsReward', (ctx) => {
    const m = memberOf(ctx);
    // The seeded entries' remarks (fixtures/platform.ts) are the platform's English: the reader's language instead.
    const { signIn, validBet } = contentOf(ctx).copy.pointsRemarks;
    const remarks: Record<string, string> = { 'Sign-in reward': signIn, 'Valid bet reward': validBet };
    const entries = ctx.sb.platform.pointsEntries(m.id).map((e) => ({
      id: e.id,
      type: e.type as 'EARN' | 'REDEEM' | 'CONVERT',
      points: e.points,
      balanceAfter: e.balance_after,
      remark: remarks[e.remark] ?? e.remark,
      time: formatTime(e.created_at),
    }));
    const { items, totalPages } = page(entries, ctx.query);
    return { points: m.points, list: items, totalPages };
  });
  route(app, sb, 'pointsRedeemList', (ctx) => {
    const { items, totalPages } = page(ctx.sb.platform.redemptions(memberOf(ctx).id).map(redemption), ctx.query);
    return { list: items, totalPages };
  });
  idempotentRoute(app, sb, 'pointsRedeem', async (ctx) => {
    // POINTSMALL3 off closes the mall on the platform too: a portal that still shows it cannot redeem (§6).
    if (!flag(ctx, 'POINTSMALL3')) refuse('FUNCTION_DISABLED', 'The points mall is not enabled, please contact customer service.');
    const m = realMemberOf(ctx);
    await checkPassword(ctx);
    const item = contentOf(ctx).pointsItems.find((i) => i.id === ctx.body.itemId);
    if (!item) refuse('NOT_FOUND', 'No points-mall item with this id.');
    const quantity = ctx.body.quantity ?? 1;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 99)
      refuse('INVALID_FIELD', 'The quantity must be 1 to 99.', 200, { field: 'quantity' });
    const out = ctx.sb.platform.redeem(
      merchantOf(ctx),
      m.id,
      { id: item!.id, name: item!.name, points: item!.pointsRequirement, available: item!.availableQuantity },
      quantity as number,
    );
    if (out === 'stock') refuse('OUT_OF_STOCK', 'This item is out of stock.');
    if (out === 'points') refuse('INSUFFICIENT_POINTS', 'Not enough points.');
    const done = out as Exclude<typeof out, string>;
    return { redemption: redemption(done.redemption), points: done.points };
  });
  idempotentRoute(app, sb, 'pointsConvert', async (ctx) => {
    const m = realMemberOf(ctx);
    await checkPassword(ctx);
    const points = ctx.body.points;
    if (typeof points !== 'number' || !Number.isInteger(points) || points < pointsConfig.minConvertPoints) {
      refuse('INVALID_AMOUNT', `Convert a whole number of points, at least ${pointsConfig.minConvertPoints}.`, 200, { field: 'points' });
    }
    const out = ctx.sb.platform.convert(m.id, points as number, POINT_VALUE_MINOR);
    if (!out) refuse('INSUFFICIENT_POINTS', 'Not enough points.');
    return { converted: points as number, amount: out!.amount, points: out!.points, sumBalance: out!.sumBalance };
  });

  // --- agent contracts ---
  route(app, sb, 'dividend', (ctx) => dividendFixture(merchantOf(ctx), agent(ctx, 'DIVIDENDCONTRACT3', 'Dividend').account));
  route(app, sb, 'dailySalary', (ctx) => dailySalaryFixture(merchantOf(ctx), agent(ctx, 'DAILYSALARY3', 'Daily salary').account));
  for (const name of ['hourlySalaryContract', 'realtimeSalaryContract'] as const) {
    const type = salaryTypes[name];
    route(app, sb, name, (ctx) => {
      const m = agent(ctx, salaryFlags[type], type === 'HOURLY' ? 'Hourly salary' : 'Real-time salary');
      // The number as written (1e-10, 0.30000000000000004 are refused): a plain decimal of at most 2 places.
      const rateMinor = typeof ctx.body.rate === 'number' ? toMinor(String(ctx.body.rate)) : null;
      const rate = rateMinor === null ? 0 : Number(toDecimal(rateMinor));
      if (!(rate > 0 && rate <= SALARY_RATE_MAX))
        refuse('INVALID_FIELD', `The rate must be above 0 and at most ${SALARY_RATE_MAX} (%), 2 decimals.`, 200, { field: 'rate' });
      const effective = parseTime(str(ctx.body.effectiveTime));
      const now = Date.now();
      // A few minutes of clock difference are tolerated; a contract cannot start in the past or more than a year ahead.
      if (effective === null || effective < now - 5 * 60_000 || effective > now + 366 * 86_400_000) {
        refuse('INVALID_FIELD', 'The effective time must be yyyy-MM-dd HH:mm:ss (UTC), from now to a year ahead.', 200, { field: 'effectiveTime' });
      }
      // A decimal string (at most 2 decimals, 0 or more); the existing table keeps it in major units.
      const betMinor = toMinor(str(ctx.body.betAmount ?? '0'));
      if (betMinor === null) refuse('INVALID_FIELD', 'The bet amount must be a decimal string of 0 or more, at most 2 decimals.', 200, { field: 'betAmount' });
      return contract(ctx.sb.platform.saveContract(m.id, type, rate, Number(toDecimal(betMinor!)), effective!));
    });
  }
  route(app, sb, 'consolidatedContract', (ctx) => ({ list: ctx.sb.platform.contracts(agent(ctx).id).map(contract) }));

  // --- chat ---
  route(app, sb, 'chatMessageCount', (ctx) => {
    chatMember(ctx);
    return { unReadCount: 2 };
  });
  route(app, sb, 'chatLanguage', (ctx) => {
    const m = chatMember(ctx);
    const language = str(ctx.body.language).toUpperCase();
    if (!isLanguageCode(language)) refuse('INVALID_FIELD', 'Unknown language code.', 200, { field: 'language' });
    ctx.sb.platform.setChatLanguage(m.id, language);
    return { language };
  });

  // --- missions ---
  route(app, sb, 'missionSummary', (ctx) => {
    const { copy, fill } = contentOf(ctx);
    return missionSummary(merchantOf(ctx), copy.missions.map(fill));
  });
  route(app, sb, 'missionLeaderboard', (ctx) => missionLeaderboard(merchantOf(ctx), memberOf(ctx).account));

  // --- PVP rooms: `vassalage` filters a vendor, `nodeId` one game (a VASSALAGE parent: its room sub-games) ---
  route(app, sb, 'pvpRooms', (ctx) => {
    const hidden = ctx.sb.state.hiddenVendors(merchantOf(ctx));
    const pvp = ctx.sb.catalogue.menus(hidden).find((g) => g.gameCategory === 'PVP');
    const vendors = (pvp?.vendors ?? []).filter((v) => !ctx.query.vassalage || v === ctx.query.vassalage);
    let games: Game[] = vendors.flatMap((v) => ctx.sb.catalogue.byVendor('PVP', v));
    if (ctx.query.nodeId) {
      const game = games.find((g) => g.nodeId === ctx.query.nodeId);
      if (!game) refuse('GAME_NOT_FOUND', `No PVP game with nodeId "${ctx.query.nodeId}".`);
      games = [game!];
    }
    const playable = games.flatMap((g) => (g.isGame === 'VASSALAGE' ? ctx.sb.catalogue.subGames(g.nodeId) : [g]));
    return { list: playable.flatMap((g) => pvpRooms(merchantOf(ctx), g)) };
  });
}
