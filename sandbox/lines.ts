import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Mirrors (lines) in the sandbox. One server stands in for every line of every brand: a request's Host says which
 * line it came to (the brand's own host, a domain or a mirror of its manifest, or one the domain route names), and all
 * of them share one platform, so a session started on one line is valid on the others, as behind a real platform's
 * mirrors. The page and its API are then on different origins: API answers carry CORS headers for the brands' hosts.
 *
 * QA switch (README): PUT /__sandbox/lines {"host", "blocked"?, "hang"?, "latencyMs"?} makes one host's API stop
 * answering (blocked: the connection is dropped; hang: the request is swallowed, never answered, as a filtered domain
 * looks to a browser) or answer late; DELETE clears every switch.
 */
export interface LineRule {
  blocked: boolean;
  hang: boolean;
  latencyMs: number;
}

/** A swallowed request's socket is closed after this long, so a test run leaves nothing open. */
const HANG_MS = 30_000;

/** The part of a line a blocked domain takes away: the API and the speed-test file (the pages and assets stay served). */
const SPEED_TEST_PATH = '/sandbox-assets/speedtest.txt';
const CORS_HEADERS = 'Merchant, Language, Authorization, Content-Type, Idempotency-Key';

interface MirrorFile {
  id?: string;
  domains?: string[];
  mirrors?: string[];
}

/** Each brand's manifest mirrors (hosts and `*.` patterns), by brand id. */
export function readMirrors(brandsDir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!existsSync(brandsDir)) return out;
  for (const dir of readdirSync(brandsDir)) {
    const file = join(brandsDir, dir, 'brand.json');
    if (dir.startsWith('_') || dir.startsWith('.') || !existsSync(file)) continue;
    try {
      const brand = JSON.parse(readFileSync(file, 'utf8')) as MirrorFile;
      out.set(brand.id ?? dir, Array.isArray(brand.mirrors) ? brand.mirrors : []);
    } catch {
      // the brand checker reports a broken manifest
    }
  }
  return out;
}

const matches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

/** The hosts the domain route adds for a brand: its concrete mirrors, and one line under each `*.` pattern. */
export function routedHosts(mirrors: readonly string[]): string[] {
  return mirrors.map((m) => (m.startsWith('*.') ? `route-1${m.slice(1)}` : m));
}

export class Lines {
  private rules = new Map<string, LineRule>();
  /** Sockets of swallowed requests: closed by a reset (or HANG_MS later), so nothing stays open. */
  private hung = new Set<Socket>();
  private patterns: string[];

  constructor(
    brandsDir: string,
    private apiPrefixes: readonly string[],
    private brandHosts: () => readonly string[],
  ) {
    this.patterns = [...readMirrors(brandsDir).values()].flat();
  }

  set(host: string, rule: Partial<LineRule>): LineRule {
    const next = { blocked: false, hang: false, latencyMs: 0, ...this.rules.get(host), ...rule };
    this.rules.set(host.toLowerCase(), next);
    return next;
  }

  clear(): void {
    this.rules.clear();
    for (const socket of this.hung) socket.destroy();
    this.hung.clear();
  }

  all(): Record<string, LineRule> {
    return Object.fromEntries(this.rules);
  }

  /** A host some brand's page may be on, or a line of one: the only origins API answers are shared with. */
  knownHost(host: string): boolean {
    const h = host.toLowerCase();
    return h === 'localhost' || h === '127.0.0.1' || h.endsWith('.localhost') || this.brandHosts().includes(h) || this.patterns.some((p) => matches(h, p));
  }

  private surface(url: string): boolean {
    return url.startsWith(SPEED_TEST_PATH) || this.apiPrefixes.some((p) => url.startsWith(p));
  }

  /**
   * Before Fastify (and its micro-cache) sees a request: CORS for another line's page, the preflight answered here,
   * and a QA rule of the Host's line applied. `next` continues the request; false when it was answered (or dropped).
   */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const url = req.url ?? '/';
    if (!this.surface(url)) return next();
    const origin = req.headers.origin;
    if (typeof origin === 'string' && this.allowedOrigin(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
          'access-control-allow-headers': CORS_HEADERS,
          'access-control-max-age': '600',
        });
        return void res.end();
      }
    }
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const rule = this.rules.get(host);
    if (!rule) return next();
    if (rule.blocked) return void req.socket.destroy();
    if (rule.hang) {
      const socket = req.socket;
      this.hung.add(socket);
      setTimeout(() => {
        socket.destroy();
        this.hung.delete(socket);
      }, HANG_MS).unref();
      return;
    }
    setTimeout(next, rule.latencyMs);
  }

  private allowedOrigin(origin: string): boolean {
    try {
      return this.knownHost(new URL(origin).hostname);
    } catch {
      return false;
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function lineQaRoutes(app: FastifyInstance, lines: Lines): void {
  app.addHook('onClose', async () => lines.clear());
  app.get('/__sandbox/lines', async () => ({ lines: lines.all() }));
  app.put('/__sandbox/lines', async (req, reply) => {
    const b = req.body;
    const shape = 'body must be {"host": "name", "blocked"?: boolean, "hang"?: boolean, "latencyMs"?: 0..10000}';
    if (!isObject(b) || typeof b.host !== 'string' || !b.host) return reply.code(400).send({ ok: false, error: shape });
    if ((b.blocked !== undefined && typeof b.blocked !== 'boolean') || (b.hang !== undefined && typeof b.hang !== 'boolean'))
      return reply.code(400).send({ ok: false, error: shape });
    if (b.latencyMs !== undefined && !(typeof b.latencyMs === 'number' && b.latencyMs >= 0 && b.latencyMs <= 10_000))
      return reply.code(400).send({ ok: false, error: shape });
    const rule = lines.set(b.host, {
      ...(b.blocked === undefined ? {} : { blocked: b.blocked }),
      ...(b.hang === undefined ? {} : { hang: b.hang }),
      ...(b.latencyMs === undefined ? {} : { latencyMs: b.latencyMs }),
    });
    return { ok: true, host: b.host.toLowerCase(), ...rule };
  });
  app.delete('/__sandbox/lines', async () => {
    lines.clear();
    return { ok: true };
  });
}
