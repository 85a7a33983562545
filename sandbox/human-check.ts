import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from './context';
import { perDb, type Db } from './db';
import { refuse } from './envelope';
import { route } from './route';
import { str } from './params';
import { captchaOk, securityOf } from './security';

/**
 * Human verification as a provider per merchant (issue 32): `captcha` (the
 * image captcha, answered in the request's `captcha`), `token` (a
 * reCAPTCHA-style check: humanChallenge gives a challenge, humanVerify decides
 * and answers a one-use pass token the request carries as `humanToken`), or
 * `none`. Every SMS send goes through `requireHuman` (sandbox/verification.ts).
 * QA chooses the provider and can force the verdict:
 * PUT /__sandbox/merchants/:code/human-check {"provider", "force": "pass" | "fail" | null}.
 * The sandbox's default is `none`, the platform's historical behaviour; a brand turns a provider on.
 */
export type HumanProvider = 'none' | 'captcha' | 'token';
export const PROVIDERS: HumanProvider[] = ['none', 'captcha', 'token'];
const TOKEN_MINUTES = 5;

function store(db: Db) {
  securityOf(db); // creates the tables
  const s = {
    get: db.prepare('SELECT provider, force FROM human_settings WHERE merchant = ?'),
    put: db.prepare('INSERT OR REPLACE INTO human_settings (merchant, provider, force) VALUES (?, ?, ?)'),
    challenge: db.prepare('INSERT INTO human_challenges (id, merchant, token, created_at) VALUES (?, ?, NULL, ?)'),
    byId: db.prepare('SELECT * FROM human_challenges WHERE id = ? AND merchant = ?'),
    pass: db.prepare('UPDATE human_challenges SET token = ? WHERE id = ? AND token IS NULL'),
    kill: db.prepare('UPDATE human_challenges SET used = 1 WHERE id = ?'),
    byToken: db.prepare('SELECT * FROM human_challenges WHERE token = ? AND merchant = ?'),
  };
  return {
    settings: (merchant: string) =>
      (s.get.get(merchant) as { provider: HumanProvider; force: 'pass' | 'fail' | null } | undefined) ?? { provider: 'none' as const, force: null },
    set: (merchant: string, provider: HumanProvider, force: 'pass' | 'fail' | null) => s.put.run(merchant, provider, force),
    s,
  };
}
export const humanCheckOf = perDb(store);

type ChallengeRow = { id: string; merchant: string; token: string | null; created_at: number; used: number };

const refused = (): never => refuse('INVALID_CAPTCHA', 'Invalid reCAPTCHA or domain not whitelisted.', 200, { field: 'humanToken' });

/** Refuses unless the request carries a passed human check of the merchant's provider (consumed once used). */
export function requireHuman(ctx: Ctx): void {
  const h = humanCheckOf(ctx.sb.db);
  const { provider, force } = h.settings(ctx.merchant.merchantCode);
  if (provider === 'none') return;
  if (provider === 'captcha') {
    if (!captchaOk(ctx.sb.db, ctx.req, ctx.merchant.merchantCode, str(ctx.body.captcha)))
      refuse('INVALID_CAPTCHA', 'The captcha is incorrect.', 200, { field: 'captcha' });
    return;
  }
  const token = str(ctx.body.humanToken);
  if (!token) refuse('HUMAN_CHECK_REQUIRED', 'Please complete the human verification first.', 200, { provider });
  const row = h.s.byToken.get(token, ctx.merchant.merchantCode) as ChallengeRow | undefined;
  if (force === 'fail' || !row || row.used || Date.now() - row.created_at > TOKEN_MINUTES * 60_000) refused();
  h.s.kill.run(row!.id);
}

export function humanCheckRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'humanChallenge', (ctx) => {
    const { provider } = humanCheckOf(ctx.sb.db).settings(ctx.merchant.merchantCode);
    const id = randomBytes(18).toString('base64url');
    humanCheckOf(ctx.sb.db).s.challenge.run(id, ctx.merchant.merchantCode, Date.now());
    return { provider, challengeId: id };
  });
  // The sandbox decides: an answered challenge passes (a real provider scores the browser); QA can force either way.
  route(app, sb, 'humanVerify', (ctx) => {
    const h = humanCheckOf(ctx.sb.db);
    const { force } = h.settings(ctx.merchant.merchantCode);
    const row = h.s.byId.get(str(ctx.body.challengeId), ctx.merchant.merchantCode) as ChallengeRow | undefined;
    if (!row || row.token || row.used || force === 'fail' || (force !== 'pass' && !str(ctx.body.answer))) {
      if (row) h.s.kill.run(row.id);
      refused();
    }
    const token = randomBytes(24).toString('base64url');
    h.s.pass.run(token, row!.id);
    return { humanToken: token };
  });
}

/** QA: the merchant's provider and a forced verdict (null: the sandbox decides). */
export function humanCheckQaRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.put<{ Params: { code: string }; Body: { provider?: string; force?: string | null } }>('/__sandbox/merchants/:code/human-check', async (req, reply) => {
    const { provider = 'none', force = null } = req.body ?? {};
    if (!sb.merchants.get(req.params.code)) return reply.code(404).send({ ok: false, error: `unknown merchant ${req.params.code}` });
    if (!PROVIDERS.includes(provider as HumanProvider) || (force !== null && force !== 'pass' && force !== 'fail'))
      return reply.code(400).send({ ok: false, error: `body must be {"provider": ${PROVIDERS.join(' | ')}, "force"?: "pass" | "fail" | null}` });
    humanCheckOf(sb.db).set(req.params.code, provider as HumanProvider, force as 'pass' | 'fail' | null);
    return { ok: true, provider, force };
  });
}
