import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestSandbox, TEST_MERCHANTS, type TestSandbox } from '../../../sandbox/testing';
import { clientFor, loggedIn, newMember, qaCall, withdrawable, type Client } from './clients';

/** The two test merchants' codes (sandbox/testing.ts). */
export const [ALPHA, BETA] = TEST_MERCHANTS.map((m) => m.merchantCode) as [string, string];

/**
 * One test sandbox for the calling test file: started before its tests, disposed
 * after them, with the support helpers bound to its URL and to merchant ALPHA
 * unless told otherwise. Call it once at the top of the file.
 */
export function fileSandbox() {
  let started: TestSandbox | undefined;
  beforeAll(async () => {
    started = await startTestSandbox();
  });
  afterAll(async () => {
    await started?.dispose();
  });
  const sandbox = (): TestSandbox => {
    if (!started) throw new Error('the test sandbox starts in beforeAll: use it inside a test or a hook');
    return started;
  };
  return {
    get url(): string {
      return sandbox().url;
    },
    get dataDir(): string {
      return sandbox().dataDir;
    },
    get brandsDir(): string {
      return sandbox().brandsDir;
    },
    /** Stops the sandbox and starts it again on the same data (a new port). */
    async restart(): Promise<void> {
      started = await sandbox().restart();
    },
    clientFor: (merchant = ALPHA) => clientFor(sandbox().url, merchant),
    loggedIn: (account: string, merchant = ALPHA, password?: string) => loggedIn(sandbox().url, account, merchant, password),
    newMember: (prefix: string, merchant = ALPHA, extra?: Record<string, string | boolean>) => newMember(sandbox().url, merchant, prefix, extra),
    qa: (method: string, path: string, body?: unknown, status?: number) => qaCall(sandbox().url, method, path, body, status),
    withdrawable: (c: Client, amount: string, merchant = ALPHA) => withdrawable(sandbox().url, merchant, c, amount),
    /** The sandbox's SQLite on a second connection (WAL allows it), closed once `work` is done. */
    async withDb<T>(work: (db: Database.Database) => T | Promise<T>, options?: Database.Options): Promise<T> {
      const db = new Database(join(sandbox().dataDir, 'sandbox.sqlite'), options);
      try {
        return await work(db);
      } finally {
        db.close();
      }
    },
  };
}
