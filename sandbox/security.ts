import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { perDb, type Db } from './db';
import { refuse } from './envelope';

/**
 * The sandbox's abuse limits (issue 15): wrong SMS-code guesses, SMS sends per
 * number and per client, login failures per account and per client, captchas
 * per visitor, session expiry and sealed-body nonces. State lives in SQLite
 * tables of its own (created here, emptied by a QA reset); the limits live in
 * memory per database so QA can shorten them (PUT /__sandbox/security) and a
 * reset restores the defaults.
 */
export interface SecurityLimits {
  /** Wrong guesses one SMS code survives; the next wrong guess kills it (CODE_EXPIRED). */
  smsCodeGuesses: number;
  /** Wrong guesses per mobile number (all codes) within `windowMs` before the number is locked for `lockMs`. */
  smsNumberGuesses: number;
  /** SMS sends per mobile number within `smsWindowMs`. */
  smsPerNumber: number;
  /** SMS sends per client address within `smsWindowMs`. */
  smsPerClient: number;
  smsWindowMs: number;
  /** SMS sends per merchant per day (its paid quota): past it, QUOTA_INSUFFICIENT. */
  smsMerchantQuota: number;
  /** Failed logins per account within `windowMs` before that account is locked for `lockMs`. */
  loginPerAccount: number;
  /** Failed logins per client address (any account) within `windowMs` before that client is locked for `lockMs`. */
  loginPerClient: number;
  windowMs: number;
  lockMs: number;
  /** Failed logins of one account after which its next login needs the captcha (human verification). */
  captchaAfterFailures: number;
  /** Wrong answers one IP-verification ticket (loginVerify) survives; the next one ends it (log in again). */
  ipVerifyGuesses: number;
  /** Wrong IP-verification answers per account within `windowMs` before the account's verification is locked for `lockMs`. */
  ipVerifyPerAccount: number;
  /** A session ends after this long without a call … */
  sessionIdleMs: number;
  /** … and this long after its login, whatever happens. */
  sessionMaxMs: number;
  /** How far a sealed body's timestamp may be from the sandbox's clock. */
  sealedSkewMs: number;
}

export const DEFAULT_LIMITS: SecurityLimits = {
  smsCodeGuesses: 5,
  smsNumberGuesses: 10,
  smsPerNumber: 10,
  smsPerClient: 40,
  smsWindowMs: 5 * 60_000,
  smsMerchantQuota: 100_000,
  loginPerAccount: 10,
  loginPerClient: 40,
  windowMs: 15 * 60_000,
  lockMs: 5 * 60_000,
  captchaAfterFailures: 3,
  ipVerifyGuesses: 5,
  ipVerifyPerAccount: 10,
  sessionIdleMs: 2 * 60 * 60_000,
  sessionMaxMs: 24 * 60 * 60_000,
  sealedSkewMs: 10 * 60_000,
};

const DDL = `
CREATE TABLE IF NOT EXISTS security_counters (
  scope TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL, window_start INTEGER NOT NULL, locked_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, key)
);
CREATE TABLE IF NOT EXISTS visitor_captchas (merchant TEXT NOT NULL, visitor TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (merchant, visitor));
CREATE INDEX IF NOT EXISTS visitor_captchas_newest ON visitor_captchas (merchant, created_at);
CREATE TABLE IF NOT EXISTS token_activity (token TEXT PRIMARY KEY, last_seen INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS sealed_nonces (nonce TEXT PRIMARY KEY, seen_at INTEGER NOT NULL);
-- Human verification (sandbox/human-check.ts): the merchant's provider and QA's forced verdict; challenges and their pass tokens.
CREATE TABLE IF NOT EXISTS human_settings (merchant TEXT PRIMARY KEY, provider TEXT NOT NULL, force TEXT);
CREATE TABLE IF NOT EXISTS human_challenges (id TEXT PRIMARY KEY, merchant TEXT NOT NULL, token TEXT UNIQUE, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS human_puzzles (id TEXT PRIMARY KEY, x INTEGER NOT NULL);
`;
const TABLES = ['security_counters', 'visitor_captchas', 'token_activity', 'sealed_nonces', 'human_settings', 'human_challenges', 'human_puzzles'];

export type CounterScope =
  | 'sms-code'
  | 'sms-number'
  | 'sms-send-number'
  | 'sms-send-client'
  | 'sms-send-merchant'
  | 'login-account'
  | 'login-client'
  | 'ip-verify-ticket'
  | 'ip-verify-account'
  | 'payment-password';

/**
 * One limit on wrong answers: past `max` wrong answers within `windowMs`, the
 * counter is locked for `lockMs` (default: limits.lockMs) and every check of
 * it is refused, right answer or not.
 */
export interface Counter {
  scope: CounterScope;
  key: string;
  max: number;
  windowMs: number;
  lockMs?: number;
}

/** What a guarded check answers: right, wrong, or refused by the counter that is (now) locked. */
export type Verdict = { ok: true } | { ok: false; locked: Counter | null; /** Wrong answers now counted on the first counter. */ count: number };

