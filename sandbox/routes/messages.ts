import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf, realMemberOf } from '../context';
import { refuse } from '../envelope';
import { route } from '../route';
import { int, str } from '../params';
import { messagesOf, type PlatformMessageValue } from '../messages';
import { bankNamesOf, clearIpCheck, googleCodeOf, markUnregisteredIp, ticketMember, TICKET_MINUTES, type IpMethod } from '../ip-verification';
import type { MemberRow } from '../store';
import { sameCode, securityOf, type Counter } from '../security';
import { assertMayLogIn, startSession } from '../protection';
import { checkSms, lockedOut, sendSms } from '../verification';
import { contentOf } from '../fixtures/merchant-content';

/**
 * Platform messages (messageV2: list, read state, detail, delete), My account
 * (avatar relay, nickname) and the unregistered-IP login step (§4), plus their
 * QA switch and the chat frame page's callbacks. Contract in sandbox/README.md.
 */
const MESSAGE_PAGE_SIZE = 10;
/** Letters of any script, digits, spaces, `_`, `-`, `.`; 2 to 16 characters; not blank. */
const NICKNAME = /^[\p{L}\p{N}_.\- ]{2,16}$/u;

const ids = (ctx: Ctx): number[] => {
  const raw = ctx.body.ids;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100 || !raw.every((n) => Number.isInteger(n) && (n as number) > 0)) {
    refuse('INVALID_FIELD', 'ids must be 1 to 100 message ids.', 200, { field: 'ids' });
  }
  return raw as number[];
};

/** The operator's own free text (params.copy names it) reads in the request's language, like its notices. */
const inLanguage = (ctx: Ctx, v: PlatformMessageValue): PlatformMessageValue => {
  if (v.template !== 'text' || v.params.copy !== 'weekendMessage') return v;
  const { copy, fill } = contentOf(ctx);
  const text = { title: fill(copy.weekendMessage.title), content: fill(copy.weekendMessage.content) };
  return { ...v, ...text, params: { ...v.params, ...text } };
};

/** Messages are for real accounts: a trial account (type 4) has an empty inbox it cannot change. */
const inboxOwner = (ctx: Ctx): MemberRow | null => (memberOf(ctx).type === 4 ? null : memberOf(ctx));

function loginValue(ctx: Ctx, member: MemberRow) {
  assertMayLogIn(ctx.sb, member);
  const token = ctx.sb.store.issueToken(member);
  startSession(ctx.sb, token, member);
  return { token, firstTimeLogin: member.first_login === 1, passwordExpired: member.password_expired === 1 };
}

export function messageRoutes(app: FastifyInstance, sb: Sandbox): void {
  const setNickname = sb.db.prepare('UPDATE members SET nickname = ? WHERE id = ?');

  // --- messages ---
  route(app, sb, 'messageList', (ctx) => {
    const m = inboxOwner(ctx);
    const pageNo = int(ctx.query.pageNo, 1, 100_000);
    const pageSize = int(ctx.query.pageSize, MESSAGE_PAGE_SIZE, 50);
    if (!m) return { list: [], total: 0, totalPages: 1, unReadCount: 0 };
    const page = messagesOf(ctx.sb).page(m.id, pageNo, pageSize);
    return { ...page, list: page.list.map((v) => inLanguage(ctx, v)) };
  });
  route(app, sb, 'messageDetail', (ctx) => {
    const m = inboxOwner(ctx);
    const message = m ? messagesOf(ctx.sb).one(m.id, Number(ctx.query.id)) : null;
    if (!message) refuse('NOT_FOUND', 'No such message.');
    return inLanguage(ctx, message!);
  });
  route(app, sb, 'messageRead', (ctx) => {
    const m = realMemberOf(ctx);
    const store = messagesOf(ctx.sb);
    store.markRead(m.id, ctx.body.all === true ? 'all' : ids(ctx));
    return { unReadCount: store.unread(m.id) };
  });
  route(app, sb, 'messageDelete', (ctx) => {
    const m = realMemberOf(ctx);
    const store = messagesOf(ctx.sb);
    if (store.remove(m.id, ids(ctx)) === 0) refuse('NOT_FOUND', 'No such message.');
    return { unReadCount: store.unread(m.id) };
  });

  // --- my account ---
  /** Avatar relay: the member's picture through the platform's own origin; none for trial accounts (the portal shows its fallback). */
  route(app, sb, 'memberAvatar', (ctx) => {
    const m = memberOf(ctx);
    return { avatarUrl: m.type === 4 ? null : `${ctx.origin}/sandbox-assets/avatars/${m.id % 8}.svg` };
  });
  route(app, sb, 'memberNickname', (ctx) => {
    const m = realMemberOf(ctx);
    const nickname = str(ctx.body.nickname).replace(/\s+/g, ' ');
    if (!nickname) refuse('INVALID_FIELD', 'Please enter a nickname.', 200, { field: 'nickname', reason: 'empty' });
    if (!NICKNAME.test(nickname))
      refuse('INVALID_FIELD', 'A nickname has 2 to 16 letters, digits, spaces, _ - or .', 200, { field: 'nickname', reason: 'pattern' });
    setNickname.run(nickname, m.id);
    return { nickname };
  });

  // --- login from an unregistered IP (§4) ---
  route(app, sb, 'loginVerifySms', (ctx) => {
    const member = ticketMember(ctx.sb, ctx.merchant.merchantCode, str(ctx.body.ticket));
    const mobile = str(ctx.body.mobileNum);
    if (!member.mobile || mobile !== member.mobile) refuse('INVALID_PHONE', 'This is not the phone number bound to the account.', 200, { field: 'mobileNum' });
    return sendSms(ctx, mobile, 'ipVerify');
  });
  route(app, sb, 'loginVerify', (ctx) => {
    const m = ctx.merchant.merchantCode;
    const ticket = str(ctx.body.ticket);
    const member = ticketMember(ctx.sb, m, ticket);
    const method = str(ctx.body.method) as IpMethod;
    const sec = securityOf(ctx.sb.db);
    const limits = sec.limits;
    // Every method's answer counts against the ticket (a few wrong answers end it) and the account (a lock).
    const counters: Counter[] = [
      { scope: 'ip-verify-ticket', key: ticket, max: limits.ipVerifyGuesses, windowMs: TICKET_MINUTES * 60_000, lockMs: TICKET_MINUTES * 60_000 },
      { scope: 'ip-verify-account', key: `${m}|${member.account}`, max: limits.ipVerifyPerAccount, windowMs: limits.windowMs },
    ];
    const answer = (field: string, right: () => boolean) => {
      const verdict = sec.attempt(counters, right);
      if (verdict.ok) return;
      if (verdict.locked) lockedOut(ctx, verdict.locked);
      refuse('VERIFICATION_FAILED', 'The verification failed, please check and try again.', 200, { field });
    };
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    switch (method) {
      case 'sms': {
        const mobile = str(ctx.body.mobileNum);
        answer('mobileNum', () => Boolean(member.mobile) && mobile === member.mobile);
        checkSms(ctx, { mobile, purpose: 'ipVerify', code: str(ctx.body.verificationCode), counters, field: 'verificationCode' });
        break;
      }
      case 'email':
        answer('email', () => Boolean(member.email) && same(str(ctx.body.email), member.email!));
        break;
      case 'bankName': {
        const names = bankNamesOf(ctx.sb, member);
        answer('bankAccountName', () => names.some((n) => same(n, str(ctx.body.bankAccountName))));
        break;
      }
      case 'google':
        answer('googleCode', () => sameCode(googleCodeOf(m, member.account), str(ctx.body.googleCode)));
        break;
      default:
        refuse('INVALID_FIELD', 'method must be sms, email, bankName or google.', 200, { field: 'method' });
    }
    sec.clear('ip-verify-account', `${m}|${member.account}`);
    clearIpCheck(ctx.sb, member);
    return loginValue(ctx, member);
  });
}

