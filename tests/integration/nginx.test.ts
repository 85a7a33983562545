import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * dist/ served by a real nginx with the generated config: each brand by its
 * Host, history-mode fallback, immutable hashed assets, no-cache index.html,
 * security headers. nginx (Debian's nginx-light) is installed by .ci/run; on a
 * machine without it the suite is skipped and says so.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const hasNginx = existsSync(NGINX);
if (!hasNginx) console.warn(`[nginx.test] skipped: no nginx at ${NGINX} (apt-get install nginx-light, or set NGINX_PATH)`);

interface Res {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((r) => {
      const s = connect(port, '127.0.0.1', () => (s.end(), r(true)));
      s.on('error', () => r(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!hasNginx)('the generated nginx.conf, served by nginx', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  const out = join(tmp, 'dist');
  let nginx: ChildProcess | undefined;
  let port = 0;
  const brands = readdirSync('brands')
    .filter((d) => !d.startsWith('_'))
    .sort()
    .map((d) => JSON.parse(readFileSync(join('brands', d, 'brand.json'), 'utf8')) as { id: string; merchantCode: string; domains: string[] });

  beforeAll(async () => {
    port = await freePort();
    await promisify(execFile)('node_modules/.bin/tsx', [
      'scripts/build-brands.ts',
      '--out-dir',
      out,
      '--nginx-root',
      out,
      '--nginx-listen',
      `127.0.0.1:${port}`,
    ]);
    // nginx workers may run as another user: the temporary tree must be readable.
    chmodSync(tmp, 0o755);
    for (const d of ['logs', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(tmp, d));
    const conf = join(tmp, 'main.conf');
    writeFileSync(
      conf,
      `daemon off;
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/logs/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${out}/nginx.conf;
}
`,
    );
    nginx = spawn(NGINX, ['-p', tmp, '-e', `${tmp}/logs/error.log`, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr!.on('data', (c) => (stderr += c));
    nginx.on('exit', (code) => {
      if (code) console.error(`nginx exited ${code}: ${stderr}`);
    });
    await waitForPort(port);
  }, 90_000);

  afterAll(() => {
    nginx?.kill('SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
  });

  it("answers each brand by Host with its own index.html and no other brand's merchant code", async () => {
    for (const b of brands) {
      for (const host of b.domains) {
        const res = await get(port, host, '/');
        expect(res.status, host).toBe(200);
        expect(res.body).toContain(`"merchantCode":"${b.merchantCode}"`);
        for (const other of brands.filter((o) => o.id !== b.id)) expect(res.body).not.toContain(`"${other.merchantCode}"`);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it("falls back to the brand's index.html for history-mode deep links", async () => {
    for (const b of brands) {
      const res = await get(port, b.domains[0], '/promotions');
      expect(res.status).toBe(200);
      expect(res.body).toContain(`"merchantCode":"${b.merchantCode}"`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a pre-rendered lobby with its own page (no redirect to a trailing slash), a hidden one with index.html', async () => {
    const shows = (id: string) =>
      (JSON.parse(readFileSync(join('brands', id, 'brand.json'), 'utf8')) as { sideMenu?: { categories?: string[] } }).sideMenu?.categories ?? [];
    for (const b of brands) {
      const home = (await get(port, b.domains[0], '/')).body;
      for (const path of ['/live', '/live?page=EVO', '/rng', '/fish', '/cockfight', '/cockfightGames']) {
        const res = await get(port, b.domains[0], path);
        expect([res.status, res.headers['cache-control']], `${b.id} ${path}`).toEqual([200, 'no-cache']);
        expect(res.body).toContain(`"merchantCode":"${b.merchantCode}"`);
        const own = existsSync(join(out, b.id, path.split('?')[0]!.slice(1), 'index.html'));
        // The page the build wrote for that route, else the brand's index.html (the SPA fallback).
        if (own) expect(res.body, `${b.id} ${path}`).toMatch(new RegExp(`data-prerendered="[^"]*${path.split('?')[0]}[ "]`));
        else expect(res.body, `${b.id} ${path}`).toBe(home);
      }
    }
    // lotus-vn's /live and /rng are pre-rendered; siam-star's side menu has no cockfight (no file, index.html answers).
    expect(existsSync(join(out, 'lotus-vn', 'live', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'lotus-vn', 'rng', 'index.html'))).toBe(true);
    expect(shows('siam-star')).not.toContain('COCKFIGHT');
    expect(existsSync(join(out, 'siam-star', 'cockfight', 'index.html'))).toBe(false);
  });

  it('serves hashed assets with immutable caching, and a missing asset as 404 (not the page)', async () => {
    const b = brands[0];
    const page = await get(port, b.domains[0], '/');
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)![1];
    const js = await get(port, b.domains[0], entry);
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(port, b.domains[0], '/assets/nope-123.js')).status).toBe(404);
    expect((await get(port, b.domains[0], '/brand/logo.svg')).headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('compresses pages and scripts for a browser that accepts gzip (npm start does the same)', async () => {
    const b = brands[0];
    const page = await get(port, b.domains[0], '/');
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    for (const path of ['/', '/live', '/promotions', entry]) {
      const res = await get(port, b.domains[0], path, { 'Accept-Encoding': 'gzip' });
      expect([res.status, res.headers['content-encoding']], path).toEqual([200, 'gzip']);
    }
  });

  it('sends the security headers on pages and assets', async () => {
    const res = await get(port, brands[0].domains[0], '/index.html');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('gives an unknown host no brand at all', async () => {
    await expect(get(port, 'unknown.example.org', '/')).rejects.toThrow();
  });
});