function createSecurity(db: Db) {
  db.exec(DDL);
  const s = {
    get: db.prepare('SELECT count, window_start, locked_until FROM security_counters WHERE scope = ? AND key = ?'),
    put: db.prepare('INSERT OR REPLACE INTO security_counters (scope, key, count, window_start, locked_until) VALUES (?, ?, ?, ?, ?)'),
    del: db.prepare('DELETE FROM security_counters WHERE scope = ? AND key = ?'),
    setCaptcha: db.prepare('INSERT OR REPLACE INTO visitor_captchas (merchant, visitor, text, created_at) VALUES (?, ?, ?, ?)'),
    getCaptcha: db.prepare('SELECT text FROM visitor_captchas WHERE merchant = ? AND visitor = ?'),
    delCaptcha: db.prepare('DELETE FROM visitor_captchas WHERE merchant = ? AND visitor = ?'),
    newestCaptcha: db.prepare('SELECT text FROM visitor_captchas WHERE merchant = ? ORDER BY created_at DESC, rowid DESC LIMIT 1'),
    seen: db.prepare('SELECT last_seen FROM token_activity WHERE token = ?'),
    touch: db.prepare('INSERT OR REPLACE INTO token_activity (token, last_seen) VALUES (?, ?)'),
    nonce: db.prepare('INSERT OR IGNORE INTO sealed_nonces (nonce, seen_at) VALUES (?, ?)'),
    purgeNonces: db.prepare('DELETE FROM sealed_nonces WHERE seen_at < ?'),
  };
  let limits: SecurityLimits = { ...DEFAULT_LIMITS };
  let nonceWrites = 0;

  type Row = { count: number; window_start: number; locked_until: number };
  const row = (scope: CounterScope, key: string): Row | undefined => s.get.get(scope, key) as Row | undefined;

  const api = {
    get limits(): SecurityLimits {
      return limits;
    },
    setLimits(next: Partial<SecurityLimits>): SecurityLimits {
      limits = { ...limits, ...next };
      return limits;
    },
    /** Forget every counter, captcha, session activity and nonce, and restore the default limits (QA reset). */
    reset(): void {
      for (const t of TABLES) db.exec(`DELETE FROM ${t}`);
      limits = { ...DEFAULT_LIMITS };
    },

    /** Count one event; the window restarts once `windowMs` has passed. Returns the count in the current window. */
    hit(scope: CounterScope, key: string, windowMs: number, lockAt?: number, lockMs = limits.lockMs): number {
      const now = Date.now();
      const r = row(scope, key);
      const fresh = !r || now - r.window_start > windowMs;
      const count = fresh ? 1 : r.count + 1;
      const lockedUntil = lockAt !== undefined && count >= lockAt ? now + lockMs : fresh ? 0 : r.locked_until;
      s.put.run(scope, key, count, fresh ? now : r.window_start, lockedUntil);
      return count;
    },
    /** Events counted in the current window (0 once it has passed). */
    count(scope: CounterScope, key: string, windowMs: number): number {
      const r = row(scope, key);
      return r && Date.now() - r.window_start <= windowMs ? r.count : 0;
    },
    /** Milliseconds until the lock ends (0: not locked). */
    lockedFor(scope: CounterScope, key: string): number {
      const r = row(scope, key);
      return r ? Math.max(0, r.locked_until - Date.now()) : 0;
    },
    clear(scope: CounterScope, key: string): void {
      s.del.run(scope, key);
    },
    /**
     * THE way every secret answer is checked (SMS and authenticator codes, IP verification, captcha-free
     * logins, payment passwords): answered only while no counter is locked; a wrong answer counts on
     * every counter and locks the one that reaches its max. Synchronous from start to end, so no parallel
     * request can slip between the check and the count.
     */
    attempt(counters: readonly Counter[], check: () => boolean): Verdict {
      const blocked = counters.find((c) => api.lockedFor(c.scope, c.key) > 0);
      if (blocked) return { ok: false, locked: blocked, count: blocked.max };
      if (check()) return { ok: true };
      return countWrong(counters);
    },

    /**
     * The same for a check that awaits (scrypt): checks of one key (the first counter's) run one after another
     * (a per-key lock), so each sees the counts the previous one left; `before` runs inside the lock first (lock
     * and captcha refusals). Thirty parallel wrong answers are five evaluated ones and twenty-five refusals.
     */
    attemptAsync(counters: readonly Counter[], check: () => Promise<boolean>, before?: () => void): Promise<Verdict> {
      const first = counters[0]!;
      return serially(`${first.scope}|${first.key}`, async () => {
        before?.();
        const blocked = counters.find((c) => api.lockedFor(c.scope, c.key) > 0);
        if (blocked) return { ok: false, locked: blocked, count: blocked.max };
        if (await check()) return { ok: true };
        return countWrong(counters);
      });
    },

    setCaptcha: (merchant: string, visitor: string, text: string) => s.setCaptcha.run(merchant, visitor, text, Date.now()),
    captcha: (merchant: string, visitor: string) => (s.getCaptcha.get(merchant, visitor) as { text: string } | undefined)?.text ?? null,
    consumeCaptcha: (merchant: string, visitor: string) => s.delCaptcha.run(merchant, visitor),
    /** QA: the text of the captcha issued last for this merchant, to whichever visitor. */
    newestCaptcha: (merchant: string) => (s.newestCaptcha.get(merchant) as { text: string } | undefined)?.text ?? null,

    /** Is a token of `createdAt` still a live session? Touches its activity (at most every few seconds, to spare writes). */
    sessionAlive(token: string, createdAt: number): boolean {
      const now = Date.now();
      if (now - createdAt > limits.sessionMaxMs) return false;
      const last = (s.seen.get(token) as { last_seen: number } | undefined)?.last_seen ?? createdAt;
      if (now - last > limits.sessionIdleMs) return false;
      if (now - last > Math.min(30_000, limits.sessionIdleMs / 4)) s.touch.run(token, now);
      return true;
    },

    /** True the first time a nonce is seen; nonces are kept for twice the accepted skew (after that their timestamp is refused anyway). */
    firstUse(nonce: string): boolean {
      const now = Date.now();
      if (++nonceWrites % 500 === 0) s.purgeNonces.run(now - 2 * limits.sealedSkewMs - 60_000);
      return s.nonce.run(nonce, now).changes === 1;
    },
  };

  /** Per-key lock: `work` starts when every earlier work of the same key has settled. */
  const chains = new Map<string, Promise<unknown>>();
  function serially<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (chains.get(key) ?? Promise.resolve()).then(work);
    const tail = run.catch(() => undefined);
    chains.set(key, tail);
    void tail.then(() => {
      if (chains.get(key) === tail) chains.delete(key);
    });
    return run;
  }

  function countWrong(counters: readonly Counter[]): Verdict {
    const counts = db.transaction(() => counters.map((c) => api.hit(c.scope, c.key, c.windowMs, c.max, c.lockMs)))();
    const locked = counters.find((c, i) => counts[i]! >= c.max) ?? null;
    return { ok: false, locked, count: counts[0] ?? 0 };
  }
  return api;
}

