import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing';
import { buildSandbox } from '../../sandbox/server';
import { loadProfile } from '../../scripts/lib/contract/profiles';
import type { CallResult } from '../../scripts/lib/contract/conformance';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';
import { ALPHA } from './support/sandbox';
import { qaCall } from './support/clients';

/**
 * npm run contract:test against a real sandbox, through its command line: the sandbox conforms (every read call,
 * the writes, the drawn queries); a QA fault that renames an answer's field is named, call and JSON path; a
 * sandbox playing a platform profile conforms when the run is told the profile, and differs when it is not.
 */
const run = promisify(execFile);
const out = mkdtempSync(join(tmpdir(), 'contract-test-'));
let sandbox: TestSandbox;

interface Report {
  summary: { calls: number; conforms: number; differs: number; skipped: number };
  results: CallResult[];
}

async function conformance(api: string, ...args: string[]): Promise<{ code: number; report: Report; stdout: string }> {
  const file = join(out, `report-${Math.random().toString(36).slice(2)}.json`);
  const argv = ['tsx', 'scripts/contract-test.ts', '--api', api, '--merchant', ALPHA, '--account', `agent01:${SEED_PASSWORD}`, '--out', file, ...args];
  let code = 0;
  let stdout = '';
  try {
    stdout = (await run('npx', argv, { cwd: join(import.meta.dirname, '../..') })).stdout;
  } catch (err) {
    code = (err as { code: number }).code;
    stdout = (err as { stdout: string }).stdout;
  }
  return { code, report: JSON.parse(readFileSync(file, 'utf8')) as Report, stdout };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
  rmSync(out, { recursive: true, force: true });
});

describe('npm run contract:test', () => {
  it('finds the sandbox conforming: every read call, the drawn queries and the money and account writes', async () => {
    const { code, report, stdout } = await conformance(sandbox.url, '--writes');
    expect(report.results.filter((r) => r.verdict === 'differs' || r.property?.differs)).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary.skipped).toBe(0);
    expect(report.results.map((r) => r.call)).toEqual(expect.arrayContaining(['login', 'gameList', 'balance', 'depositCreate', 'depositOrder', 'logout']));
    expect(report.results.find((r) => r.call === 'gameList')).toMatchObject({ verdict: 'conforms', property: { runs: 3, differs: 0 } });
    expect(stdout).toMatch(/^balance\s+GET \/wps\/v2\/wallets\/balance\s+200\s+conforms$/m);
  }, 120_000);

  it('names the call and the JSON path when the platform renames a field of an answer', async () => {
    await qaCall(sandbox.url, 'PUT', '/faults', { path: '/wps/v2/wallets/balance', renameField: { from: 'sumBalance', to: 'sum_balance' } });
    try {
      const { code, report, stdout } = await conformance(sandbox.url, '--runs', '0');
      expect(code).toBe(1);
      expect(report.results.filter((r) => r.verdict === 'differs').map((r) => [r.call, r.where])).toEqual([['balance', '$.value.sumBalance']]);
      expect(stdout).toMatch(/^balance\s+GET \/wps\/v2\/wallets\/balance\s+200\s+differs at \$\.value\.sumBalance: must have required property 'sumBalance'$/m);
    } finally {
      await qaCall(sandbox.url, 'DELETE', '/faults');
    }
  }, 120_000);

  it('follows a platform profile: a sandbox playing test-renamed conforms with --profile, and differs without it', async () => {
    const app = await buildSandbox({ dataDir: join(out, 'profile-data'), brandsDir: sandbox.brandsDir, qa: true, profile: loadProfile('test-renamed') });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const mapped = await conformance(url, '--profile', 'test-renamed', '--runs', '0');
      expect(mapped.report.results.filter((r) => r.verdict === 'differs')).toEqual([]);
      expect(mapped.report.results.find((r) => r.call === 'balance')).toMatchObject({ path: '/api/wallet/balance', verdict: 'conforms' });
      const plain = await conformance(url, '--runs', '0');
      expect(plain.code).toBe(1);
      // Without the profile the login itself is not found, so the session calls are skipped; the moved reads differ.
      const differing = plain.report.results.filter((r) => r.verdict === 'differs').map((r) => r.call);
      expect(differing).toEqual(expect.arrayContaining(['login', 'gameMenus']));
    } finally {
      await app.close();
    }
  }, 120_000);
});
