import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from './server';

/**
 * A sandbox on an ephemeral port with a temporary data folder and its own
 * brands folder (two test merchants), for integration tests and the bench.
 * Tests never depend on which brands the project happens to ship.
 */
export const TEST_MERCHANTS = [
  // Alpha's platform runs no human check of its own (humanCheck none): the SMS-limit and money tests measure
  // their limits alone, and the human-check tests turn a provider on by the QA switch. Beta keeps the schema's
  // default (token), as a brand that says nothing gets.
  { id: 'test-alpha', merchantCode: 'TESTALPHA', domains: ['alpha.example.test'], humanCheck: 'none' },
  { id: 'test-beta', merchantCode: 'TESTBETA', domains: ['beta.example.test'] },
] as const;

export interface TestSandbox {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  brandsDir: string;
  restart(): Promise<TestSandbox>;
  close(): Promise<void>;
  /** Close and delete the temporary folders. */
  dispose(): Promise<void>;
}

export function writeTestBrands(dir: string): void {
  for (const m of TEST_MERCHANTS) {
    mkdirSync(join(dir, m.id), { recursive: true });
    writeFileSync(
      join(dir, m.id, 'brand.json'),
      JSON.stringify({
        id: m.id,
        merchantCode: m.merchantCode,
        domains: m.domains,
        bannerGroups: { register: 'w_reg' },
        ...('humanCheck' in m ? { humanCheck: m.humanCheck } : {}),
      }),
    );
  }
  mkdirSync(join(dir, '_template'), { recursive: true });
  writeFileSync(join(dir, '_template', 'brand.json'), JSON.stringify({ id: 'template', merchantCode: 'TEMPLATE', domains: ['template.example.test'] }));
}

export async function startTestSandbox(existing?: { dataDir: string; brandsDir: string }): Promise<TestSandbox> {
  const root = existing ? null : mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dataDir = existing?.dataDir ?? join(root!, 'data');
  const brandsDir = existing?.brandsDir ?? join(root!, 'brands');
  if (!existing) writeTestBrands(brandsDir);
  const app = await buildSandbox({ dataDir, brandsDir, qa: true });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const sandbox: TestSandbox = {
    app,
    url: address,
    dataDir,
    brandsDir,
    async restart() {
      await app.close();
      return startTestSandbox({ dataDir, brandsDir });
    },
    close: () => app.close(),
    async dispose() {
      await app.close();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
  return sandbox;
}
