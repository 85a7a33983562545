import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { TEST_MERCHANTS, writeTestBrands } from '../../sandbox/testing';

/**
 * scripts/start.ts as QA runs it: every built brand chosen by Host, the sandbox
 * on the same origin, history-mode fallback, immutable assets, and `--api`
 * rewriting the served config and CSP without a rebuild.
 */
const root = join(import.meta.dirname, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'start-test-'));
const [alpha, beta] = TEST_MERCHANTS;
let server: ChildProcess;
let port = 0;

/** A GET with `headers` (none: as a client that accepts no compression); the body as sent, raw and as text. */
function get(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { Host: host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, bytes, body: bytes.toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}

const indexHtml = (
  id: string,
) => `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self'; img-src 'self'">
<script id="brand-config" type="application/json">{"id":"${id}","api":{"baseUrl":"/"}}</script></head><body>${id}</body></html>`;

beforeAll(async () => {
  writeTestBrands(join(tmp, 'brands'));
  for (const m of [alpha, beta]) {
    mkdirSync(join(tmp, 'dist', m.id, 'assets'), { recursive: true });
    writeFileSync(join(tmp, 'dist', m.id, 'index.html'), indexHtml(m.id));
    writeFileSync(join(tmp, 'dist', m.id, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify(m.id)})`);
  }
  // A lobby the build pre-rendered for alpha only (beta's manifest hides it, or its render redirected).
  mkdirSync(join(tmp, 'dist', alpha.id, 'live'));
  writeFileSync(join(tmp, 'dist', alpha.id, 'live', 'index.html'), indexHtml(`${alpha.id} live`));
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/start.ts'),
      '--all',
      '--no-build',
      '--port',
      '0',
      '--fresh',
      '--data',
      join(tmp, 'data'),
      '--brands',
      join(tmp, 'brands'),
      '--dist',
      join(tmp, 'dist'),
      '--api',
      'https://staging.example.com/',
    ],
    { cwd: root },
  );
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.on('exit', (code) => reject(new Error(`start.ts exited ${code}: ${out}`)));
  });
}, 60_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
});

describe('npm start / scripts/start.ts', () => {
  it('picks the brand by domain or <id>.localhost, else the first brand', async () => {
    expect((await get('/', `${beta.domains[0]}:${port}`)).body).toContain(`<body>${beta.id}</body>`);
    expect((await get('/', `${beta.id}.localhost:${port}`)).body).toContain(`<body>${beta.id}</body>`);
    expect((await get('/', `127.0.0.1:${port}`)).body).toContain(`<body>${alpha.id}</body>`);
  });

  it('falls back to index.html for app routes, not for missing assets; caches assets immutably', async () => {
    const page = await get('/rng?page=PG', `${alpha.id}.localhost`);
    expect([page.status, page.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect((await get('/assets/missing.js', `${alpha.id}.localhost`)).status).toBe(404);
    const asset = await get('/assets/app-abc123.js', `${alpha.id}.localhost`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/../../etc/passwd', `${alpha.id}.localhost`)).body).not.toContain('root:');
  });

  it('answers a pre-rendered route with its own page (query and /index.html too), other routes and brands with index.html', async () => {
    for (const path of ['/live', '/live?vendor=EVO', '/live/', '/live/index.html']) {
      const page = await get(path, `${alpha.id}.localhost`);
      expect([page.status, page.headers['cache-control'], page.headers['content-type']], path).toEqual([200, 'no-cache', 'text/html; charset=utf-8']);
      expect(page.body, path).toContain(`<body>${alpha.id} live</body>`);
      // Same rewriting and headers as index.html.
      expect(page.body).toContain('"baseUrl":"https://staging.example.com/"');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    expect((await get('/rng', `${alpha.id}.localhost`)).body).toContain(`<body>${alpha.id}</body>`);
    expect((await get('/live', `${beta.id}.localhost`)).body).toContain(`<body>${beta.id}</body>`);
    expect((await get('/index.html', `${alpha.id}.localhost`)).body).toContain(`<body>${alpha.id}</body>`);
    // No page of another brand's folder.
    expect((await get(`/x/../../${alpha.id}/live`, `${beta.id}.localhost`)).body).toContain(`<body>${beta.id}</body>`);
  });

  it('sends pages and assets gzipped to a browser that accepts it (as nginx does), plain to one that does not', async () => {
    for (const path of ['/', '/live', '/rng', '/assets/app-abc123.js']) {
      const plain = await get(path, `${alpha.id}.localhost`);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      const zipped = await get(path, `${alpha.id}.localhost`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect([zipped.headers['content-encoding'], zipped.headers.vary], path).toEqual(['gzip', 'accept-encoding']);
      expect(gunzipSync(zipped.bytes).toString('utf8'), path).toBe(plain.body);
    }
  });

  it('--api rewrites the served config and CSP', async () => {
    const html = (await get('/', `${alpha.id}.localhost`)).body;
    expect(html).toContain('"baseUrl":"https://staging.example.com/"');
    expect(html).toMatch(/connect-src 'self' https:\/\/staging\.example\.com/);
  });

  it('serves the sandbox on the same origin', async () => {
    const health = JSON.parse((await get('/__sandbox/health', `${alpha.id}.localhost`)).body) as { merchants: string[] };
    expect(health.merchants).toEqual([alpha.merchantCode, beta.merchantCode]);
    const status = JSON.parse((await get('/wps/system/status', `${beta.id}.localhost`)).body) as { success: boolean };
    expect(status.success).toBe(true);
    const unknown = await get('/wps/nope', `${beta.id}.localhost`);
    expect([unknown.status, JSON.parse(unknown.body).code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('npm start: headers like production, hosts, QA calls', () => {
  it('sends the CSP (with frame-ancestors), X-Frame-Options, nosniff, Referrer-Policy and HSTS as headers, on pages and assets', async () => {
    for (const path of ['/', '/rng', '/assets/app-abc123.js']) {
      const res = await get(path, `${alpha.id}.localhost:${port}`);
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
      // The --api origin is allowed to be called, as in the served meta tag.
      expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/staging\.example\.com/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    }
  });

  it('refuses unknown Host headers (421) and answers loopback, <id>.localhost and brand domains', async () => {
    expect((await get('/', 'evil.example.com')).status).toBe(421);
    expect((await get('/wps/system/status', `attacker.test:${port}`)).status).toBe(421);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `${beta.id}.localhost`, alpha.domains[0]])
      expect((await get('/', host)).status, host).toBe(200);
  });

  it('the QA switches refuse cross-site calls', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        request(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { Host: `${alpha.id}.localhost:${port}`, 'content-type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        )
          .on('error', reject)
          .end(JSON.stringify({ merchant: alpha.merchantCode, account: 'player01' }));
      });
    expect(await post('/__sandbox/token', { Origin: 'https://evil.example' })).toBe(403);
    expect(await post('/__sandbox/reset', { 'Sec-Fetch-Site': 'cross-site' })).toBe(403);
    expect(await post('/__sandbox/token', { Origin: `http://${alpha.id}.localhost:${port}`, 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
  });
});
