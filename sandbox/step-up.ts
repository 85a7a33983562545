import type { Ctx } from './context';
import { refuse } from './envelope';
import type { MemberRow } from './store';
import { checkPaymentPassword, hasPaymentPassword } from './payment-password';
import { checkSms, codeExpired, sendSms } from './verification';

/**
 * Step-up before money or identity changes (ASVS 7.5.1, 7.5.3): binding or
 * unbinding a bank card (and changing the phone) needs, beside the session,
 * the payment password or a fresh SMS code to the bound phone. A stolen
 * session alone cannot add its own card. The code is good for at most
 * STEP_UP_MINUTES (ASVS 6.5.5), counted from its sending, whatever the SMS
 * expiry says; every check goes through the guarded checks (payment password
 * lock, SMS guess limits).
 */
export const STEP_UP_MINUTES = 10;
const PURPOSE = 'stepUp';

export const stepUpMethods = (ctx: Ctx, m: MemberRow): ('paymentPassword' | 'sms')[] => [
  ...(hasPaymentPassword(ctx.sb, m.id) ? ['paymentPassword' as const] : []),
  ...(m.mobile ? ['sms' as const] : []),
];

export function sendStepUpSms(ctx: Ctx, m: MemberRow) {
  if (!m.mobile) refuse('INVALID_PHONE', 'No phone number is bound to this account.', 200, { field: 'mobileNum' });
  return sendSms(ctx, m.mobile!, PURPOSE);
}

/** The step-up SMS code of the member's bound phone: right, unused, at most STEP_UP_MINUTES old (guarded check). */
export function checkStepUpCode(ctx: Ctx, m: MemberRow, code: string): void {
  if (!m.mobile) refuse('INVALID_PHONE', 'No phone number is bound to this account.', 200, { field: 'mobileNum' });
  const row = ctx.sb.store.lastSmsRow(ctx.merchant.merchantCode, m.mobile!, PURPOSE);
  checkSms(ctx, { mobile: m.mobile!, purpose: PURPOSE, code, field: 'verificationCode' });
  if (!row || Date.now() - row.created_at > STEP_UP_MINUTES * 60_000) codeExpired('verificationCode');
}

export async function requireStepUp(ctx: Ctx, m: MemberRow): Promise<void> {
  const password = typeof ctx.body.paymentPassword === 'string' ? ctx.body.paymentPassword : '';
  const code = typeof ctx.body.verificationCode === 'string' ? ctx.body.verificationCode : '';
  if (password) return checkPaymentPassword(ctx.sb, m.id, password);
  if (code && m.mobile) return checkStepUpCode(ctx, m, code);
  refuse('STEP_UP_REQUIRED', 'Please confirm with your payment password or an SMS code.', 200, { methods: stepUpMethods(ctx, m) });
}

/**
 * Changing the phone (issue 32): a code to the new number (smsBindPhone) proves the number, the step-up proves the
 * member (payment password, or a code to the current phone); a number another member uses is refused.
 */
export async function changeMobile(ctx: Ctx, m: MemberRow): Promise<{ mobileNum: string }> {
  const mobile = typeof ctx.body.mobileNum === 'string' ? ctx.body.mobileNum.trim() : '';
  if (!/^\d{6,15}$/.test(mobile)) refuse('INVALID_PHONE', 'Please enter a valid phone number.', 200, { field: 'mobileNum' });
  await requireStepUp(ctx, m);
  checkSms(ctx, { mobile, purpose: BIND_PURPOSE, code: typeof ctx.body.newCode === 'string' ? ctx.body.newCode : '', field: 'newCode' });
  const taken = ctx.sb.store.memberByMobile(ctx.merchant.merchantCode, mobile);
  if (taken && taken.id !== m.id) refuse('USER_EXISTS', 'This mobile number is already registered.', 200, { field: 'mobileNum' });
  const dialing = typeof ctx.body.countryDialingCode === 'string' ? ctx.body.countryDialingCode : m.dialing_code;
  ctx.sb.db.prepare('UPDATE members SET mobile = ?, dialing_code = ? WHERE id = ?').run(mobile, dialing, m.id);
  return { mobileNum: mobile };
}

export const BIND_PURPOSE = 'bindPhone';
