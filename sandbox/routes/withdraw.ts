import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { realMemberOf } from '../context';
import { refuse } from '../envelope';
import { idempotentRoute, route } from '../route';
import { str } from '../params';
import { balanceMinorOf, balanceOf, debit, move, toDecimal } from '../ledger';
import { hasPaymentPassword } from '../payment-password';
import { PROOF_MAX_BYTES } from '../fixtures/wallet';
import {
  amountOf,
  autoConfirm,
  cardOf,
  cardsOf,
  cardValue,
  checkLimits,
  clock,
  currencyOf,
  imageType,
  orderNo,
  turnoverOf,
  walletSettings,
  withdrawalByNo,
  withdrawalsOf,
  withdrawalsToday,
  withdrawalValue,
  type WithdrawalRow,
} from '../wallet';
import { requirePaymentPassword } from './wallet';

/**
 * Withdrawal (§4): limits, daily count, turnover requirement, the payment
 * password; pending -> approved -> disbursed (QA, routes/wallet-qa.ts) -> the
 * player confirms received / partly received / not received (proof image),
 * or the merchant's window passes and it counts as received (forced: no refund).
 * The amount is held (debited) at once; a rejection refunds it once.
 * Transfer to the upline: member -> upline main wallet, atomic.
 */
const merchantOf = (ctx: Ctx) => ctx.merchant.merchantCode;

