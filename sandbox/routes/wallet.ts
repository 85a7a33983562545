import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { realMemberOf } from '../context';
import type { DepositOrder } from '../../src/api/models';
import { refuse } from '../envelope';
import { idempotentRoute, route } from '../route';
import { str } from '../params';
import { fieldProblem } from '../rules';
import { formatTime } from '../time';
import { toDecimal } from '../ledger';
import { checkPaymentPassword, hasPaymentPassword, resetPaymentPassword, setPaymentPassword } from '../payment-password';
import { bankCardRules, banks, depositChannels, MAX_CARDS, type ChannelFixture } from '../fixtures/wallet';
import { contentOf } from '../fixtures/merchant-content';
import { BIND_PURPOSE, changeMobile, checkStepUpCode, requireStepUp, sendStepUpSms } from '../step-up';
import { sendSms } from '../verification';
import { amountOf, cardsOf, cardValue, checkLimits, clock, currencyOf, orderNo, type DepositRow } from '../wallet';
import { checkDeposit } from '../protection';

/**
 * Deposits (channels, orders, status), bank cards (list, bind by server field
 * rules, unbind) and the payment password (state, set). Every money- or
 * state-changing call is idempotent (Idempotency-Key). Withdrawals and
 * transfers: routes/withdraw.ts; QA switches: routes/wallet-qa.ts.
 */
const merchantOf = (ctx: Ctx) => ctx.merchant.merchantCode;

export function depositValue(ctx: Pick<Ctx, 'sb'>, d: DepositRow): DepositOrder {
  const channel = depositChannels.find((c) => c.id === d.channel_id)!;
  return {
    orderNo: d.order_no,
    channelId: d.channel_id,
    channelType: channel.type,
    amount: toDecimal(d.amount_minor),
    currency: currencyOf(ctx.sb, d.merchant),
    status: d.status as DepositOrder['status'],
    createdTime: formatTime(d.created_at),
    updatedTime: formatTime(d.updated_at),
    payTo: {
      name: channel.payTo.name,
      account: channel.payTo.account,
      reference: d.order_no,
      ...(channel.payTo.qrText ? { qrText: `sandbox-pay:${channel.payTo.account}:${d.order_no}:${toDecimal(d.amount_minor)}` } : {}),
    },
  };
}

/** A channel's name and fee in the merchant's words and the reader's language (fixtures/copy). */
const CHANNEL_WORDS = { BANK: 'bank', EWALLET: 'ewallet', QR: 'qr' } as const;
const channelName = (ctx: Ctx, c: ChannelFixture) => contentOf(ctx).copy.channels[CHANNEL_WORDS[c.type]];
const channelFee = (ctx: Ctx, c: ChannelFixture) => {
  const { copy, fill } = contentOf(ctx);
  return fill(copy.fees[c.fee]);
};

