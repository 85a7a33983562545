import { randomBytes, randomInt } from 'node:crypto';
import { upsertSql, type Db } from './db';
import { hashPassword } from './passwords';
import { securityOf } from './security';

/**
 * Data access for members, tokens, SMS codes, captchas, favourites and recent
 * games: prepared once, used by the routes. Multi-statement writes run in
 * transactions so a crash mid-request leaves no half-written member.
 */
export interface MemberRow {
  id: number;
  merchant: string;
  account: string;
  nickname: string;
  password_hash: string;
  type: number;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  affiliate_code: string | null;
  upline_id: number | null;
  balance: number;
  points: number;
  password_expired: number;
  first_login: number;
  profile: string;
}

export interface NewMember {
  merchant: string;
  account: string;
  nickname: string;
  password: string;
  type: number;
  mobile?: string | null;
  dialingCode?: string | null;
  email?: string | null;
  uplineId?: number | null;
  balance?: number;
  profile?: Record<string, string>;
}

export const SMS_EXPIRED_MINUTES = 5;

export function createStore(db: Db) {
  const s = {
    byAccount: db.prepare('SELECT * FROM members WHERE merchant = ? AND account = ?'),
    byMobile: db.prepare('SELECT * FROM members WHERE merchant = ? AND mobile = ? ORDER BY id LIMIT 1'),
    byId: db.prepare('SELECT * FROM members WHERE id = ?'),
    byAffiliate: db.prepare('SELECT * FROM members WHERE merchant = ? AND affiliate_code = ? COLLATE NOCASE'),
    insertMember: db.prepare(`INSERT INTO members (merchant, account, nickname, password_hash, type, mobile, dialing_code, email, upline_id, balance,
      profile, first_login, created_at) VALUES (@merchant, @account, @nickname, @hash, @type, @mobile, @dialingCode, @email, @uplineId, @balance, @profile, 0, @now)`),
    setPassword: db.prepare('UPDATE members SET password_hash = ?, password_expired = 0 WHERE id = ?'),
    clearFirstLogin: db.prepare('UPDATE members SET first_login = 0 WHERE id = ?'),
    insertToken: db.prepare('INSERT INTO tokens (token, member_id, merchant, created_at) VALUES (?, ?, ?, ?)'),
    tokenMember: db.prepare(
      'SELECT m.*, t.created_at AS token_created_at FROM tokens t JOIN members m ON m.id = t.member_id WHERE t.token = ? AND t.merchant = ?',
    ),
    deleteToken: db.prepare('DELETE FROM tokens WHERE token = ?'),
    deleteOtherTokens: db.prepare('DELETE FROM tokens WHERE member_id = ? AND token IS NOT ?'),
    failures: db.prepare('SELECT count FROM failed_logins WHERE merchant = ? AND account = ?'),
    addFailure: db.prepare(
      'INSERT INTO failed_logins (merchant, account, count) VALUES (?, ?, 1) ON CONFLICT (merchant, account) DO UPDATE SET count = count + 1 RETURNING count',
    ),
    clearFailures: db.prepare('DELETE FROM failed_logins WHERE merchant = ? AND account = ?'),
    setCaptcha: db.prepare('INSERT OR REPLACE INTO captchas (merchant, text, created_at) VALUES (?, ?, ?)'),
    getCaptcha: db.prepare('SELECT text FROM captchas WHERE merchant = ?'),
    deleteCaptcha: db.prepare('DELETE FROM captchas WHERE merchant = ?'),
    insertSms: db.prepare('INSERT INTO sms (merchant, mobile, purpose, code, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    recentSmsCount: db.prepare('SELECT COUNT(*) AS n FROM sms WHERE merchant = ? AND mobile = ? AND created_at > ?'),
    lastSms: db.prepare('SELECT * FROM sms WHERE merchant = ? AND mobile = ? AND purpose = ? ORDER BY id DESC LIMIT 1'),
    lastSmsAny: db.prepare('SELECT code, merchant, purpose, expires_at FROM sms WHERE mobile = ? ORDER BY id DESC LIMIT 1'),
    // QA may pass the number with its dialling code (84912345678 for 912345678).
    lastSmsSuffix: db.prepare(
      "SELECT code, merchant, purpose, expires_at FROM sms WHERE length(mobile) >= 6 AND ? LIKE '%' || mobile ORDER BY id DESC LIMIT 1",
    ),
    useSms: db.prepare('UPDATE sms SET used = 1 WHERE id = ?'),
    addFavourite: db.prepare('INSERT OR IGNORE INTO favourites (member_id, node_id, created_at) VALUES (?, ?, ?)'),
    removeFavourite: db.prepare('DELETE FROM favourites WHERE member_id = ? AND node_id = ?'),
    favouriteIds: db.prepare('SELECT node_id FROM favourites WHERE member_id = ? ORDER BY created_at DESC, node_id').pluck(),
    recordRecent: db.prepare(upsertSql('recent', ['member_id', 'node_id'], ['played_at'])),
    recentIds: db.prepare('SELECT node_id FROM recent WHERE member_id = ? ORDER BY played_at DESC LIMIT 50').pluck(),
    insertFeedback: db.prepare('INSERT INTO feedback (merchant, member_id, content, contact, created_at) VALUES (?, ?, ?, ?, ?)'),
  };

  return {
    memberByAccount: (merchant: string, account: string) => s.byAccount.get(merchant, account) as MemberRow | undefined,
    memberByMobile: (merchant: string, mobile: string) => s.byMobile.get(merchant, mobile) as MemberRow | undefined,
    memberById: (id: number) => s.byId.get(id) as MemberRow | undefined,
    agentByAffiliate: (merchant: string, code: string) => s.byAffiliate.get(merchant, code) as MemberRow | undefined,

    /** Create the member and its first token in one transaction (register logs the new member in: that was the first login). */
    createMemberWithToken: db.transaction((m: NewMember): { member: MemberRow; token: string } => {
      const info = s.insertMember.run({
        merchant: m.merchant,
        account: m.account,
        nickname: m.nickname,
        hash: hashPassword(m.password),
        type: m.type,
        mobile: m.mobile ?? null,
        dialingCode: m.dialingCode ?? null,
        email: m.email ?? null,
        uplineId: m.uplineId ?? null,
        balance: m.balance ?? 0,
        profile: JSON.stringify(m.profile ?? {}),
        now: Date.now(),
      });
      const member = s.byId.get(info.lastInsertRowid) as MemberRow;
      const token = randomBytes(24).toString('base64url');
      s.insertToken.run(token, member.id, m.merchant, Date.now());
      return { member, token };
    }),

    issueToken(member: MemberRow): string {
      const token = randomBytes(24).toString('base64url');
      s.insertToken.run(token, member.id, member.merchant, Date.now());
      return token;
    },
    /** The member of a live session: a token past its idle or absolute lifetime (security.ts limits) is deleted and answers nothing. */
    memberByToken(token: string, merchant: string): MemberRow | undefined {
      const row = s.tokenMember.get(token, merchant) as (MemberRow & { token_created_at?: number }) | undefined;
      if (!row) return undefined;
      const { token_created_at: createdAt, ...member } = row;
      if (!securityOf(db).sessionAlive(token, createdAt ?? 0)) {
        s.deleteToken.run(token);
        return undefined;
      }
      return member;
    },
    revokeToken: (token: string) => s.deleteToken.run(token),
    /** End every session of a member but `keep` (null: all of them), after a password change or reset. */
    revokeOtherTokens: (memberId: number, keep: string | null) => s.deleteOtherTokens.run(memberId, keep),
    setPassword: (memberId: number, password: string) => s.setPassword.run(hashPassword(password), memberId),
    clearFirstLogin: (memberId: number) => s.clearFirstLogin.run(memberId),

    failures: (merchant: string, account: string) => (s.failures.get(merchant, account) as { count: number } | undefined)?.count ?? 0,
    addFailure: (merchant: string, account: string) => (s.addFailure.get(merchant, account) as { count: number }).count,
    clearFailures: (merchant: string, account: string) => s.clearFailures.run(merchant, account),

    setCaptcha: (merchant: string, text: string) => s.setCaptcha.run(merchant, text, Date.now()),
    captcha: (merchant: string) => (s.getCaptcha.get(merchant) as { text: string } | undefined)?.text ?? null,
    /** A captcha answers once, right or wrong: the portal fetches a new image after each attempt. */
    consumeCaptcha: (merchant: string) => s.deleteCaptcha.run(merchant),

    /** Store a new 6-digit code; refuses (returns null) past 10 sends per number in 5 minutes. */
    sendSms(merchant: string, mobile: string, purpose: string): { code: string; expiresAt: number } | null {
      const now = Date.now();
      const { n } = s.recentSmsCount.get(merchant, mobile, now - 5 * 60_000) as { n: number };
      if (n >= 10) return null;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = now + SMS_EXPIRED_MINUTES * 60_000;
      s.insertSms.run(merchant, mobile, purpose, code, expiresAt, now);
      return { code, expiresAt };
    },
    lastSmsRow: (merchant: string, mobile: string, purpose: string) =>
      s.lastSms.get(merchant, mobile, purpose) as { id: number; code: string; expires_at: number; created_at: number; used: number } | undefined,
    useSms: (id: number) => s.useSms.run(id),
    lastSms: (mobile: string) =>
      (s.lastSmsAny.get(mobile) ?? s.lastSmsSuffix.get(mobile)) as { code: string; merchant: string; purpose: string; expires_at: number } | undefined,

    addFavourite: (memberId: number, nodeId: string) => s.addFavourite.run(memberId, nodeId, Date.now()),
    removeFavourite: (memberId: number, nodeId: string) => s.removeFavourite.run(memberId, nodeId),
    favouriteIds: (memberId: number) => s.favouriteIds.all(memberId) as string[],
    recordRecent: (memberId: number, nodeId: string) => s.recordRecent.run(memberId, nodeId, Date.now()),
    recentIds: (memberId: number) => s.recentIds.all(memberId) as string[],
    addFeedback: (merchant: string, memberId: number | null, content: string, contact: string | null) =>
      Number(s.insertFeedback.run(merchant, memberId, content, contact, Date.now()).lastInsertRowid),
  };
}

export type Store = ReturnType<typeof createStore>;
