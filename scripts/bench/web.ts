/**
 * `npm run bench:web [-- --brand lotus-vn --runs 3 --port 4330 --no-build]`
 *
 * Builds, serves one brand with the sandbox behind it (scripts/start.ts, own
 * port and throw-away data), runs Lighthouse (mobile preset, simulated
 * throttling, Debian's Chromium with the flags of ../shared/STACK.md) on `/`
 * `runs` times and writes reports/bench-web.json with the medians of the
 * performance score, LCP, CLS, TBT and the JavaScript transferred by the first
 * load of `/`, plus the build's static entry size (entry + modulepreloads, gzip).
 * Targets (issue 4): score ≥ 0.95, first-load JS ≤ 120 KB gzip, CLS ≤ 0.02.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'lotus-vn' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4347' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
const TARGETS = { score: 0.95, firstLoadJsKb: 120, cls: 0.02 };

const distDir = mkdtempSync(join(tmpdir(), 'bench-web-dist-'));
const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-data-'));

if (!values['no-build']) {
  execFileSync('npx', ['tsx', join(root, 'scripts/build-brands.ts'), '--brand', values.brand, '--out-dir', distDir], { stdio: 'inherit', cwd: root });
} else {
  execFileSync('cp', ['-r', join(root, 'dist', '.'), distDir]);
}

/** Entry script + modulepreloads of the brand's index.html, gzip -9: what every first visit downloads before any route chunk. */
function staticFirstLoad(): { files: number; gzipBytes: number } {
  const dir = join(distDir, values.brand);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  let gzipBytes = 0;
  for (const src of srcs) gzipBytes += gzipSync(readFileSync(join(dir, src.replace(/^\//, '')))).length;
  return { files: srcs.length, gzipBytes };
}

if (!(await portIsFree())) throw new Error(`port ${port} is in use: pass --port <free port>`);
const server = spawn(
  'npx',
  ['tsx', 'scripts/start.ts', '--brand', values.brand, '--no-build', '--port', String(port), '--dist', distDir, '--data', dataDir, '--fresh'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', () => {
  stop();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

let exited = false;
server.on('exit', () => (exited = true));

async function portIsFree(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return false;
  } catch {
    return true;
  }
}

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    // Never measure someone else's server on the same port.
    if (exited) throw new Error(`the server exited (port ${port} taken?): pass --port`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__sandbox/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not come up');
}

interface Lhr {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
}

function lighthouse(url: string, out: string): Lhr {
  execFileSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [url, '--output=json', `--output-path=${out}`, '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`, '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Lhr;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

await waitHealthy();
if (!existsSync(chrome)) throw new Error(`no Chromium at ${chrome}: set CHROME_PATH`);
const url = `http://127.0.0.1:${port}/`;
const tmp = mkdtempSync(join(tmpdir(), 'bench-web-lh-'));
interface Sample {
  score: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransferBytes: number;
  jsRequests: number;
}
const samples: Sample[] = [];
for (let i = 0; i < runs; i++) {
  const lhr = lighthouse(url, join(tmp, `run-${i}.json`));
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((r) => r.resourceType === 'Script');
  const sample: Sample = {
    score: lhr.categories.performance.score,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(4)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    jsTransferBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    jsRequests: scripts.length,
  };
  console.log(`run ${i + 1}/${runs}:`, JSON.stringify(sample));
  samples.push(sample);
}
rmSync(tmp, { recursive: true, force: true });

const m = (k: keyof Sample) => median(samples.map((s) => s[k]));
const staticLoad = staticFirstLoad();
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, loadavg: loadavg().map((x) => Number(x.toFixed(2))), node: process.version },
  brand: values.brand,
  url: '/',
  lighthouse: { preset: 'mobile (default: Moto G power emulation, simulated slow 4G)', runs },
  median: {
    performanceScore: m('score'),
    lcpMs: m('lcpMs'),
    fcpMs: m('fcpMs'),
    cls: m('cls'),
    tbtMs: m('tbtMs'),
    firstLoadJsTransferKb: Number((m('jsTransferBytes') / 1024).toFixed(1)),
    firstLoadJsRequests: m('jsRequests'),
  },
  staticEntryJsGzipKb: Number((staticLoad.gzipBytes / 1024).toFixed(1)),
  staticEntryFiles: staticLoad.files,
  targets: TARGETS,
  meets: {
    score: m('score') >= TARGETS.score,
    firstLoadJs: m('jsTransferBytes') / 1024 <= TARGETS.firstLoadJsKb,
    cls: m('cls') <= TARGETS.cls,
  },
  samples,
};
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bench-web.json'), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify(report.median, null, 2), '\nstatic entry (gzip):', report.staticEntryJsGzipKb, 'KB', '\nmeets:', report.meets);
process.exit(0);
