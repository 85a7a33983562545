import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headers, type EndpointName } from '../src/api/endpoints';
import { contract } from './contract';
import type { Ctx, Sandbox } from './context';
import { ok, refusal, SandboxError, notLoggedIn, refuse } from './envelope';
import { openSealed } from './keys';
import { overHttps, securityOf } from './security';
import { hostileAmount, repeatedQueryKey } from './params';
import type { MerchantInfo } from './merchants';
import { HotCache } from './hot-cache';
import { sessionsOf } from './sessions';
import { callOf, mapFields, mapQuery } from '../src/api/profile';

/**
 * Registers one endpoint of src/api/endpoints.ts. Everything every endpoint
 * shares lives here, once: merchant resolution, system status gate, token,
 * sealed bodies, request and response validation, the envelope, refusals and
 * the response cache. With a platform profile (--profile, src/api/profile.ts)
 * the call answers at the profile's path and method and speaks its field names:
 * requests are mapped to contract names before validation, answers after it.
 */
export type Handler = (ctx: Ctx) => unknown;

export interface RouteOptions {
  /** Cache key of a GET whose answer depends only on merchant + query (+ merchant state version). */
  cacheKey?: (query: Record<string, string>) => string;
  /**
   * A money- or state-changing call: it needs an Idempotency-Key header and the
   * same key answers the first success again without running the handler
   * (sandbox/idempotency.ts). Such calls register with `idempotentRoute` below.
   */
  idempotent?: boolean;
  /** Bytes this call's body may hold (default: the server's 1 MB), e.g. an uploaded image. */
  bodyLimit?: number;
}

/** Calls that still answer under maintenance or restriction: the portal needs them to draw those pages and Contact Us. */
const ungated = new Set<EndpointName>(['systemStatus', 'permission', 'settingsTree', 'customerService', 'publicKey', 'countries', 'loginState']);

const CACHE_LIMIT = 2000;

export function resolveMerchant(sb: Sandbox, req: FastifyRequest): MerchantInfo {
  const header = req.headers[headers.merchant.toLowerCase()];
  const code = Array.isArray(header) ? header[0] : header;
  const merchant = sb.merchants.resolve(code || undefined, req.headers.host);
  if (merchant) return merchant;
  return refuse(
    'UNKNOWN_MERCHANT',
    code ? `Unknown merchant "${code}": known merchants are the brands of brands/.` : 'No merchant: send the Merchant header or use a brand domain.',
    400,
  );
}

export function origin(req: FastifyRequest): string {
  // A proxy's header is believed only when it names one of the two schemes: anything else would be written into addresses.
  const proto = overHttps(req) ? 'https' : 'http';
  return `${proto}://${req.headers.host ?? '127.0.0.1'}`;
}

function headerOf(req: FastifyRequest, name: string): string | undefined {
  const h = req.headers[name.toLowerCase()];
  return Array.isArray(h) ? h[0] : h;
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  return h.startsWith('Bearer ') ? h.slice(7).trim() || null : h.trim() || null;
}

export function sendRefusal(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof SandboxError) return reply.code(err.status).send(refusal(err.code, err.message, err.value));
  reply.log.error(err);
  return reply.code(500).send(refusal('INTERNAL', 'Internal sandbox error.'));
}