export function walletRoutes(app: FastifyInstance, sb: Sandbox): void {
  // --- deposit ---
  route(app, sb, 'depositChannels', (ctx) => {
    realMemberOf(ctx);
    const currency = currencyOf(ctx.sb, merchantOf(ctx));
    return {
      currency,
      channels: depositChannels.map((c) => ({
        id: c.id,
        type: c.type,
        name: channelName(ctx, c),
        min: c.min,
        max: c.max,
        presets: c.presets,
        feeText: channelFee(ctx, c),
        currency,
      })),
    };
  });

  idempotentRoute(app, sb, 'depositCreate', (ctx) => {
    const m = realMemberOf(ctx);
    const channel = depositChannels.find((c) => c.id === str(ctx.body.channelId));
    if (!channel) refuse('INVALID_FIELD', 'Choose a deposit channel.', 200, { field: 'channelId' });
    const minor = amountOf(ctx.body.amount);
    checkLimits(minor, channel!.min, channel!.max);
    // The merchant clock (QA can move it): deposit limits count orders by this time.
    const now = clock(ctx.sb, merchantOf(ctx));
    // Check and write in one transaction, no await between: two deposits at once cannot both pass a limit.
    const info = ctx.sb.db.transaction(() => {
      checkDeposit(ctx.sb, m, minor);
      return ctx.sb.db
        .prepare(
          `INSERT INTO deposit_orders (order_no, merchant, member_id, channel_id, amount_minor, status, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
        )
        .run(orderNo('D', now), merchantOf(ctx), m.id, channel!.id, minor, now, now);
    })();
    return depositValue(ctx, ctx.sb.db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(info.lastInsertRowid) as DepositRow);
  });

  route(app, sb, 'depositOrder', (ctx) => {
    const m = realMemberOf(ctx);
    const row = ctx.sb.db.prepare('SELECT * FROM deposit_orders WHERE order_no = ? AND member_id = ?').get(str(ctx.query.orderNo), m.id) as
      DepositRow | undefined;
    if (!row) refuse('NOT_FOUND', 'No deposit order with this number.');
    return depositValue(ctx, row!);
  });

  // --- bank cards ---
  route(app, sb, 'bankCards', (ctx) => {
    const m = realMemberOf(ctx);
    return { cards: cardsOf(ctx.sb, m.id).map(cardValue), maxCards: MAX_CARDS, banks, rules: bankCardRules };
  });

  idempotentRoute(app, sb, 'bankCardBind', async (ctx) => {
    const m = realMemberOf(ctx);
    const bankCode = str(ctx.body.bankCode);
    if (!banks.some((b) => b.code === bankCode)) refuse('INVALID_FIELD', 'Choose a bank.', 200, { field: 'bankCode' });
    const values: Record<string, string> = {
      accountName: str(ctx.body.accountName),
      accountNo: str(ctx.body.accountNo).replace(/\s+/g, ''),
      branch: str(ctx.body.branch),
    };
    for (const [field, rule] of Object.entries(bankCardRules)) {
      const value = values[field] ?? '';
      if (!value) {
        if (rule.required) refuse('INVALID_FIELD', `${field} is required.`, 200, { field });
        continue;
      }
      const problem = fieldProblem(rule, value);
      if (problem) refuse('INVALID_FIELD', `${field} ${problem}.`, 200, { field });
    }
    const cards = cardsOf(ctx.sb, m.id);
    if (cards.length >= MAX_CARDS) refuse('CARD_LIMIT', `At most ${MAX_CARDS} bank cards.`, 200, { max: MAX_CARDS });
    if (cards.some((c) => c.account_no === values.accountNo)) refuse('CARD_EXISTS', 'This account is already bound.', 200, { field: 'accountNo' });
    await requireStepUp(ctx, m);
    // Re-checked after the await, in the same synchronous step as the write: two parallel binds cannot pass the card limit.
    if (cardsOf(ctx.sb, m.id).length >= MAX_CARDS) refuse('CARD_LIMIT', `At most ${MAX_CARDS} bank cards.`, 200, { max: MAX_CARDS });
    const info = ctx.sb.db
      .prepare('INSERT INTO bank_cards (member_id, bank_code, account_name, account_no, branch, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(m.id, bankCode, values.accountName, values.accountNo, values.branch, Date.now());
    return cardValue(cardsOf(ctx.sb, m.id).find((c) => c.id === Number(info.lastInsertRowid))!);
  });

  idempotentRoute(app, sb, 'bankCardUnbind', async (ctx) => {
    const m = realMemberOf(ctx);
    const id = Number(ctx.query.id);
    // Another member's card is as unknown as a card that does not exist: nothing about it is told.
    if (!cardsOf(ctx.sb, m.id).some((c) => c.id === id)) refuse('NOT_FOUND', 'No bank card with this id.');
    await requireStepUp(ctx, m);
    const pending = ctx.sb.db
      .prepare("SELECT COUNT(*) FROM withdrawals WHERE card_id = ? AND status IN ('pending', 'approved', 'disbursed')")
      .pluck()
      .get(id) as number;
    if (pending) refuse('CARD_IN_USE', 'A withdrawal to this card is still open.');
    const out = ctx.sb.db.prepare('DELETE FROM bank_cards WHERE member_id = ? AND id = ?').run(m.id, id);
    if (!out.changes) refuse('NOT_FOUND', 'No bank card with this id.');
    return null;
  });

  route(app, sb, 'stepUpSms', (ctx) => sendStepUpSms(ctx, realMemberOf(ctx)));
  route(app, sb, 'smsBindPhone', (ctx) => {
    realMemberOf(ctx);
    return sendSms(ctx, str(ctx.body.mobileNum), BIND_PURPOSE);
  });
  idempotentRoute(app, sb, 'memberMobileChange', (ctx) => changeMobile(ctx, realMemberOf(ctx)));

  // --- payment password ---
  route(app, sb, 'paymentPassword', (ctx) => {
    const m = realMemberOf(ctx);
    const rule = ctx.sb.state.rules(merchantOf(ctx)).paymentPassword!;
    return { isSet: hasPaymentPassword(ctx.sb, m.id), rule: { ...rule, enabled: true, required: true } };
  });

  idempotentRoute(app, sb, 'paymentPasswordReset', async (ctx) => {
    const m = realMemberOf(ctx);
    checkStepUpCode(ctx, m, str(ctx.body.verificationCode));
    await resetPaymentPassword(ctx.sb, m, str(ctx.body.password));
    return null;
  });

  idempotentRoute(app, sb, 'paymentPasswordSet', async (ctx) => {
    const m = realMemberOf(ctx);
    await setPaymentPassword(ctx.sb, m, str(ctx.body.password), typeof ctx.body.oldPassword === 'string' ? ctx.body.oldPassword : undefined);
    return null;
  });
}

/** Shared by withdraw and upline transfer. */
export async function requirePaymentPassword(ctx: Ctx, memberId: number): Promise<void> {
  await checkPaymentPassword(ctx.sb, memberId, typeof ctx.body.paymentPassword === 'string' ? ctx.body.paymentPassword : '');
}
