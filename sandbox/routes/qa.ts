import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import type { Banner, FieldRule } from '../../src/api/models';
import type { Fault } from '../faults';
import { DEFAULT_LIMITS, securityOf, type SecurityLimits } from '../security';

/**
 * QA switches under /__sandbox/ (contract in sandbox/README.md; scripts outside
 * the project rely on it). Plain JSON, not the platform envelope. Never served
 * under the API prefixes, so faults never hit them.
 */
const bad = (reply: FastifyReply, error: string) => reply.code(400).send({ ok: false, error });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const RULE_KEYS: Record<keyof FieldRule, string> = {
  enabled: 'boolean',
  required: 'boolean',
  acceptedPattern: 'string',
  patternId: 'string',
  minLength: 'number',
  maxLength: 'number',
};

/**
 * A QA call made by a web page of another site (a drive-by form or fetch from any tab the tester has open) is
 * refused: browsers say where a request comes from (Sec-Fetch-Site, Origin); scripts and test runners send neither.
 */
export function crossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

export interface QaOptions {
  /** QA mode: the switches below exist only then (tests, npm start). Off, only /__sandbox/health answers. */
  qa: boolean;
}

export function qaRoutes(app: FastifyInstance, sb: Sandbox, reset: () => void, options: QaOptions = { qa: true }): void {
  app.get('/__sandbox/health', async () => ({ ok: true, qa: options.qa, merchants: sb.merchants.list.map((m) => m.merchantCode) }));
  if (!options.qa) return;

  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/__sandbox/') && crossSite(req)) {
      void reply.code(403).send({ ok: false, error: 'cross-site QA calls are refused' });
      return;
    }
    done();
  });

  app.post('/__sandbox/reset', async () => {
    reset();
    securityOf(sb.db).reset();
    return { ok: true };
  });

  /** Abuse limits (sandbox/security.ts): read, or shorten for a test (partial; a reset restores the defaults). */
  app.get('/__sandbox/security', async () => ({ limits: securityOf(sb.db).limits }));
  app.put('/__sandbox/security', async (req, reply) => {
    const b = req.body;
    if (!isObject(b) || !Object.entries(b).every(([k, v]) => k in DEFAULT_LIMITS && typeof v === 'number' && Number.isFinite(v) && v >= 0)) {
      return bad(reply, `body must be {"<limit>": number ≥ 0, …} with limits ${Object.keys(DEFAULT_LIMITS).join(', ')}`);
    }
    return { ok: true, limits: securityOf(sb.db).setLimits(b as Partial<SecurityLimits>) };
  });

  /** Every merchant switch names a known merchant code (a route-level hook: the API routes do not pay for it). */
  const knownMerchant = async (req: FastifyRequest, reply: FastifyReply) => {
    const { code } = req.params as { code: string };
    if (!sb.merchants.get(code)) return reply.code(404).send({ ok: false, error: `unknown merchant ${code}` });
  };

  app.get<{ Params: { code: string } }>('/__sandbox/merchants/:code', { preHandler: knownMerchant }, async (req) => {
    const c = req.params.code;
    return {
      status: sb.state.status(c),
      flags: sb.state.flags(c),
      registerRules: sb.state.rules(c),
      hiddenVendors: sb.state.hiddenVendors(c),
      wallet: { isSingle: sb.platform.isSingleWallet(c) },
    };
  });

  app.put<{ Params: { code: string } }>('/__sandbox/merchants/:code/status', { preHandler: knownMerchant }, async (req, reply) => {
    const b = req.body;
    if (!isObject(b) || ![0, 1, 2].includes(b.status as number)) return bad(reply, 'body must be {"status": 0|1|2, "endTime"?, "ip"?, "country"?}');
    const next = {
      status: b.status as 0 | 1 | 2,
      ...(typeof b.endTime === 'string' || b.endTime === null ? { endTime: b.endTime } : {}),
      ...(typeof b.ip === 'string' ? { ip: b.ip } : {}),
      ...(typeof b.country === 'string' ? { country: b.country } : {}),
    };
    sb.state.write(req.params.code, 'status', next, false);
    return { ok: true, status: next };
  });

  /** A switch whose body is a map of booleans, merged into the merchant's `key`; answers what is set now. */
  const booleanSwitch = (path: string, key: 'flags' | 'hiddenVendors', shape: string, now: (code: string) => Record<string, unknown>) =>
    app.put<{ Params: { code: string } }>(`/__sandbox/merchants/:code/${path}`, { preHandler: knownMerchant }, async (req, reply) => {
      const b = req.body;
      if (!isObject(b) || !Object.values(b).every((v) => typeof v === 'boolean')) return bad(reply, `body must be ${shape}`);
      sb.state.write(req.params.code, key, b as Record<string, boolean>, true);
      return { ok: true, ...now(req.params.code) };
    });

  booleanSwitch('flags', 'flags', '{"<modId>": true|false, …}', (code) => ({ flags: sb.state.flags(code) }));

  app.put<{ Params: { code: string } }>('/__sandbox/merchants/:code/register-rules', { preHandler: knownMerchant }, async (req, reply) => {
    const b = req.body;
    if (!isObject(b)) return bad(reply, 'body must be {"<field>": {partial rule}, …}');
    for (const [field, rule] of Object.entries(b)) {
      if (!isObject(rule)) return bad(reply, `${field}: a rule object is expected`);
      for (const [k, v] of Object.entries(rule)) {
        const type = RULE_KEYS[k as keyof FieldRule];
        if (!type) return bad(reply, `${field}.${k}: not a rule key (${Object.keys(RULE_KEYS).join(', ')})`);
        if (typeof v !== type) return bad(reply, `${field}.${k}: ${type} expected`);
      }
    }
    // Partial rules merge with what QA set before for that field.
    const current = sb.state.rules(req.params.code);
    const merged = Object.fromEntries(Object.entries(b).map(([f, r]) => [f, { ...current[f], ...(r as Partial<FieldRule>) }]));
    sb.state.write(req.params.code, 'rules', merged, true);
    return { ok: true, registerRules: sb.state.rules(req.params.code) };
  });

  app.put<{ Params: { code: string } }>('/__sandbox/merchants/:code/banners', { preHandler: knownMerchant }, async (req, reply) => {
    const b = req.body;
    if (!isObject(b) || !Object.values(b).every(Array.isArray)) return bad(reply, 'body must be {"<groupName>": [banner…], …}');
    // Each banner is checked before anything is stored: a bad one is refused here, not served broken to every visitor until a reset.
    for (const [group, list] of Object.entries(b as Record<string, unknown[]>)) {
      const i = list.findIndex((x) => !isObject(x));
      if (i >= 0) return bad(reply, `${group}[${i}]: a banner object is expected`);
    }
    const normalised = Object.fromEntries(
      Object.entries(b as Record<string, Partial<Banner>[]>).map(([group, list]) => [
        group,
        list.map((x, i): Banner => ({
          bannerId: x.bannerId ?? 900000 + i,
          url: x.url ?? `/sandbox-assets/banners/${encodeURIComponent(group)}-${i + 1}.png`,
          groupName: group,
          linkageType: x.linkageType ?? 'NONE',
          target: x.target ?? '',
          title: x.title ?? `${group} ${i + 1}`,
        })),
      ]),
    );
    for (const [group, list] of Object.entries(normalised)) {
      for (const [i, banner] of list.entries()) {
        const problem = sb.validator.check('Banner', banner);
        if (problem) return bad(reply, `${group}[${i}]: ${problem}`);
        if (!/^(https?:\/\/|\/(?!\/))/.test(banner.url)) return bad(reply, `${group}[${i}].url: an http(s) address or a /path is expected`);
      }
    }
    sb.state.write(req.params.code, 'banners', normalised, true);
    return { ok: true };
  });

  booleanSwitch('vendors', 'hiddenVendors', '{"<vassalage or category>": false|true, …}', (code) => ({ hidden: sb.state.hiddenVendors(code) }));

  /** The merchant's wallet setting (merchantWallet value.isSingle; a single wallet refuses transfers). */
  app.put<{ Params: { code: string } }>('/__sandbox/merchants/:code/wallet', { preHandler: knownMerchant }, async (req, reply) => {
    const b = req.body;
    if (!isObject(b) || typeof b.isSingle !== 'boolean') return bad(reply, 'body must be {"isSingle": true|false}');
    sb.platform.setSingleWallet(req.params.code, b.isSingle);
    return { ok: true, wallet: { isSingle: b.isSingle } };
  });

  app.put('/__sandbox/faults', async (req, reply) => {
    const b = req.body;
    if (!isObject(b) || typeof b.path !== 'string' || !b.path.startsWith('/'))
      return bad(reply, 'body must be {"path": "/prefix", "latencyMs"?, "status"?, "malformed"?, "rate"?, "renameField"?: {"from", "to"}}');
    const fault: Fault = { path: b.path };
    if (b.latencyMs !== undefined) fault.latencyMs = Math.max(0, Math.min(120_000, Number(b.latencyMs) || 0));
    if (b.status !== undefined) fault.status = Number(b.status);
    if (b.malformed !== undefined) fault.malformed = b.malformed === true;
    if (b.rate !== undefined) fault.rate = Math.max(0, Math.min(1, Number(b.rate)));
    if (b.renameField !== undefined) {
      const r = b.renameField;
      if (!isObject(r) || typeof r.from !== 'string' || typeof r.to !== 'string' || !r.from || !r.to)
        return bad(reply, 'renameField must be {"from": "field", "to": "name"}');
      fault.renameField = { from: r.from, to: r.to };
    }
    if (fault.status !== undefined && !(fault.status >= 100 && fault.status <= 599)) return bad(reply, 'status must be an HTTP status');
    sb.faults.set(fault);
    return { ok: true, faults: sb.faults.all() };
  });
  app.delete('/__sandbox/faults', async () => {
    sb.faults.clear();
    return { ok: true };
  });
  app.get('/__sandbox/faults', async () => ({ faults: sb.faults.all() }));

  app.get<{ Querystring: { mobile?: string } }>('/__sandbox/sms', async (req, reply) => {
    const mobile = (req.query.mobile ?? '').replace(/^\+/, '');
    const last = mobile ? sb.store.lastSms(mobile) : undefined;
    if (!last) return reply.code(404).send({ ok: false, error: `no SMS sent to ${mobile}` });
    return { code: last.code, merchant: last.merchant, purpose: last.purpose, expiresAt: last.expires_at };
  });

  app.get<{ Querystring: { merchant?: string } }>('/__sandbox/captcha', async (req, reply) => {
    const text = req.query.merchant ? securityOf(sb.db).newestCaptcha(req.query.merchant) : null;
    if (!text) return reply.code(404).send({ ok: false, error: 'no captcha issued for this merchant (GET /wps/captcha first)' });
    return { text };
  });

  /** The newest token of a seeded or registered account, without a sealed login (bench, e2e shortcuts). */
  app.post<{ Body: { merchant?: string; account?: string } }>('/__sandbox/token', async (req, reply) => {
    const { merchant, account } = req.body ?? {};
    const member = merchant && account ? sb.store.memberByAccount(merchant, account) : undefined;
    if (!member) return reply.code(404).send({ ok: false, error: 'unknown merchant or account' });
    return { token: sb.store.issueToken(member) };
  });
}