export type Security = ReturnType<typeof createSecurity>;
/** The security state of one sandbox (one SQLite handle). */
export const securityOf: (db: Db) => Security = perDb(createSecurity);

/** The caller's address as the socket sees it (the sandbox binds 127.0.0.1; a proxy in front would set trustProxy). */
export const clientOf = (req: FastifyRequest): string => req.ip || 'unknown';

const VISITOR_COOKIE = 'sb_visitor';
/** On HTTPS the cookie is `__Host-` prefixed and Secure (ASVS 3.3.1, 3.3.3): no subdomain or plain-http page can set or read it. */
const SECURE_VISITOR_COOKIE = `__Host-${VISITOR_COOKIE}`;

/** Was the request made over HTTPS (directly, or through a proxy that says so with X-Forwarded-Proto)? */
export function overHttps(req: FastifyRequest): boolean {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  return forwarded === 'https' || (forwarded !== 'http' && req.protocol === 'https');
}

/**
 * The visitor a captcha belongs to: an HttpOnly cookie set with the first
 * captcha (a browser sends it back with the login), else the client address
 * (callers without cookies: scripts, tests). One visitor fetching a captcha
 * never invalidates another's.
 */
export function visitorOf(req: FastifyRequest): string {
  const cookies = String(req.headers.cookie ?? '');
  // Over HTTPS only the __Host- cookie counts: a plain one could have been planted by a sibling subdomain.
  const name = overHttps(req) ? '__Host-sb_visitor' : 'sb_visitor';
  const cookie = new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]{16,64})`).exec(cookies)?.[1];
  return cookie ? `v:${cookie}` : `ip:${clientOf(req)}`;
}

/** Keys to file a new captcha under: the visitor's, and for a first-time visitor a new cookie's as well. */
export function captchaKeys(req: FastifyRequest, reply: FastifyReply): string[] {
  const visitor = visitorOf(req);
  if (visitor.startsWith('v:')) return [visitor];
  const id = randomBytes(18).toString('base64url');
  reply.header(
    'set-cookie',
    overHttps(req) ? `${SECURE_VISITOR_COOKIE}=${id}; Path=/; Secure; HttpOnly; SameSite=Lax` : `${VISITOR_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`,
  );
  return [visitor, `v:${id}`];
}

/** Is `answer` this visitor's current image captcha? The captcha is consumed either way (one answer per image). */
export function captchaOk(db: Db, req: FastifyRequest, merchant: string, answer: string): boolean {
  const sec = securityOf(db);
  const visitor = visitorOf(req);
  const expected = sec.captcha(merchant, visitor);
  sec.consumeCaptcha(merchant, visitor);
  return Boolean(answer && expected && sameCode(expected, answer));
}

/** Constant-time comparison of two short codes (SMS, captcha). */
export function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The §8 "too many requests, retry after 5 minutes" refusal, with the seconds left for screens that count down. */
export function tooManyRequests(retryMs: number, extra: Record<string, unknown> = {}): never {
  return refuse('TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes.', 429, { retryAfterSeconds: Math.ceil(retryMs / 1000), ...extra });
}
