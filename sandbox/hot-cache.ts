import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sandbox } from './context';

/**
 * A micro-cache in front of the router, for the lobby's hot path (game list,
 * menus, hot games): a GET whose exact URL, `Merchant` header and merchant-state
 * version were answered before is written from memory without entering
 * Fastify (no routing, query parsing, hooks or reply objects). Anything else,
 * including every request while a fault is set, goes the normal way, and the
 * normal way (route.ts) is what fills this cache, only with successful
 * answers. A state change (QA switch, reset) bumps the version, so stale
 * entries are never hit again.
 */
const LIMIT = 5000;

export class HotCache {
  private entries = new Map<string, Buffer>();

  static key(merchantCode: string, version: number, url: string): string {
    return `${merchantCode}|${version}|${url}`;
  }

  set(key: string, bytes: Buffer): void {
    if (this.entries.size >= LIMIT) this.entries.clear();
    this.entries.set(key, bytes);
  }

  clear(): void {
    this.entries.clear();
  }

  /** true when the answer was written. */
  serve(sb: Sandbox, req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.entries.size || sb.faults.all().length) return false;
    const merchant = req.headers.merchant;
    if (typeof merchant !== 'string' || !req.url) return false;
    const hit = this.entries.get(HotCache.key(merchant, sb.state.version, req.url));
    if (!hit) return false;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': hit.length });
    res.end(hit);
    return true;
  }
}
