import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Sandbox } from '../context';
import { credit, toDecimal, toMinor } from '../ledger';
import { postMessage } from '../messages';
import type { WalletSettings } from '../fixtures/wallet';
import { addTurnover, advanceClock, clock, currencyOf, setWalletSettings, walletSettings, withdrawalByNo, withdrawalValue, type DepositRow } from '../wallet';
import { depositValue } from './wallet';

/**
 * QA switches of the wallet (plain JSON, documented in sandbox/README.md):
 * settle a deposit order, move a withdrawal through its states, set the
 * merchant's wallet settings, move its clock, set turnover and uplines.
 */
const bad = (reply: FastifyReply, error: string, status = 400) => reply.code(status).send({ ok: false, error });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function walletQaRoutes(app: FastifyInstance, sb: Sandbox): void {
  const memberOf = (merchant: unknown, account: unknown) =>
    typeof merchant === 'string' && typeof account === 'string' ? sb.store.memberByAccount(merchant, account) : undefined;

  /** {"status": "credited" | "failed"}: credited puts the amount on the balance once and adds its turnover requirement. */
  app.post<{ Params: { orderNo: string } }>('/__sandbox/wallet/deposits/:orderNo', async (req, reply) => {
    const b = req.body;
    if (!isObject(b) || !['credited', 'failed'].includes(b.status as string)) return bad(reply, 'body must be {"status": "credited"|"failed"}');
    const row = sb.db.prepare('SELECT * FROM deposit_orders WHERE order_no = ?').get(req.params.orderNo) as DepositRow | undefined;
    if (!row) return bad(reply, `no deposit order ${req.params.orderNo}`, 404);
    if (row.status !== 'pending') return bad(reply, `deposit order is already ${row.status}`, 409);
    const params = { amount: toDecimal(row.amount_minor), currency: currencyOf(sb, row.merchant), orderNo: row.order_no };
    sb.db.transaction(() => {
      sb.db.prepare('UPDATE deposit_orders SET status = ?, updated_at = ? WHERE id = ?').run(b.status, Date.now(), row.id);
      if (b.status === 'credited') {
        credit(sb, row.member_id, BigInt(row.amount_minor), 'DEPOSIT', row.order_no);
        const multiplier = BigInt(Math.round(walletSettings(sb, row.merchant).turnoverMultiplier * 100));
        addTurnover(sb, row.member_id, (BigInt(row.amount_minor) * multiplier) / 100n, 0n);
      }
      postMessage(sb, row.member_id, { template: b.status === 'credited' ? 'depositCredited' : 'depositFailed', params });
    })();
    return { ok: true, order: depositValue({ sb }, sb.db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(row.id) as DepositRow) };
  });

  /** {"action": "approve" | "disburse" | "reject"}: reject refunds the held amount once. */
  app.post<{ Params: { orderNo: string } }>('/__sandbox/wallet/withdrawals/:orderNo', async (req, reply) => {
    const b = req.body;
    const action = isObject(b) ? b.action : undefined;
    if (!['approve', 'disburse', 'reject'].includes(action as string)) return bad(reply, 'body must be {"action": "approve"|"disburse"|"reject"}');
    const w = withdrawalByNo(sb, req.params.orderNo);
    if (!w) return bad(reply, `no withdrawal ${req.params.orderNo}`, 404);
    const open = w.status === 'pending' || w.status === 'approved';
    if (!open) return bad(reply, `withdrawal is already ${w.status}`, 409);
    if (action === 'approve' && w.status !== 'pending') return bad(reply, 'withdrawal is already approved', 409);
    const params = { amount: toDecimal(w.amount_minor), currency: currencyOf(sb, w.merchant), orderNo: w.order_no };
    const now = clock(sb, w.merchant);
    sb.db.transaction(() => {
      if (action === 'reject') {
        sb.db.prepare("UPDATE withdrawals SET status = 'rejected', confirmed_at = ? WHERE id = ?").run(now, w.id);
        credit(sb, w.member_id, BigInt(w.amount_minor), 'WITHDRAW_REFUND', w.order_no);
        postMessage(sb, w.member_id, { template: 'withdrawalRejected', params });
        return;
      }
      if (w.status === 'pending') postMessage(sb, w.member_id, { template: 'withdrawalApproved', params });
      if (action === 'approve') sb.db.prepare("UPDATE withdrawals SET status = 'approved' WHERE id = ?").run(w.id);
      else sb.db.prepare("UPDATE withdrawals SET status = 'disbursed', disbursed_at = ? WHERE id = ?").run(now, w.id);
    })();
    return { ok: true, withdrawal: withdrawalValue(sb, withdrawalByNo(sb, w.order_no)!) };
  });

  /** Partial wallet settings: withdrawMin, withdrawMax (decimal strings), dailyCount, autoConfirmMinutes, turnoverMultiplier. */
  app.put<{ Params: { code: string } }>('/__sandbox/wallet/merchants/:code/settings', async (req, reply) => {
    if (!sb.merchants.get(req.params.code)) return bad(reply, `unknown merchant ${req.params.code}`, 404);
    const b = req.body;
    if (!isObject(b)) return bad(reply, 'body must be an object of settings');
    const patch: Partial<WalletSettings> = {};
    for (const [k, v] of Object.entries(b)) {
      if (k === 'withdrawMin' || k === 'withdrawMax') {
        if (typeof v !== 'string' || toMinor(v) === null) return bad(reply, `${k}: a decimal string is expected`);
        patch[k] = toDecimal(toMinor(v)!);
      } else if (k === 'dailyCount' || k === 'autoConfirmMinutes' || k === 'turnoverMultiplier') {
        if (typeof v !== 'number' || !(v >= 0)) return bad(reply, `${k}: a number >= 0 is expected`);
        patch[k] = v;
      } else return bad(reply, `${k}: not a wallet setting`);
    }
    return { ok: true, settings: setWalletSettings(sb, req.params.code, patch) };
  });

  /** {"minutes": n}: moves the merchant's wallet clock forward (auto-confirmation, daily count). */
  app.post<{ Params: { code: string } }>('/__sandbox/wallet/merchants/:code/clock', async (req, reply) => {
    if (!sb.merchants.get(req.params.code)) return bad(reply, `unknown merchant ${req.params.code}`, 404);
    const minutes = isObject(req.body) ? req.body.minutes : undefined;
    if (typeof minutes !== 'number' || !(minutes > 0)) return bad(reply, 'body must be {"minutes": n > 0}');
    advanceClock(sb, req.params.code, minutes);
    return { ok: true, now: new Date(clock(sb, req.params.code)).toISOString() };
  });

  /** {"merchant", "account", "required"?, "done"?}: adds to the member's turnover requirement / valid bets (decimal strings). */
  app.post('/__sandbox/wallet/turnover', async (req, reply) => {
    const b = isObject(req.body) ? req.body : {};
    const m = memberOf(b.merchant, b.account);
    if (!m) return bad(reply, 'body must name a known {"merchant", "account"}');
    const required = toMinor(typeof b.required === 'string' ? b.required : '0');
    const done = toMinor(typeof b.done === 'string' ? b.done : '0');
    if (required === null || done === null) return bad(reply, 'required and done are decimal strings');
    addTurnover(sb, m.id, required, done);
    return { ok: true };
  });

  /** {"merchant", "account", "upline"}: sets the member's upline (an account of the same merchant), for transfer to upline. */
  app.put('/__sandbox/wallet/upline', async (req, reply) => {
    const b = isObject(req.body) ? req.body : {};
    const m = memberOf(b.merchant, b.account);
    const upline = memberOf(b.merchant, b.upline);
    if (!m || !upline || m.id === upline.id) return bad(reply, 'body must name a known {"merchant", "account", "upline"}');
    sb.db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(upline.id, m.id);
    return { ok: true };
  });
}