export function withdrawRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'withdrawInfo', (ctx) => {
    const m = realMemberOf(ctx);
    const s = walletSettings(ctx.sb, merchantOf(ctx));
    const t = turnoverOf(ctx.sb, m.id);
    const rule = ctx.sb.state.rules(merchantOf(ctx)).paymentPassword!;
    return {
      balance: balanceOf(ctx.sb, m.id),
      currency: currencyOf(ctx.sb, merchantOf(ctx)),
      min: s.withdrawMin,
      max: s.withdrawMax,
      dailyCount: s.dailyCount,
      dailyUsed: withdrawalsToday(ctx.sb, merchantOf(ctx), m.id),
      turnoverRequired: toDecimal(t.required),
      turnoverDone: toDecimal(t.done),
      autoConfirmMinutes: s.autoConfirmMinutes,
      hasPaymentPassword: hasPaymentPassword(ctx.sb, m.id),
      cards: cardsOf(ctx.sb, m.id).map(cardValue),
      rules: { paymentPassword: { ...rule, enabled: true, required: true } },
    };
  });

  idempotentRoute(app, sb, 'withdrawCreate', async (ctx) => {
    const m = realMemberOf(ctx);
    const merchant = merchantOf(ctx);
    const s = walletSettings(ctx.sb, merchant);
    const card = cardOf(ctx.sb, m.id, Number(ctx.body.cardId));
    if (!card) refuse('INVALID_FIELD', 'Choose a bank card.', 200, { field: 'cardId' });
    const minor = amountOf(ctx.body.amount);
    checkLimits(minor, s.withdrawMin, s.withdrawMax);
    await requirePaymentPassword(ctx, m.id);
    // Decide and write in one transaction with no await inside: parallel withdrawals cannot all pass the daily count.
    const row = ctx.sb.db.transaction(() => {
      const today = withdrawalsToday(ctx.sb, merchant, m.id);
      if (today >= s.dailyCount) refuse('DAILY_LIMIT', `At most ${s.dailyCount} withdrawals a day.`, 200, { dailyCount: s.dailyCount });
      const t = turnoverOf(ctx.sb, m.id);
      if (t.done < t.required)
        refuse('TURNOVER_NOT_MET', 'The turnover requirement is not met yet.', 200, { required: toDecimal(t.required), done: toDecimal(t.done) });
      const now = clock(ctx.sb, merchant);
      const no = orderNo('W', now);
      debit(ctx.sb, m.id, minor, 'WITHDRAW', no);
      const info = ctx.sb.db
        .prepare(
          `INSERT INTO withdrawals (order_no, merchant, member_id, card_id, amount_minor, status, created_at)
        VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(no, merchant, m.id, card!.id, minor, now);
      return ctx.sb.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(info.lastInsertRowid) as WithdrawalRow;
    })();
    return withdrawalValue(ctx.sb, row);
  });

  route(app, sb, 'withdrawals', (ctx) => {
    const m = realMemberOf(ctx);
    const status = str(ctx.query.status) || undefined;
    return { list: withdrawalsOf(ctx.sb, merchantOf(ctx), m.id, status).map((w) => withdrawalValue(ctx.sb, w)) };
  });

  idempotentRoute(
    app,
    sb,
    'withdrawConfirm',
    (ctx) => {
      const m = realMemberOf(ctx);
      autoConfirm(ctx.sb, merchantOf(ctx));
      const w = withdrawalByNo(ctx.sb, str(ctx.body.orderNo));
      if (!w || w.member_id !== m.id) return refuse('NOT_FOUND', 'No withdrawal with this number.');
      if (w.status === 'received' && w.forced)
        refuse('WITHDRAWAL_AUTO_CONFIRMED', 'This withdrawal was confirmed automatically as received.', 200, withdrawalValue(ctx.sb, w));
      if (w.status !== 'disbursed') refuse('WITHDRAWAL_NOT_AWAITING', 'This withdrawal is not waiting for your confirmation.', 200, withdrawalValue(ctx.sb, w));
      const now = clock(ctx.sb, merchantOf(ctx));
      const result = str(ctx.body.result);
      let received: bigint | null = BigInt(w.amount_minor);
      let proofType: string | null = null;
      let proofBytes: number | null = null;
      if (result === 'partial') {
        received = amountOf(ctx.body.receivedAmount, 'receivedAmount');
        if (received >= BigInt(w.amount_minor))
          refuse('AMOUNT_ABOVE_MAX', 'A partial amount is less than the withdrawal.', 200, { field: 'receivedAmount', max: toDecimal(w.amount_minor) });
      } else if (result === 'notReceived') {
        const proof = ctx.body.proof as { data?: string } | undefined;
        if (!proof?.data) refuse('PROOF_REQUIRED', 'Attach a proof image (png or jpg).', 200, { field: 'proof' });
        const bytes = Buffer.from(proof!.data!.replace(/^data:[^,]*,/, ''), 'base64');
        if (bytes.length > PROOF_MAX_BYTES) refuse('PROOF_TOO_LARGE', 'The image is larger than 5 MB.', 200, { field: 'proof', maxBytes: PROOF_MAX_BYTES });
        const type = imageType(bytes);
        if (!type) refuse('PROOF_NOT_IMAGE', 'The proof must be a png or jpg image.', 200, { field: 'proof' });
        received = null;
        proofType = type;
        proofBytes = bytes.length;
      }
      ctx.sb.db
        .prepare('UPDATE withdrawals SET status = ?, received_minor = ?, proof_type = ?, proof_bytes = ?, confirmed_at = ? WHERE id = ?')
        .run(result, received, proofType, proofBytes, now, w.id);
      return withdrawalValue(ctx.sb, withdrawalByNo(ctx.sb, w.order_no)!);
    },
    { bodyLimit: 12 * 1024 * 1024 },
  );

  // --- transfer to the upline ---
  const uplineOf = (ctx: Ctx, uplineId: number | null) => (uplineId === null ? undefined : ctx.sb.store.memberById(uplineId));
  route(app, sb, 'uplineInfo', (ctx) => {
    const m = realMemberOf(ctx);
    return { upline: uplineOf(ctx, m.upline_id)?.account ?? null, balance: balanceOf(ctx.sb, m.id), hasPaymentPassword: hasPaymentPassword(ctx.sb, m.id) };
  });
  idempotentRoute(app, sb, 'uplineTransfer', async (ctx) => {
    const m = realMemberOf(ctx);
    const upline = uplineOf(ctx, m.upline_id);
    if (!upline) refuse('NO_UPLINE', 'Your account has no upline.');
    const minor = amountOf(ctx.body.amount);
    if (minor > balanceMinorOf(ctx.sb, m.id))
      refuse('INSUFFICIENT_BALANCE', 'Insufficient balance.', 200, { field: 'amount', available: balanceOf(ctx.sb, m.id) });
    await requirePaymentPassword(ctx, m.id);
    const ref = `U${Date.now()}`;
    const out = move(ctx.sb, { memberId: m.id, kind: 'UPLINE_OUT' }, { memberId: upline!.id, kind: 'UPLINE_IN' }, minor, ref);
    return { transferId: out.from.txId, amount: toDecimal(minor), upline: upline!.account, balance: toDecimal(out.from.balanceMinor) };
  });
}