/** QA only: mark an account's next login as from an unregistered IP; answers what the verification asks. */
export function ipVerificationQaRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.post<{ Body: { merchant?: string; account?: string; on?: boolean } }>('/__sandbox/unregistered-ip', async (req, reply) => {
    const { merchant = '', account = '', on = true } = req.body ?? {};
    const member = sb.store.memberByAccount(merchant, account);
    if (!member) return reply.code(404).send({ ok: false, error: `no account ${account} in merchant ${merchant}` });
    markUnregisteredIp(sb, merchant, account, on !== false);
    return {
      ok: true,
      googleCode: googleCodeOf(merchant, account),
      bankAccountName: bankNamesOf(sb, member)[0] ?? null,
      mobile: member.mobile,
      email: member.email,
    };
  });
}

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's chat frame (chatUrl points here). Like the real chat it reports
 * to the page that embeds it through postMessage: `{source: 'chat', type:
 * 'unread', count}` on load and when a message "arrives", `{source: 'chat',
 * type: 'logout'}` when the player signs out inside the chat.
 */
export function chatPage(query: Record<string, string>): string {
  const unread = Number.parseInt(query.unread ?? '2', 10) || 0;
  return `<!doctype html><html lang="${esc((query.language ?? 'EN').toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox chat</title>
<style>body{margin:0;font:15px/1.5 sans-serif;background:#f5f3ff;color:#1e1b4b;display:flex;flex-direction:column;min-height:100vh}
header{padding:8px 12px;color:#fff;background:${/^#[0-9a-f]{6}$/i.test(query.headerColor ?? '') ? query.headerColor : '#7c3aed'}}
main{flex:1;padding:12px}button{font:inherit;margin:4px;padding:6px 10px;border-radius:6px;border:1px solid #7c3aed;background:#fff;color:#4c1d95;cursor:pointer}</style>
</head><body><header><strong data-testid="sandbox-chat">${esc(query.title ?? 'Sandbox chat')}</strong></header>
<main><p>Member <b data-testid="chat-member">${esc(query.member ?? '')}</b> · language <b data-testid="chat-language">${esc(query.language ?? '')}</b></p>
<p>Unread: <b id="unread">${unread}</b></p>
<button id="arrive" type="button">Simulate a new message</button><button id="read" type="button">Read all</button><button id="logout" type="button">Log out of chat</button></main>
<script>
(function(){
  var unread=${unread};
  var target=(function(){try{return new URL(document.referrer).origin}catch(e){return '*'}})();
  function send(msg){msg.source='chat';try{parent.postMessage(msg,target)}catch(e){}}
  function show(){document.getElementById('unread').textContent=String(unread);send({type:'unread',count:unread})}
  document.getElementById('arrive').onclick=function(){unread++;show()};
  document.getElementById('read').onclick=function(){unread=0;show()};
  document.getElementById('logout').onclick=function(){send({type:'logout'})};
  show();
})();
</script></body></html>`;
}

/** The VIP club of an account (memberInfo clubLabel): agents VIP 3 (gold), members VIP 1 (silver), trial accounts none. */
export function clubLabelOf(m: Pick<MemberRow, 'type'>) {
  if (m.type === 4) return null;
  return m.type === 1
    ? { labelName: 'VIP 3', color: '#f5c542', color2: '#b8860b', rankLevel: 3 }
    : { labelName: 'VIP 1', color: '#cbd5e1', color2: '#64748b', rankLevel: 1 };
}
