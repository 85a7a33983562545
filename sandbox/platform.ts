import { upsertSql, type Db } from './db';
import type { MemberRow } from './store';
import { credit, toDecimal } from './ledger';

/**
 * Data access for wallets (merchant setting, vendor wallets, transfers),
 * points (history, redemptions, conversions), raffle claims, salary contracts
 * and chat preferences. Every write that moves money or points runs in one
 * transaction, reading the member's row inside it.
 */
export interface PointsEntryRow {
  id: number;
  type: string;
  points: number;
  balance_after: number;
  remark: string;
  created_at: number;
}
export interface RedemptionRow {
  id: number;
  item_id: number;
  item_name: string;
  points: number;
  quantity: number;
  status: string;
  remark: string;
  applied_at: number;
}
export interface RaffleRow {
  promotion_id: number;
  ticket_no: string;
  prize: string;
  amount: number;
  claimed_at: number;
}
export interface ContractRow {
  type: string;
  rate: number;
  bet_amount: number;
  effective_time: number;
  created_at: number;
}

export function createPlatformStore(db: Db) {
  const s = {
    member: db.prepare('SELECT * FROM members WHERE id = ?'),
    isSingle: db.prepare('SELECT is_single FROM merchant_wallet WHERE merchant = ?').pluck(),
    setSingle: db.prepare(upsertSql('merchant_wallet', ['merchant'], ['is_single'])),
    setPoints: db.prepare('UPDATE members SET points = ? WHERE id = ?'),
    insertEntry: db.prepare('INSERT INTO points_ledger (member_id, type, points, balance_after, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    entries: db.prepare('SELECT * FROM points_ledger WHERE member_id = ? ORDER BY created_at DESC, id DESC'),
    insertRedemption: db.prepare(`INSERT INTO points_redemptions (merchant, member_id, item_id, item_name, points, quantity, status, remark, applied_at)
      VALUES (?, ?, ?, ?, ?, ?, 'in process', '', ?)`),
    redemption: db.prepare('SELECT * FROM points_redemptions WHERE id = ?'),
    redemptions: db.prepare('SELECT * FROM points_redemptions WHERE member_id = ? ORDER BY applied_at DESC, id DESC'),
    redeemedQuantity: db
      .prepare("SELECT COALESCE(SUM(quantity), 0) FROM points_redemptions WHERE merchant = ? AND item_id = ? AND status != 'rejected'")
      .pluck(),
    redeemedByItem: db.prepare("SELECT item_id, SUM(quantity) AS n FROM points_redemptions WHERE merchant = ? AND status != 'rejected' GROUP BY item_id"),
    raffle: db.prepare('SELECT * FROM raffle_claims WHERE member_id = ? AND promotion_id = ?'),
    insertRaffle: db.prepare('INSERT INTO raffle_claims (member_id, promotion_id, ticket_no, prize, amount, claimed_at) VALUES (?, ?, ?, ?, ?, ?)'),
    upsertContract: db.prepare(upsertSql('salary_contracts', ['member_id', 'type'], ['rate', 'bet_amount', 'effective_time', 'created_at'])),
    contract: db.prepare('SELECT * FROM salary_contracts WHERE member_id = ? AND type = ?'),
    contracts: db.prepare('SELECT * FROM salary_contracts WHERE member_id = ? ORDER BY type'),
    chatLanguage: db.prepare('SELECT language FROM chat_prefs WHERE member_id = ?').pluck(),
    setChatLanguage: db.prepare(upsertSql('chat_prefs', ['member_id'], ['language'])),
  };
  const memberRow = (id: number) => s.member.get(id) as MemberRow;

  /** Points out (negative `delta`) or in, with its history line; null when the member has too few points. */
  const movePoints = (memberId: number, delta: number, type: string, remark: string, at: number): number | null => {
    const current = memberRow(memberId).points;
    if (current + delta < 0) return null;
    s.setPoints.run(current + delta, memberId);
    s.insertEntry.run(memberId, type, delta, current + delta, remark, at);
    return current + delta;
  };

  return {
    /** Single wallet or not, per merchant (QA switch; default false: a main wallet plus one wallet per vendor). */
    isSingleWallet: (merchant: string) => (s.isSingle.get(merchant) as number | undefined) === 1,
    setSingleWallet: (merchant: string, single: boolean) => s.setSingle.run(merchant, single ? 1 : 0),

    pointsEntries: (memberId: number) => s.entries.all(memberId) as PointsEntryRow[],
    /** Seeded history lines (fixtures/platform.ts): written without touching the balance, which the seed already holds. */
    seedPointsEntry: (memberId: number, points: number, balanceAfter: number, remark: string, at: number) =>
      s.insertEntry.run(memberId, 'EARN', points, balanceAfter, remark, at),
    redemptions: (memberId: number) => s.redemptions.all(memberId) as RedemptionRow[],
    redeemedByItem: (merchant: string) => new Map((s.redeemedByItem.all(merchant) as { item_id: number; n: number }[]).map((r) => [r.item_id, r.n])),

    /** Deduct the points and record the redemption ('in process'); 'stock' or 'points' when either falls short (checked inside the transaction). */
    redeem: db.transaction(
      (
        merchant: string,
        memberId: number,
        item: { id: number; name: string; points: number; available: number },
        quantity: number,
      ): { redemption: RedemptionRow; points: number } | 'points' | 'stock' => {
        if (item.available - Number(s.redeemedQuantity.get(merchant, item.id)) < quantity) return 'stock';
        const now = Date.now();
        const cost = item.points * quantity;
        const left = movePoints(memberId, -cost, 'REDEEM', `Redeemed ${item.name} x${quantity}`, now);
        if (left === null) return 'points';
        const id = Number(s.insertRedemption.run(merchant, memberId, item.id, item.name, cost, quantity, now).lastInsertRowid);
        return { redemption: s.redemption.get(id) as RedemptionRow, points: left };
      },
    ),

    /** Points to main-wallet balance at `amountPerPoint`; null when the member has too few points. */
    convert: db.transaction((memberId: number, points: number, minorPerPoint: bigint): { points: number; sumBalance: string; amount: string } | null => {
      const minor = BigInt(points) * minorPerPoint;
      const amount = toDecimal(minor);
      const left = movePoints(memberId, -points, 'CONVERT', `Converted to balance ${amount}`, Date.now());
      if (left === null) return null;
      // Through the ledger (minor units); amounts answer as decimal strings.
      const { balanceMinor } = credit({ db }, memberId, minor, 'POINTS_CONVERT', `P${Date.now()}`);
      return { points: left, sumBalance: toDecimal(balanceMinor), amount };
    }),

    raffleClaim: (memberId: number, promotionId: number) => s.raffle.get(memberId, promotionId) as RaffleRow | undefined,
    /** Record the claim and credit its prize to the main wallet; null when the member already claimed this promotion. */
    claimRaffle: db.transaction((memberId: number, promotionId: number, ticketNo: string, prize: string, amount: number): RaffleRow | null => {
      if (s.raffle.get(memberId, promotionId)) return null;
      s.insertRaffle.run(memberId, promotionId, ticketNo, prize, amount, Date.now());
      if (amount > 0) credit({ db }, memberId, BigInt(Math.round(amount * 100)), 'RAFFLE', ticketNo);
      return s.raffle.get(memberId, promotionId) as RaffleRow;
    }),

    /** One contract per agent and type: a new one replaces the previous. */
    saveContract: (memberId: number, type: string, rate: number, betAmount: number, effectiveTime: number): ContractRow => {
      s.upsertContract.run(memberId, type, rate, betAmount, effectiveTime, Date.now());
      return s.contract.get(memberId, type) as ContractRow;
    },
    contracts: (memberId: number) => s.contracts.all(memberId) as ContractRow[],

    chatLanguage: (memberId: number) => (s.chatLanguage.get(memberId) as string | undefined) ?? null,
    setChatLanguage: (memberId: number, language: string) => s.setChatLanguage.run(memberId, language),
  };
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
