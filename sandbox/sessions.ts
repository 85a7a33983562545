import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { perDb, type Db } from './db';
import { clientOf, securityOf } from './security';

/**
 * Sessions kept server-side (ASVS 7.4.3, 7.5.2): each token's device, browser
 * and address as first seen, its start and its last call, so a player can see
 * where they are signed in and end any session. A token is never shown: a
 * session is named by a hash of it. Ending one deletes its token, so its next
 * call is refused NOT_LOGGED_IN at once (route.ts looks every token up).
 */
const DDL = `CREATE TABLE IF NOT EXISTS session_devices (token TEXT PRIMARY KEY, user_agent TEXT NOT NULL, ip TEXT NOT NULL, seen_at INTEGER NOT NULL);`;

/** Where an address is, from the sandbox's fixtures (a real platform asks a GeoIP database). */
const PLACES: [prefix: string, place: string][] = [
  ['127.', 'Bangkok, Thailand'],
  ['::1', 'Bangkok, Thailand'],
  ['::ffff:127.', 'Bangkok, Thailand'],
  ['10.', 'Ho Chi Minh City, Vietnam'],
  ['192.168.', 'Manila, Philippines'],
];
export const placeOf = (ip: string): string => PLACES.find(([p]) => ip.startsWith(p))?.[1] ?? 'Unknown place';

/** Browser and device from a User-Agent: the few families a player recognises, else "Other". */
export function describeAgent(ua: string): { browser: string; device: string } {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Other browser';
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux|X11/.test(ua)
              ? 'Linux'
              : 'Other device';
  return { browser, device };
}

export const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('base64url').slice(0, 22);

interface Row {
  token: string;
  created_at: number;
  user_agent: string | null;
  ip: string | null;
  last_seen: number | null;
}

function create(db: Db) {
  securityOf(db); // its token_activity table is joined below
  db.exec(DDL);
  const s = {
    note: db.prepare('INSERT OR IGNORE INTO session_devices (token, user_agent, ip, seen_at) VALUES (?, ?, ?, ?)'),
    list: db.prepare(`SELECT t.token, t.created_at, d.user_agent, d.ip, a.last_seen FROM tokens t
      LEFT JOIN session_devices d ON d.token = t.token LEFT JOIN token_activity a ON a.token = t.token
      WHERE t.member_id = ? ORDER BY t.created_at DESC`),
    revoke: db.prepare('DELETE FROM tokens WHERE token = ? AND member_id = ?'),
    revokeOthers: db.prepare('DELETE FROM tokens WHERE member_id = ? AND token != ?'),
  };
  const noted = new Set<string>();
  return {
    /** The device of a token, recorded at its first call (once per token and process). */
    note(token: string, req: FastifyRequest): void {
      if (noted.has(token)) return;
      noted.add(token);
      s.note.run(token, String(req.headers['user-agent'] ?? '').slice(0, 400), clientOf(req), Date.now());
    },
    list(memberId: number, current: string) {
      const rows = s.list.all(memberId) as Row[];
      return rows.map((r) => ({
        id: sessionIdOf(r.token),
        ...describeAgent(r.user_agent ?? ''),
        place: placeOf(r.ip ?? ''),
        startedAt: r.created_at,
        lastSeenAt: r.token === current ? Date.now() : (r.last_seen ?? r.created_at),
        current: r.token === current,
      }));
    },
    /** End one session of the member by its id; false when the member has none with that id. */
    revoke(memberId: number, id: string): boolean {
      const row = (s.list.all(memberId) as Row[]).find((r) => sessionIdOf(r.token) === id);
      if (!row) return false;
      s.revoke.run(row.token, memberId);
      return true;
    },
    revokeOthers: (memberId: number, current: string): number => s.revokeOthers.run(memberId, current).changes,
  };
}

export const sessionsOf = perDb(create);
