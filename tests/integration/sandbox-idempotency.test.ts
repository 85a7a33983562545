import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../sandbox/db';
import { SandboxError } from '../../sandbox/envelope';
import { createIdempotencyStore } from '../../sandbox/idempotency';

/** The store behind every `idempotent: true` route: one key, one effect. */
const dir = mkdtempSync(join(tmpdir(), 'idem-'));
const db = openDb(dir);
const store = createIdempotencyStore(db);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const refusalOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof SandboxError ? `${e.status} ${e.code}` : String(e);
  }
  return 'no refusal';
};

describe('idempotent calls', () => {
  it('the same key twice runs the change once and answers the first result again', async () => {
    let balance = 100;
    const deposit = () => store.run('M|1|deposit', 'key-00000001', { amount: '10' }, async () => ({ balance: String((balance += 10)) }));
    expect(await deposit()).toEqual({ balance: '110' });
    expect(await deposit()).toEqual({ balance: '110' });
    expect(balance).toBe(110);
  });

  it('parallel requests with one key wait for the first (a double click that raced)', async () => {
    let runs = 0;
    const slow = () =>
      store.run('M|1|withdraw', 'key-00000002', { amount: '5' }, async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 20));
        return { order: runs };
      });
    const answers = await Promise.all([slow(), slow(), slow()]);
    expect(runs).toBe(1);
    expect(answers).toEqual([{ order: 1 }, { order: 1 }, { order: 1 }]);
  });

  it('refuses a missing key, a malformed key and a key reused for another body', async () => {
    const ok = async () => null;
    expect(await refusalOf(store.run('M|1|x', undefined, {}, ok))).toBe('400 IDEMPOTENCY_KEY_REQUIRED');
    expect(await refusalOf(store.run('M|1|x', 'short', {}, ok))).toBe('400 INVALID_REQUEST');
    await store.run('M|1|x', 'key-00000003', { a: 1 }, ok);
    expect(await refusalOf(store.run('M|1|x', 'key-00000003', { a: 2 }, ok))).toBe('422 IDEMPOTENCY_KEY_REUSED');
  });

  it('a refused attempt is not stored: the same key may try again once the cause is fixed', async () => {
    let funds = 0;
    const pay = () =>
      store.run('M|1|pay', 'key-00000004', { amount: '5' }, async () => {
        if (funds < 5) throw new SandboxError('INSUFFICIENT_BALANCE', 'Insufficient balance.');
        funds -= 5;
        return { left: funds };
      });
    expect(await refusalOf(pay())).toBe('200 INSUFFICIENT_BALANCE');
    funds = 7;
    expect(await pay()).toEqual({ left: 2 });
    expect(await pay()).toEqual({ left: 2 });
    expect(funds).toBe(2);
  });

  it('keys are scoped: the same key from another member or endpoint is a new intent', async () => {
    let runs = 0;
    const run = (scope: string) => store.run(scope, 'key-00000005', {}, async () => ({ n: ++runs }));
    await run('M|1|a');
    await run('M|2|a');
    await run('M|1|b');
    expect(runs).toBe(3);
  });
});
