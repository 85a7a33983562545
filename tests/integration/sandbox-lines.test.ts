import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../sandbox/server';

/**
 * The sandbox standing in for a brand's mirrors (sandbox/lines.ts): one server answers every line by Host, with
 * CORS for the brand's pages, a shared session, and the QA switch that blocks one line or slows it down.
 */
const MERCHANT = 'MIRRORS1';
let app: FastifyInstance;
let root: string;
let port: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-lines-'));
  const brand = { id: 'mirror-brand', merchantCode: MERCHANT, domains: ['shop.example.test'], mirrors: ['line2.example.test', '*.lines.example.test'] };
  mkdirSync(join(root, 'brands', brand.id), { recursive: true });
  writeFileSync(join(root, 'brands', brand.id, 'brand.json'), JSON.stringify(brand));
  app = await buildSandbox({ dataDir: join(root, 'data'), brandsDir: join(root, 'brands'), qa: true });
  port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await send('POST', '/__sandbox/reset', { host: '127.0.0.1' });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** One request with the Host a browser would send to that line (undici's fetch may not set Host). */
function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { merchant: MERCHANT, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
const qa = (method: string, body?: unknown) => send(method, '/__sandbox/lines', { host: '127.0.0.1' }, body);

describe('sandbox lines', () => {
  it('the domain route names the brand domains, its mirrors and a line under each *. pattern', async () => {
    const answer = JSON.parse((await send('GET', '/wps/system/domainRoute', { host: 'shop.example.test' })).body) as {
      value: { domainList: { domain: string; speed: number }[] };
    };
    expect(answer.value.domainList).toEqual([
      { domain: 'shop.example.test', speed: 0 },
      { domain: 'line2.example.test', speed: 0 },
      { domain: 'route-1.lines.example.test', speed: 0 },
    ]);
  });

  it('shares API answers with the brand pages on other lines (CORS), not with other sites', async () => {
    const page = 'http://shop.example.test:4404';
    const got = await send('GET', '/wps/system/status', { host: 'line2.example.test', origin: page });
    expect(got.status).toBe(200);
    expect(got.headers['access-control-allow-origin']).toBe(page);

    const preflight = await send('OPTIONS', '/wps/member/info', {
      host: 'route-1.lines.example.test',
      origin: page,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization, merchant, language',
    });
    expect(preflight.status).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);

    const foreign = await send('GET', '/wps/system/status', { host: 'line2.example.test', origin: 'https://evil.example.org' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a token issued on one line is valid on another (one platform behind every mirror)', async () => {
    const { token } = JSON.parse((await send('POST', '/__sandbox/token', { host: '127.0.0.1' }, { merchant: MERCHANT, account: 'player01' })).body) as {
      token: string;
    };
    const info = await send('GET', '/wps/member/info', { host: 'line2.example.test', authorization: `Bearer ${token}` });
    expect(JSON.parse(info.body)).toMatchObject({ success: true, value: { account: 'player01' } });
  });

  it('QA blocks one line: its API and speed-test file drop the connection, its pages and the other lines still answer', async () => {
    expect((await qa('PUT', { host: 'shop.example.test', blocked: true })).status).toBe(200);
    await expect(send('GET', '/wps/system/status', { host: 'shop.example.test' })).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(send('GET', '/sandbox-assets/speedtest.txt', { host: 'shop.example.test' })).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await send('GET', '/sandbox-assets/speedtest.txt', { host: 'line2.example.test' })).status).toBe(200);
    expect((await send('GET', '/wps/system/status', { host: 'line2.example.test' })).status).toBe(200);
    expect(JSON.parse((await qa('GET')).body)).toEqual({ lines: { 'shop.example.test': { blocked: true, hang: false, latencyMs: 0 } } });

    await send('POST', '/__sandbox/reset', { host: '127.0.0.1' });
    expect((await send('GET', '/wps/system/status', { host: 'shop.example.test' })).status).toBe(200);
  });

  it('QA makes one line swallow requests: no answer at all, the other lines answer', async () => {
    await qa('PUT', { host: 'line2.example.test', hang: true });
    const swallowed = send('GET', '/wps/system/status', { host: 'line2.example.test' });
    swallowed.catch(() => undefined);
    const outcome = await Promise.race([
      swallowed.then(
        () => 'answered',
        () => 'dropped',
      ),
      new Promise((r) => setTimeout(() => r('no answer'), 800)),
    ]);
    expect(outcome).toBe('no answer');
    expect((await send('GET', '/wps/system/status', { host: 'shop.example.test' })).status).toBe(200);
  });

  it('QA slows one line down (what the line screen measures)', async () => {
    await qa('PUT', { host: 'line2.example.test', latencyMs: 300 });
    expect((await send('GET', '/sandbox-assets/speedtest.txt', { host: 'line2.example.test' })).ms).toBeGreaterThanOrEqual(295);
    expect((await send('GET', '/sandbox-assets/speedtest.txt', { host: 'shop.example.test' })).ms).toBeLessThan(295);
  });

  it('refuses a malformed switch', async () => {
    expect((await qa('PUT', { host: 'line2.example.test', latencyMs: -5 })).status).toBe(400);
    expect((await qa('PUT', { blocked: true })).status).toBe(400);
  });
});
