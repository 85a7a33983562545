/**
 * `npm run bench:sandbox [-- --duration 5 --connections 200]`
 *
 * Loads the sandbox on loopback with autocannon and writes
 * reports/bench-sandbox.json (req/s, p50, p99, errors per scenario):
 *   - gameList: 200 connections, RNG pages 1–40 and a few searches (the
 *     lobby's hot path; target p99 < 20 ms);
 *   - launch: a logged-in launch (token from the QA token switch), which also
 *     writes a recent-game row per request;
 *   - login: one login body sealed once with the platform key and replayed
 *     (the sandbox does not reject replays: it is a sandbox), so the cost
 *     measured is RSA-OAEP unwrap + AES-GCM + scrypt + token insert.
 * The sandbox runs in its own process (as in `npm start`), so autocannon does
 * not share its event loop; it gets temporary data and test brands.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import ky from 'ky';
import { writeTestBrands, TEST_MERCHANTS } from '../../sandbox/testing';
import { createSealer } from '../../src/api/crypto';
import { endpoints } from '../../src/api/endpoints';
import { waitHealthy } from './support';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '200' }, port: { type: 'string', default: '4499' } },
});
const duration = Number(values.duration);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const merchant = TEST_MERCHANTS[0].merchantCode;

const tmp = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
writeTestBrands(join(tmp, 'brands'));
const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    join(root, 'sandbox/main.ts'),
    '--port',
    String(port),
    '--data',
    join(tmp, 'data'),
    '--brands',
    join(tmp, 'brands'),
    '--qa',
  ],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);

const loadAverageAtStart = loadavg()[0];
try {
  await waitHealthy(base, 300);
  const headers = { Merchant: merchant, 'content-type': 'application/json' };
  const { token } = (await (
    await fetch(`${base}/__sandbox/token`, { method: 'POST', headers, body: JSON.stringify({ merchant, account: 'player01' }) })
  ).json()) as { token: string };
  const http = ky.create({ prefixUrl: `${base}/` });
  // Each sealed body carries a nonce the sandbox accepts once (replay refusal): seal a pool, one body per request.
  const sealer = createSealer(http, () => ({ Merchant: merchant }));
  const sealedPool: string[] = [];
  for (let i = 0; i < 30_000; i++) sealedPool.push(JSON.stringify(await sealer.seal({ type: 'username', username: 'player01', password: 'abc12345' })));
  let nextSealed = 0;

  const listPaths = [
    ...Array.from({ length: 40 }, (_, i) => `${endpoints.gameList.path}?gameType=RNG&pageNo=${i + 1}&pageSize=42`),
    ...['dragon', 'lucky', 'panda', 'gold', 'megaways'].map((q) => `${endpoints.gameList.path}?gameType=RNG&gameName=${q}`),
    ...['PG', 'JILI', 'PP', 'MG'].map((v) => `${endpoints.gameList.path}?gameType=RNG&vassalage=${v}`),
  ];
  const scenarios = [
    { name: 'gameList', connections: Number(values.connections), requests: listPaths.map((path) => ({ method: 'GET', path, headers })) },
    // Same load at 50 connections: separates the server's latency from queueing behind 200 sockets.
    { name: 'gameList50', connections: 50, requests: listPaths.map((path) => ({ method: 'GET', path, headers })) },
    {
      name: 'launch',
      connections: 50,
      requests: [{ method: 'GET', path: `${endpoints.launchGame.path}?nodeId=100000`, headers: { ...headers, Authorization: `Bearer ${token}` } }],
    },
    {
      name: 'login',
      connections: 50,
      requests: [
        {
          method: 'POST',
          path: endpoints.login.path,
          headers,
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: sealedPool[nextSealed++ % sealedPool.length] }),
        },
      ],
    },
  ];

  const report: Record<string, unknown>[] = [];
  for (const s of scenarios) {
    // Warm-up: fills the game-list cache and JIT, as a running lobby would be.
    await autocannon({ url: base, connections: 10, duration: 1, requests: s.requests });
    const r = await autocannon({ url: base, connections: s.connections, duration, requests: s.requests });
    const row = {
      scenario: s.name,
      connections: s.connections,
      durationSec: duration,
      requestsPerSec: Math.round(r.requests.average),
      latencyMs: { p50: r.latency.p50, p99: r.latency.p99, average: r.latency.average, max: r.latency.max },
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    };
    report.push(row);
    console.log(
      `${s.name.padEnd(9)} ${String(s.connections).padStart(4)} conn  ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}`,
    );
  }
  const list = report[0] as { latencyMs: { p99: number } };
  const out = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    // Other work on the machine skews the figures: recorded so a reader can tell.
    loadAverageAtStart,
    note: 'autocannon and the sandbox share the machine (loopback); compare runs on the same machine only',
    target: { scenario: 'gameList', p99Ms: 20, met: list.latencyMs.p99 < 20 },
    scenarios: report,
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/bench-sandbox.json'), JSON.stringify(out, null, 2) + '\n');
  console.log(`wrote reports/bench-sandbox.json (gameList p99 target < 20 ms: ${out.target.met ? 'met' : 'NOT met'})`);
} finally {
  server.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
}
