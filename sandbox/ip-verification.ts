import { createHash, randomBytes } from 'node:crypto';
import { perDb, type Db } from './db';
import type { Sandbox } from './context';
import type { MemberRow } from './store';
import { refuse } from './envelope';

/**
 * The extra step after a login from an unregistered IP (§4): the password was
 * right, but before a token is issued the member proves who they are by one of
 * the methods they have: the bound phone with an SMS code, the bound email, the
 * bank account name (payee name), or a Google Authenticator code.
 *
 * The sandbox cannot see real IPs, so QA marks an account (`POST
 * /__sandbox/unregistered-ip`): its next successful password login is refused
 * with `IP_VERIFICATION_REQUIRED` and a ticket; `loginVerify` with the ticket
 * and one method's answer then logs in. Table: ip_checks (db.ts).
 */
export type IpMethod = 'sms' | 'email' | 'bankName' | 'google';
export const TICKET_MINUTES = 10;

interface CheckRow {
  merchant: string;
  account: string;
  ticket: string | null;
  issued_at: number | null;
}

/** The sandbox's Google Authenticator code of an account: fixed per account (QA reads it from the switch's answer). */
export const googleCodeOf = (merchant: string, account: string): string =>
  String(parseInt(createHash('sha256').update(`${merchant}|${account}|google`).digest('hex').slice(0, 8), 16) % 1_000_000).padStart(6, '0');

/**
 * The names on the member's bank accounts: the payee name given at registration and the account name of every
 * bound card. Never the nickname: the member's upline agent sees that one.
 */
export function bankNamesOf(sb: Pick<Sandbox, 'db'>, m: MemberRow): string[] {
  let payee = '';
  try {
    payee = String((JSON.parse(m.profile) as Record<string, unknown>).payeeName ?? '');
  } catch {
    payee = '';
  }
  const cards = sb.db.prepare('SELECT account_name FROM bank_cards WHERE member_id = ?').pluck().all(m.id) as string[];
  return [payee, ...cards].map((n) => n.trim()).filter(Boolean);
}

export const methodsOf = (sb: Pick<Sandbox, 'db'>, m: MemberRow): IpMethod[] => [
  ...(m.mobile ? ['sms' as const] : []),
  ...(m.email ? ['email' as const] : []),
  ...(bankNamesOf(sb, m).length ? ['bankName' as const] : []),
  'google',
];

const mask = (s: string, keepEnd: number) => (s.length <= keepEnd ? s : `${'*'.repeat(Math.max(3, s.length - keepEnd))}${s.slice(-keepEnd)}`);
const maskEmail = (e: string) => {
  const [user = '', host = ''] = e.split('@');
  return `${user.slice(0, 2)}***@${host}`;
};

function store(db: Db) {
  return {
    mark: db.prepare(
      'INSERT INTO ip_checks (merchant, account, ticket, issued_at) VALUES (?, ?, NULL, NULL) ON CONFLICT (merchant, account) DO UPDATE SET ticket = NULL, issued_at = NULL',
    ),
    clear: db.prepare('DELETE FROM ip_checks WHERE merchant = ? AND account = ?'),
    get: db.prepare('SELECT * FROM ip_checks WHERE merchant = ? AND account = ?'),
    byTicket: db.prepare('SELECT * FROM ip_checks WHERE merchant = ? AND ticket = ?'),
    issue: db.prepare('UPDATE ip_checks SET ticket = ?, issued_at = ? WHERE merchant = ? AND account = ?'),
  };
}
const stores = perDb(store);
const of = (sb: Pick<Sandbox, 'db'>) => stores(sb.db);

/** QA: the next password login of this account comes "from an unregistered IP" (or no longer, with `on` false). */
export function markUnregisteredIp(sb: Pick<Sandbox, 'db'>, merchant: string, account: string, on = true): void {
  if (on) of(sb).mark.run(merchant, account);
  else of(sb).clear.run(merchant, account);
}

/** Called by the login route once the password is right: refuses with a ticket when the account is marked. */
export function requireKnownIp(sb: Pick<Sandbox, 'db'>, member: MemberRow): void {
  const row = of(sb).get.get(member.merchant, member.account) as CheckRow | undefined;
  if (!row) return;
  const ticket = randomBytes(18).toString('base64url');
  of(sb).issue.run(ticket, Date.now(), member.merchant, member.account);
  refuse('IP_VERIFICATION_REQUIRED', 'You are logging in from a new IP address. Please verify your identity.', 200, {
    ticket,
    methods: methodsOf(sb, member),
    mobile: member.mobile ? mask(member.mobile, 3) : null,
    email: member.email ? maskEmail(member.email) : null,
  });
}

/** The member a ticket stands for (refused when unknown or older than TICKET_MINUTES). */
export function ticketMember(sb: Sandbox, merchant: string, ticket: string): MemberRow {
  const row = ticket ? (of(sb).byTicket.get(merchant, ticket) as CheckRow | undefined) : undefined;
  if (!row || !row.issued_at || Date.now() - row.issued_at > TICKET_MINUTES * 60_000)
    refuse('VERIFICATION_EXPIRED', 'The verification has expired, please log in again.');
  const member = sb.store.memberByAccount(merchant, row!.account);
  if (!member) refuse('VERIFICATION_EXPIRED', 'The verification has expired, please log in again.');
  return member!;
}

/** The IP is now known: the account logs in normally from here on. */
export function clearIpCheck(sb: Pick<Sandbox, 'db'>, member: MemberRow): void {
  of(sb).clear.run(member.merchant, member.account);
}
