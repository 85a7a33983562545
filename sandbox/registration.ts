import type { Ctx } from './context';
import { refuse } from './envelope';
import { str } from './params';
import { markRegistered, startSession } from './protection';

/** Optional profile fields a registration form may carry (§5), kept on the member when filled in. */
const PROFILE_FIELDS = ['payeeName', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'];

/** The username and mobile number must be new in the merchant (USER_EXISTS names the field). */
export function refuseTakenAccount(ctx: Ctx, merchant: string, account: string, mobile: string): void {
  if (ctx.sb.store.memberByAccount(merchant, account)) refuse('USER_EXISTS', `The username "${account}" is already registered.`, 200, { field: 'username' });
  if (mobile && ctx.sb.store.memberByMobile(merchant, mobile)) refuse('USER_EXISTS', 'This mobile number is already registered.', 200, { field: 'mobileNum' });
}

/**
 * A new member (type 0) from a registration payload whose rules the caller has checked: a player's own sign-up
 * (which also keeps where it came from) or an agent registering a downline.
 */
export function createRegisteredMember(
  ctx: Ctx,
  merchant: string,
  payload: Record<string, unknown>,
  o: { uplineId: number | null; extraProfileFields?: readonly string[] },
) {
  const account = str(payload.username);
  const mobile = str(payload.mobileNum);
  const profile = Object.fromEntries([...PROFILE_FIELDS, ...(o.extraProfileFields ?? [])].filter((k) => str(payload[k])).map((k) => [k, str(payload[k])]));
  const created = ctx.sb.store.createMemberWithToken({
    merchant,
    account,
    nickname: account,
    password: str(payload.password),
    type: 0,
    mobile: mobile || null,
    dialingCode: str(payload.countryDialingCode) || null,
    email: str(payload.email) || null,
    uplineId: o.uplineId,
    profile,
  });
  // Where the profile asks for a deposit limit at registration, the portal prompts for one next (issue 28).
  markRegistered(ctx.sb, created.member);
  startSession(ctx.sb, created.token, created.member);
  return created;
}
