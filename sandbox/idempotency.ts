import { createHash } from 'node:crypto';
import type { Db } from './db';
import { refuse } from './envelope';

/**
 * Idempotency of money- and state-changing calls (route option `idempotent`).
 *
 * The caller sends one `Idempotency-Key` per intent. The first successful answer
 * is stored under merchant + caller + endpoint + key; the same key again answers
 * that stored value without running the handler, so a retried or double-sent
 * deposit, withdrawal or transfer changes a balance once. The same key with a
 * different body is a client bug and is refused. Refusals are not stored: a
 * refused call changed nothing, so running it again is safe and lets a player
 * fix the cause (top up, correct the password) and retry with the same key.
 *
 * Requests with the same key that arrive while the first is still running wait
 * for it (handlers may await), so two parallel clicks cannot both run.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,80}$/;

export interface IdempotencyStore {
  run(scope: string, key: string | undefined, body: unknown, handler: () => Promise<unknown>): Promise<unknown>;
}

export function createIdempotencyStore(db: Db): IdempotencyStore {
  const find = db.prepare('SELECT body_hash AS bodyHash, value FROM idempotent_results WHERE scope = ? AND idem_key = ?');
  const save = db.prepare('INSERT OR IGNORE INTO idempotent_results (scope, idem_key, body_hash, value, created_at) VALUES (?, ?, ?, ?, ?)');
  const inFlight = new Map<string, Promise<unknown>>();

  const stored = (scope: string, key: string, hash: string): { hit: boolean; value?: unknown } => {
    const row = find.get(scope, key) as { bodyHash: string; value: string } | undefined;
    if (!row) return { hit: false };
    if (row.bodyHash !== hash) refuse('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.', 422);
    return { hit: true, value: JSON.parse(row.value) as unknown };
  };

  return {
    async run(scope, key, body, handler) {
      if (!key) return refuse('IDEMPOTENCY_KEY_REQUIRED', 'This call changes money or state: send an Idempotency-Key header.', 400);
      if (!KEY_PATTERN.test(key)) return refuse('INVALID_REQUEST', 'Idempotency-Key must be 8-80 letters, digits, - or _.', 400);
      const hash = createHash('sha256')
        .update(JSON.stringify(body ?? null))
        .digest('hex');
      const slot = `${scope}\u0000${key}`;
      const running = inFlight.get(slot);
      if (running) await running.catch(() => undefined);
      const before = stored(scope, key, hash);
      if (before.hit) return before.value;
      const attempt = handler().then((value) => {
        save.run(scope, key, hash, JSON.stringify(value ?? null), Date.now());
        return value;
      });
      inFlight.set(slot, attempt);
      try {
        return await attempt;
      } finally {
        if (inFlight.get(slot) === attempt) inFlight.delete(slot);
      }
    },
  };
}
