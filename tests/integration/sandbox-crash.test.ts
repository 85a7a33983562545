import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { TEST_MERCHANTS, writeTestBrands, startTestSandbox } from '../../sandbox/testing';
import { createApiClient } from '../../src/api/client';
import type { LoginValue } from '../../src/api/models';

/**
 * Kill -9 the sandbox while registrations are in flight: every member row must
 * come with its token (register writes both in one transaction), the file must
 * pass SQLite's integrity check, and a member registered before the crash logs in.
 */
const root = join(import.meta.dirname, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'crash-test-'));
const merchant = TEST_MERCHANTS[0].merchantCode;

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('crash safety', () => {
  it('leaves no half-written member after SIGKILL mid-load', async () => {
    writeTestBrands(join(tmp, 'brands'));
    const dataDir = join(tmp, 'data');
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'sandbox/main.ts'), '--port', '0', '--data', dataDir, '--brands', join(tmp, 'brands')],
      { cwd: root },
    );
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      proc.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      proc.on('exit', (code) => reject(new Error(`sandbox exited ${code}`)));
    });
    const client = createApiClient({ baseUrl: url, merchantCode: merchant, getToken: () => null, getLanguage: () => 'EN', retries: 0 });
    const register = (i: number) => client.call('register', { body: { username: `crash${i}`, password: 'abc123', confirmPassword: 'abc123', login: true } });
    await register(0); // one that surely completed
    const inFlight = Array.from({ length: 150 }, (_, i) =>
      register(i + 1).then(
        () => 'ok',
        () => 'cut',
      ),
    );
    await new Promise((r) => setTimeout(r, 40));
    proc.kill('SIGKILL');
    const outcomes = await Promise.all(inFlight);
    expect(outcomes).toContain('cut');

    const db = new Database(join(dataDir, 'sandbox.sqlite'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const orphans = db
      .prepare("SELECT COUNT(*) AS n FROM members m WHERE account LIKE 'crash%' AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.member_id = m.id)")
      .get() as { n: number };
    expect(orphans.n).toBe(0);
    db.close();

    const sb = await startTestSandbox({ dataDir, brandsDir: join(tmp, 'brands') });
    try {
      const again = createApiClient({ baseUrl: sb.url, merchantCode: merchant, getToken: () => null, getLanguage: () => 'EN', retries: 0 });
      const v = await again.call<LoginValue>('login', { body: { type: 'username', username: 'crash0', password: 'abc123' } });
      expect(v.token).toBeTruthy();
    } finally {
      await sb.close();
    }
  });
});
