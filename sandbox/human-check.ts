import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from './context';
import { perDb, type Db } from './db';
import { refuse } from './envelope';
import { route } from './route';
import { str } from './params';
import { captchaOk, securityOf } from './security';
import { newPuzzle, PUZZLE, puzzleSolved } from './slider-puzzle';

/**
 * Human verification as a provider per merchant (issue 32): `captcha` (the
 * image captcha, answered in the request's `captcha`), `token` (a
 * reCAPTCHA-style check: humanChallenge gives a challenge, humanVerify decides
 * and answers a one-use pass token the request carries as `humanToken`),
 * `slider` (a geetest-style puzzle, slider-puzzle.ts: the same pass token once
 * the piece is dragged into its gap), or `none`. Every SMS send goes through
 * `requireHuman` (sandbox/verification.ts). The merchant's provider is its
 * manifest's `humanCheck` (the schema's default: token); QA can choose another
 * and force the verdict:
 * PUT /__sandbox/merchants/:code/human-check {"provider", "force": "pass" | "fail" | null}.
 */
export type HumanProvider = 'none' | 'captcha' | 'token' | 'slider';
export const PROVIDERS: HumanProvider[] = ['none', 'captcha', 'token', 'slider'];
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
    puzzle: db.prepare('INSERT INTO human_puzzles (id, x) VALUES (?, ?)'),
    gapOf: db.prepare('SELECT x FROM human_puzzles WHERE id = ?'),
  };
  return {
    /** QA's choice for the merchant, if any (else the manifest's: `settingsOf`). */
    qa: (merchant: string) => s.get.get(merchant) as { provider: HumanProvider; force: 'pass' | 'fail' | null } | undefined,
    set: (merchant: string, provider: HumanProvider, force: 'pass' | 'fail' | null) => s.put.run(merchant, provider, force),
    s,
  };
}
export const humanCheckOf = perDb(store);

/** The merchant's provider and QA's forced verdict: QA's choice, else the manifest's `humanCheck`. */
export function settingsOf(sb: Pick<Sandbox, 'db' | 'merchants'>, merchant: string): { provider: HumanProvider; force: 'pass' | 'fail' | null } {
  const manifest = sb.merchants.get(merchant)?.humanCheck;
  const own = PROVIDERS.includes(manifest as HumanProvider) ? (manifest as HumanProvider) : 'token';
  return humanCheckOf(sb.db).qa(merchant) ?? { provider: own, force: null };
}

type ChallengeRow = { id: string; merchant: string; token: string | null; created_at: number; used: number };

const refused = (refusal: Record<string, unknown> = {}): never =>
  refuse('INVALID_CAPTCHA', 'Invalid reCAPTCHA or domain not whitelisted.', 200, { field: 'humanToken', ...refusal });

/**
 * Refuses unless the request carries a passed human check of the merchant's provider (consumed once used).
 * `refusal` is merged into a refusal's value (a login's: which check the form shows).
 */
export function requireHuman(ctx: Ctx, refusal: Record<string, unknown> = {}): void {
  const h = humanCheckOf(ctx.sb.db);
  const { provider, force } = settingsOf(ctx.sb, ctx.merchant.merchantCode);
  if (provider === 'none') return;
  if (provider === 'captcha') {
    if (!captchaOk(ctx.sb.db, ctx.req, ctx.merchant.merchantCode, str(ctx.body.captcha)))
      refuse('INVALID_CAPTCHA', 'The captcha is incorrect.', 200, { field: 'captcha', ...refusal });
    return;
  }
  const token = str(ctx.body.humanToken);
  if (!token) refuse('HUMAN_CHECK_REQUIRED', 'Please complete the human verification first.', 200, { provider, ...refusal });
  const row = h.s.byToken.get(token, ctx.merchant.merchantCode) as ChallengeRow | undefined;
  if (force === 'fail' || !row || row.used || Date.now() - row.created_at > TOKEN_MINUTES * 60_000) refused(refusal);
  h.s.kill.run(row!.id);
}

export function humanCheckRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'humanChallenge', (ctx) => {
    const { provider } = settingsOf(ctx.sb, ctx.merchant.merchantCode);
    const h = humanCheckOf(ctx.sb.db);
    const id = randomBytes(18).toString('base64url');
    h.s.challenge.run(id, ctx.merchant.merchantCode, Date.now());
    if (provider !== 'slider') return { provider, challengeId: id };
    const { x, y, image, pieceImage } = newPuzzle();
    h.s.puzzle.run(id, x);
    return { provider, challengeId: id, puzzle: { ...PUZZLE, y, image, pieceImage } };
  });
  // The sandbox decides: an answered challenge passes (a real provider scores the browser), a puzzle when its
  // piece was dragged into the gap; QA can force either way. A challenge is answered once, right or wrong.
  route(app, sb, 'humanVerify', (ctx) => {
    const h = humanCheckOf(ctx.sb.db);
    const { force } = settingsOf(ctx.sb, ctx.merchant.merchantCode);
    const row = h.s.byId.get(str(ctx.body.challengeId), ctx.merchant.merchantCode) as ChallengeRow | undefined;
    const answer = str(ctx.body.answer);
    const gap = row && (h.s.gapOf.get(row.id) as { x: number } | undefined);
    const solved = force === 'pass' || (!!answer && (!gap || puzzleSolved(gap.x, answer)));
    if (!row || row.token || row.used || force === 'fail' || !solved) {
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
    const { provider = 'token', force = null } = req.body ?? {};
    if (!sb.merchants.get(req.params.code)) return reply.code(404).send({ ok: false, error: `unknown merchant ${req.params.code}` });
    if (!PROVIDERS.includes(provider as HumanProvider) || (force !== null && force !== 'pass' && force !== 'fail'))
      return reply.code(400).send({ ok: false, error: `body must be {"provider": ${PROVIDERS.join(' | ')}, "force"?: "pass" | "fail" | null}` });
    humanCheckOf(sb.db).set(req.params.code, provider as HumanProvider, force as 'pass' | 'fail' | null);
    return { ok: true, provider, force };
  });
  /** The merchant's newest slider puzzle with its gap (a test drags the piece there as a person would). */
  app.get<{ Params: { code: string } }>('/__sandbox/merchants/:code/human-check/puzzle', async (req, reply) => {
    const row = sb.db
      .prepare(
        'SELECT p.id, p.x FROM human_puzzles p JOIN human_challenges c ON c.id = p.id WHERE c.merchant = ? ORDER BY c.created_at DESC, c.rowid DESC LIMIT 1',
      )
      .get(req.params.code) as { id: string; x: number } | undefined;
    if (!row) return reply.code(404).send({ ok: false, error: 'no puzzle yet' });
    return { ok: true, challengeId: row.id, x: row.x };
  });
}
