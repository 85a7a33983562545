import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fastestLine,
  firstWorkingLine,
  hostMatches,
  hostOf,
  isLineDown,
  lineBase,
  orderLines,
  probeLines,
  PROBE_TIMEOUT_MS,
  type Line,
  type Probe,
} from '../../src/api/lines';

const PRIMARY = 'https://jade.example.com/';
const line = (host: string): Line => ({ base: `https://${host}/`, host, source: 'mirror' });

describe('which hosts are lines', () => {
  it('a *. pattern allows hosts under it, not the bare domain nor look-alikes', () => {
    expect(hostMatches('route-1.lines.jade.com', '*.lines.jade.com')).toBe(true);
    expect(hostMatches('lines.jade.com', '*.lines.jade.com')).toBe(false);
    expect(hostMatches('evillines.jade.com', '*.lines.jade.com')).toBe(false);
    expect(hostMatches('JADE-LINE2.example.com', 'jade-line2.example.com')).toBe(true);
  });

  it('keeps the host of a domain-route entry written with a scheme, port or path', () => {
    expect(hostOf('m2.jade.com')).toBe('m2.jade.com');
    expect(hostOf('https://M3.jade.com:8443/x')).toBe('m3.jade.com');
    expect(hostOf('  ')).toBeNull();
    expect(hostOf('exa mple.com')).toBeNull();
  });

  it('a line keeps the primary base scheme, port and path', () => {
    expect(lineBase('https://api.jade.com/gw/', 'm2.jade.com')).toBe('https://m2.jade.com/gw/');
    expect(lineBase('http://jade-global.localhost:4404/', 'jade-line2.example.com')).toBe('http://jade-line2.example.com:4404/');
  });
});

describe('orderLines', () => {
  const input = {
    primaryBase: PRIMARY,
    mirrors: ['m2.jade.com', '*.lines.jade.com'],
    domains: ['jade.example.com', 'jade.example.net'],
    routed: ['route-1.lines.jade.com', 'evil.example.org', 'm2.jade.com', 'https://route-2.lines.jade.com/'],
  };

  it('primary, mirrors, other domains, then the allowed routed hosts, each once', () => {
    expect(orderLines(input).map((l) => [l.host, l.source])).toEqual([
      ['jade.example.com', 'primary'],
      ['m2.jade.com', 'mirror'],
      ['jade.example.net', 'mirror'],
      ['route-1.lines.jade.com', 'route'],
      ['route-2.lines.jade.com', 'route'],
    ]);
  });

  it('drops a routed host the manifest does not allow (the CSP would refuse it; the token must not go there)', () => {
    expect(orderLines(input).some((l) => l.host === 'evil.example.org')).toBe(false);
  });

  it('puts the last good line first', () => {
    const order = orderLines({ ...input, lastGood: 'https://route-1.lines.jade.com/' }).map((l) => l.host);
    expect(order.slice(0, 3)).toEqual(['route-1.lines.jade.com', 'jade.example.com', 'm2.jade.com']);
  });

  it('ignores a remembered line that is no longer one', () => {
    expect(orderLines({ ...input, lastGood: 'https://gone.example.com/' })[0]!.source).toBe('primary');
  });
});

describe('probing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A probe whose lines answer after `ms[host]` ms, or never (undefined), or fail at once (-1). */
  function fakeProbe(ms: Record<string, number | undefined>, started: string[] = [], running = { now: 0, max: 0 }): Probe {
    return (l, signal) => {
      started.push(l.host);
      running.now++;
      running.max = Math.max(running.max, running.now);
      return new Promise<void>((resolve, reject) => {
        const done = (ok: boolean) => {
          running.now--;
          if (ok) resolve();
          else reject(new TypeError('Failed to fetch'));
        };
        const wait = ms[l.host];
        if (wait === -1) return done(false);
        if (wait !== undefined) setTimeout(() => done(true), wait);
        signal.addEventListener('abort', () => done(false));
      });
    };
  }
  const clock = () => Date.now();

  it('runs 4 at a time, cuts each off at 1.5 s and reports every line in order', async () => {
    const hosts = ['a', 'b', 'c', 'd', 'e', 'f'];
    const running = { now: 0, max: 0 };
    const seen: string[] = [];
    const run = probeLines(hosts.map(line), fakeProbe({ a: 120, b: -1, c: undefined, d: 40, e: 300, f: 10 }, [], running), {
      now: clock,
      onResult: (r) => seen.push(r.base),
    });
    await vi.advanceTimersByTimeAsync(5000);
    const results = await run;
    expect(running.max).toBe(4);
    expect(results.map((r) => (r.ok ? r.latencyMs : r.reason))).toEqual([120, 'unreachable', 'timeout', 40, 300, 10]);
    expect(seen).toHaveLength(6);
    expect(PROBE_TIMEOUT_MS).toBe(1500);
  });

  it('fails over to the first working line in order, without waiting for the lines after it', async () => {
    const started: string[] = [];
    const lines = ['dead', 'slow-dead', 'm2', 'm3', 'm4', 'm5'].map(line);
    const pick = firstWorkingLine(lines, 'https://dead/', fakeProbe({ 'slow-dead': -1, m2: 200, m3: 20, m4: 5, m5: 5 }, started), { now: clock });
    await vi.advanceTimersByTimeAsync(250);
    expect((await pick)?.host).toBe('m2');
    // m3..m5 answered sooner, but the order (last good, the operator's mirrors first) decides; the failed line is not probed again.
    expect(started).not.toContain('dead');
    expect(started.slice(0, 4)).toEqual(['slow-dead', 'm2', 'm3', 'm4']);
  });

  it('no working line: null, within one probe timeout per batch', async () => {
    const pick = firstWorkingLine(['a', 'b'].map(line), 'https://x/', fakeProbe({}), { now: clock });
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS + 10);
    expect(await pick).toBeNull();
  });

  it('remembers the fastest line that answered', () => {
    expect(
      fastestLine([
        { base: 'a', ok: true, latencyMs: 90 },
        { base: 'b', ok: false, reason: 'timeout' },
        { base: 'c', ok: true, latencyMs: 30 },
      ]),
    ).toBe('c');
    expect(fastestLine([{ base: 'a', ok: false, reason: 'unreachable' }])).toBeNull();
  });
});

describe('isLineDown', () => {
  it('a network failure or a timeout moves lines; an HTTP answer or the caller’s own abort does not', () => {
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    expect(isLineDown(new TypeError('Failed to fetch'), false)).toBe(true);
    expect(isLineDown(timeout, false)).toBe(true);
    expect(isLineDown(new TypeError('Failed to fetch'), true)).toBe(false);
    expect(isLineDown(Object.assign(new Error('503'), { name: 'HTTPError' }), false)).toBe(false);
    expect(isLineDown('nope', false)).toBe(false);
  });
});
