import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../sandbox/db';
import { balanceOf, credit, debit, move, toDecimal, toMinor, vendorBalances } from '../../sandbox/ledger';
import type { SandboxError } from '../../sandbox/envelope';

const dir = mkdtempSync(join(tmpdir(), 'ledger-test-'));
const db = openDb(dir);
const sb = { db };
const member = (balance: number) =>
  Number(
    db
      .prepare("INSERT INTO members (merchant, account, nickname, password_hash, balance, created_at) VALUES ('M', ?, 'n', 'x', ?, 0)")
      .run(`u${Math.random()}`, balance).lastInsertRowid,
  );
const rows = (id: number) =>
  db.prepare('SELECT wallet, kind, amount_minor, balance_after_minor, ref FROM ledger_transactions WHERE member_id = ? ORDER BY id').all(id);

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sandbox ledger', () => {
  it('converts decimal strings and minor units exactly', () => {
    expect(toMinor('12345.67')).toBe(1234567n);
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('1e-10')).toBeNull();
    expect(toMinor('1.234')).toBeNull();
    expect(toDecimal(5n)).toBe('0.05');
    expect(toDecimal(-1234567n)).toBe('-12345.67');
  });

  it('opens from the seeded balance, credits and debits with one row each', () => {
    const id = member(12345.67);
    expect(balanceOf(sb, id)).toBe('12345.67');
    credit(sb, id, 33n, 'DEPOSIT', 'D1');
    debit(sb, id, 1000n, 'WITHDRAW', 'W1');
    expect(balanceOf(sb, id)).toBe('12336.00');
    expect(rows(id)).toEqual([
      { wallet: 'MAIN', kind: 'DEPOSIT', amount_minor: 33, balance_after_minor: 1234600, ref: 'D1' },
      { wallet: 'MAIN', kind: 'WITHDRAW', amount_minor: -1000, balance_after_minor: 1233600, ref: 'W1' },
    ]);
  });

  it('refuses an overdraft and a non-positive amount, changing nothing', () => {
    const id = member(1);
    expect(() => debit(sb, id, 101n, 'WITHDRAW', 'W')).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }) as SandboxError);
    expect(() => credit(sb, id, 0n, 'DEPOSIT', 'D')).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }) as SandboxError);
    expect(balanceOf(sb, id)).toBe('1.00');
    expect(rows(id)).toEqual([]);
  });

  it('moves between wallets atomically', () => {
    const id = member(10);
    move(sb, { memberId: id, kind: 'TRANSFER_OUT' }, { memberId: id, wallet: 'PG', kind: 'TRANSFER_IN' }, 250n, 'T1');
    expect(balanceOf(sb, id)).toBe('7.50');
    expect(vendorBalances(sb, id).get('PG')).toBe(250n);
    expect(() => move(sb, { memberId: id, wallet: 'PG', kind: 'TRANSFER_OUT' }, { memberId: id, kind: 'TRANSFER_IN' }, 251n, 'T2')).toThrow();
    expect(balanceOf(sb, id, 'PG')).toBe('2.50');
    expect(rows(id)).toHaveLength(2);
  });
});
