import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { upsertSql } from '../../sandbox/db';

describe('upsertSql (sandbox stores)', () => {
  it('inserts a row, and for the same keys replaces the named columns only', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (a INTEGER, b TEXT, c TEXT, d TEXT DEFAULT "kept", PRIMARY KEY (a, b))');
    const put = db.prepare(upsertSql('t', ['a', 'b'], ['c']));
    put.run(1, 'x', 'first');
    put.run(1, 'x', 'second');
    put.run(2, 'x', 'other');
    expect(db.prepare('SELECT * FROM t ORDER BY a').all()).toEqual([
      { a: 1, b: 'x', c: 'second', d: 'kept' },
      { a: 2, b: 'x', c: 'other', d: 'kept' },
    ]);
  });
});
