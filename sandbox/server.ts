import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { HotCache } from './hot-cache';
import { openDb } from './db';
import { MerchantRegistry, readMerchants } from './merchants';
import { MerchantState, seedCatalogue, seedNewMerchants, seedState } from './state';
import { loadKeyPair } from './keys';
import { loadValidator } from './validate';
import { createStore } from './store';
import { createPlatformStore } from './platform';
import { createIdempotencyStore } from './idempotency';
import { createCatalogue } from './catalogue';
import { Faults } from './faults';
import { refusal } from './envelope';
import type { Sandbox } from './context';
import type { PlatformProfile } from '../src/api/profile';
import { renameInAnswer } from './faults';
import { systemRoutes } from './routes/system';
import { sessionRoutes } from './routes/session';
import { idpQaRoutes, idpRoutes } from './routes/idp';
import { firebaseRoutes } from './routes/firebase';
import { memberRoutes } from './routes/member';
import { gameRoutes } from './routes/games';
import { contentRoutes } from './routes/content';
import { qaRoutes } from './routes/qa';
import { assetRoutes } from './routes/assets';
import { platformRoutes } from './routes/platform';
import { walletRoutes } from './routes/wallet';
import { withdrawRoutes } from './routes/withdraw';
import { walletQaRoutes } from './routes/wallet-qa';
import { engagementQaRoutes, engagementRoutes } from './routes/engagement';
import { agentRoutes } from './routes/agent';
import { ipVerificationQaRoutes, messageRoutes } from './routes/messages';
import { sandboxHeaders } from './headers';
import { Lines, lineQaRoutes } from './lines';
import { deviceRoutes } from './routes/devices';
import { humanCheckQaRoutes, humanCheckRoutes } from './human-check';
import { recordRoutes } from './routes/records';
import { protectionQaRoutes, protectionRoutes } from './routes/protection';

/**
 * The sandbox platform: every endpoint of src/api/endpoints.ts over real HTTP,
 * persisted in SQLite under `dataDir`, merchants read from `brandsDir`.
 * Callers listen themselves (`app.listen({ host: '127.0.0.1', port })`).
 */
export interface SandboxOptions {
  dataDir: string;
  brandsDir: string;
  /** Check every response value against its schema (default on; the game list caches, so the cost is paid once per page). */
  validateResponses?: boolean;
  logger?: boolean;
  /** QA mode: the /__sandbox/ switches (reset, tokens, flags, faults, SMS and captcha inboxes) exist only then. Tests and npm start turn it on. */
  qa?: boolean;
  /** Answer as this platform profile says (platforms/<id>.json, scripts/lib/contract/profiles.ts loads it). */
  profile?: PlatformProfile | null;
}

export const API_PREFIXES = ['/wps/', '/lgw/'];

/** The first path segments the sandbox answers API calls under: the contract's, and those a profile moves calls to. */
export function apiPrefixes(profile: PlatformProfile | null | undefined): string[] {
  const moved = Object.values(profile?.calls ?? {}).flatMap((c) => (c.path ? [`/${c.path.split('/')[1]}/`] : []));
  return [...new Set([...API_PREFIXES, ...moved])];
}
const root = join(import.meta.dirname, '..');