export function route(app: FastifyInstance, sb: Sandbox, name: EndpointName, handler: Handler, options: RouteOptions = {}): void {
  const def = callOf(name, sb.profile);
  const schemas: { body?: string; value: string } = contract[name];
  // The call table says which calls are idempotent (docs/openapi.json tells platforms): the route must agree.
  if ((options.idempotent ?? false) !== def.idempotent)
    throw new Error(`${name}: src/api/endpoints.ts says idempotent: ${def.idempotent}; register it with ${def.idempotent ? 'idempotentRoute' : 'route'}`);

  app.route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (req, reply) => {
      try {
        const repeated = repeatedQueryKey(req.query);
        if (repeated) refuse('INVALID_REQUEST', `The query parameter "${repeated}" is given more than once.`, 400, { field: repeated });
        const merchant = resolveMerchant(sb, req);
        if (!ungated.has(name)) {
          const { status } = sb.state.status(merchant.merchantCode);
          if (status === 1) refuse('MAINTENANCE', 'System maintenance.', 503);
          if (status === 2) refuse('RESTRICTED', 'Access from your IP address or location is restricted.', 403);
        }
        // Cacheable answers (game list, menus) depend on merchant + query only: answer before any other work.
        // The version is read before the handler runs: an answer computed across a state change is filed under the old one.
        const version = sb.state.version;
        const query = mapQuery(name, req.query as Record<string, string>, 'toContract', sb.profile);
        const key = options.cacheKey ? `${merchant.merchantCode}|${version}|${options.cacheKey(query)}` : null;
        // A fault may change answers after they leave the route (server.ts): cached bytes would skip it.
        if (key && !sb.faults.all().length) {
          const hit = sb.responseCache.get(key);
          if (hit) {
            // The lobby's hot path: write the cached bytes straight to the socket, past Fastify's reply pipeline.
            reply.hijack();
            reply.raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': hit.length });
            reply.raw.end(hit);
            return reply;
          }
        }
        const token = def.token === 'none' ? null : bearer(req);
        const member = token ? (sb.store.memberByToken(token, merchant.merchantCode) ?? null) : null;
        if (def.token === 'required' && !member) notLoggedIn();
        if (member) sessionsOf(sb.db).note(token!, req);

        let body: unknown = req.body ?? {};
        if (def.encrypted) {
          // A sealed body proves its merchant, its freshness and a nonce never seen before (replay, issue 15).
          const sec = securityOf(sb.db);
          body = openSealed(sb.keys, body, { merchant: merchant.merchantCode, skewMs: sec.limits.sealedSkewMs, firstUse: sec.firstUse });
        }
        body = mapFields(name, body, 'toContract', sb.profile);
        if (schemas.body) {
          const problem = sb.validator.check(schemas.body, body);
          if (problem) refuse('INVALID_REQUEST', `Invalid request body: ${problem}`, 400);
        }
        const amountField = hostileAmount(body);
        if (amountField)
          refuse('INVALID_AMOUNT', `${amountField} must be a plain amount with at most 2 decimals, such as 100 or 0.30.`, 400, { field: amountField });

        const ctx: Ctx = {
          req,
          reply,
          sb,
          merchant,
          member,
          token,
          body: body as Record<string, unknown>,
          query,
          origin: origin(req),
        };
        const value = options.idempotent
          ? await sb.idempotency.run(
              `${merchant.merchantCode}|${member?.id ?? 'visitor'}|${name}`,
              headerOf(req, headers.idempotencyKey),
              { body: ctx.body, query: ctx.query },
              async () => (await handler(ctx)) ?? null,
            )
          : ((await handler(ctx)) ?? null);
        if (sb.validateResponses) {
          const problem = sb.validator.check(schemas.value, value);
          if (problem) {
            req.log.error({ endpoint: name, problem }, 'response violates its schema');
            return reply.code(500).send(refusal('SCHEMA_VIOLATION', `Sandbox bug: ${name} value ${problem}`));
          }
        }
        const answer = mapFields(name, value, 'toPlatform', sb.profile);
        if (!key) return reply.send(ok(answer));
        // Kept as bytes: a hit then costs no JSON and no UTF-8 encoding.
        const bytes = Buffer.from(JSON.stringify(ok(answer)));
        if (sb.responseCache.size >= CACHE_LIMIT) sb.responseCache.clear();
        sb.responseCache.set(key, bytes);
        const header = req.headers[headers.merchant.toLowerCase()];
        if (header === merchant.merchantCode) sb.hotCache.set(HotCache.key(merchant.merchantCode, version, req.raw.url ?? ''), bytes);
        return reply.type('application/json; charset=utf-8').send(bytes);
      } catch (err) {
        return sendRefusal(reply, err);
      }
    },
  });
}

/**
 * A money- or state-changing call (`RouteOptions.idempotent`): it needs an Idempotency-Key header and the
 * same key answers the first success again without running the handler.
 */
export function idempotentRoute(app: FastifyInstance, sb: Sandbox, name: EndpointName, handler: Handler, options: Omit<RouteOptions, 'idempotent'> = {}): void {
  route(app, sb, name, handler, { ...options, idempotent: true });
}