export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const db = openDb(options.dataDir);
  const merchants = new MerchantRegistry(readMerchants(options.brandsDir));
  seedCatalogue(db);
  seedNewMerchants(db, merchants);

  const sb: Sandbox = {
    db,
    merchants,
    state: new MerchantState(db),
    keys: loadKeyPair(options.dataDir),
    validator: loadValidator(join(root, 'schema/api')),
    store: createStore(db),
    platform: createPlatformStore(db),
    idempotency: createIdempotencyStore(db),
    catalogue: createCatalogue(db),
    faults: new Faults(),
    responseCache: new Map(),
    hotCache: new HotCache(),
    validateResponses: options.validateResponses ?? true,
    profile: options.profile ?? null,
    brandsDir: options.brandsDir,
  };

  const prefixes = apiPrefixes(sb.profile);
  // One server stands in for every brand's mirrors (lines.ts): CORS for their pages, QA blocks per host.
  const lines = new Lines(options.brandsDir, prefixes, () => sb.merchants.list.flatMap((m) => m.domains));
  const app = Fastify({
    logger: options.logger ? { level: 'warn' } : false,
    bodyLimit: 1024 * 1024,
    // Cached lobby answers are written before Fastify sees the request (hot-cache.ts).
    serverFactory: (handler) =>
      createServer((req, res) =>
        lines.handle(req, res, () => {
          if (!sb.hotCache.serve(sb, req, res)) handler(req, res);
        }),
      ),
  });

  // Bodies of DELETE and GET are tolerated empty; a malformed JSON body is a clear refusal, not a stack.
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) app.log.error(err);
    return reply.code(status).send(refusal(status === 500 ? 'INTERNAL' : 'INVALID_REQUEST', status === 500 ? 'Internal sandbox error.' : err.message));
  });

  // Fault injection (QA): only API paths, so the switches themselves keep working.
  // A callback hook, not an async one: with no fault set (the normal case) it costs no promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    const fault = prefixes.some((p) => req.url.startsWith(p)) ? sb.faults.match(req.url) : null;
    if (!fault) return done();
    setTimeout(() => {
      if (fault.malformed)
        reply
          .code(fault.status ?? 200)
          .type('application/json')
          .send('{"success": tru');
      else if (fault.status) {
        const code = fault.status === 503 ? 'MAINTENANCE' : fault.status === 429 ? 'TOO_MANY_REQUESTS' : fault.status === 403 ? 'RESTRICTED' : 'FAULT_INJECTED';
        reply.code(fault.status).send(refusal(code, `Injected fault (HTTP ${fault.status}).`));
      } else done();
    }, fault.latencyMs ?? 0);
  });

  // A fault that renames an answer's field (QA: what a platform that drifted from the contract looks like) acts on
  // the bytes as they leave, after the route checked its value against the schema.
  app.addHook('onSend', (req, _reply, payload, done) => {
    const fault = sb.faults.all().length && prefixes.some((p) => req.url.startsWith(p)) ? sb.faults.match(req.url) : null;
    if (!fault?.renameField || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    done(null, renameInAnswer(payload.toString(), fault.renameField));
  });

  sandboxHeaders(app, sb);
  systemRoutes(app, sb);
  sessionRoutes(app, sb);
  deviceRoutes(app, sb);
  humanCheckRoutes(app, sb);
  idpRoutes(app, sb);
  firebaseRoutes(app, sb);
  if (options.qa) idpQaRoutes(app, sb);
  if (options.qa) humanCheckQaRoutes(app, sb);
  memberRoutes(app, sb);
  gameRoutes(app, sb);
  contentRoutes(app, sb);
  platformRoutes(app, sb);
  walletRoutes(app, sb);
  withdrawRoutes(app, sb);
  if (options.qa) walletQaRoutes(app, sb);
  engagementRoutes(app, sb);
  if (options.qa) engagementQaRoutes(app, sb);
  agentRoutes(app, sb);
  messageRoutes(app, sb);
  if (options.qa) ipVerificationQaRoutes(app, sb);
  recordRoutes(app, sb);
  protectionRoutes(app, sb);
  if (options.qa) protectionQaRoutes(app, sb);
  assetRoutes(app, sb);
  if (options.qa) lineQaRoutes(app, lines);
  qaRoutes(
    app,
    sb,
    () => {
      sb.faults.clear();
      lines.clear();
      sb.state.clear();
      sb.responseCache.clear();
      sb.hotCache.clear();
      // Brands added since the start (npm run brand:new) become merchants at a reset.
      sb.merchants = new MerchantRegistry(readMerchants(options.brandsDir));
      seedState(db, sb.merchants);
    },
    { qa: options.qa ?? false },
  );

  // An unknown API path still answers in the envelope, so the client reports it like any refusal.
  app.setNotFoundHandler((req, reply) => {
    const api = prefixes.some((p) => req.url.startsWith(p));
    return reply.code(404).send(api ? refusal('NOT_FOUND', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`) : 'Not found');
  });

  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}
