// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createLineSwitch, type LineSwitchConfig } from '../../src/api/line-switch';
import type { Probe } from '../../src/api/lines';

const PRIMARY = 'https://jade.example.com/';
const config = (probe: Probe): LineSwitchConfig => ({
  primaryBase: PRIMARY,
  mirrors: ['m2.example.com', 'm3.example.com', '*.lines.example.com'],
  domains: ['jade.example.com'],
  merchantCode: 'JADE',
  probe,
});
/** Lines whose host is in `down` fail at once; the others answer after `ms` (by host) or 10 ms. */
const probeOf =
  (down: Set<string>, ms: Record<string, number> = {}, calls: string[] = []): Probe =>
  (line) => {
    calls.push(line.host);
    return down.has(line.host) ? Promise.reject(new TypeError('Failed to fetch')) : new Promise((r) => setTimeout(r, ms[line.host] ?? 10));
  };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the line switch', () => {
  it('starts on the primary; a failover moves to the first working line and remembers it for the next visit', async () => {
    const s = createLineSwitch(config(probeOf(new Set(['jade.example.com', 'm2.example.com']))));
    expect(s.base()).toBe(PRIMARY);
    expect(await s.failover(PRIMARY)).toBe('https://m3.example.com/');
    expect(s.base()).toBe('https://m3.example.com/');
    expect(s.snapshot().moved).toMatchObject({ from: PRIMARY, to: 'https://m3.example.com/' });
    expect(createLineSwitch(config(probeOf(new Set()))).base()).toBe('https://m3.example.com/');
  });

  it('many calls failing at once probe once; a late failure of the old line does not move again', async () => {
    const calls: string[] = [];
    const s = createLineSwitch(config(probeOf(new Set(['jade.example.com']), {}, calls)));
    const all = await Promise.all([s.failover(PRIMARY), s.failover(PRIMARY), s.failover(PRIMARY)]);
    expect(new Set(all)).toEqual(new Set(['https://m2.example.com/']));
    expect(calls.filter((h) => h === 'm2.example.com')).toHaveLength(1);
    expect(await s.failover(PRIMARY)).toBe('https://m2.example.com/');
  });

  it('a call that only stalled on a line that still answers its probe does not move the portal, nor ask the other lines', async () => {
    const calls: string[] = [];
    const s = createLineSwitch(config(probeOf(new Set(), {}, calls)));
    expect(await s.failover(PRIMARY, true)).toBe(PRIMARY);
    expect(calls).toEqual(['jade.example.com']);
    expect(s.base()).toBe(PRIMARY);
    expect(s.snapshot().moved).toBeNull();
  });

  it('no line answers: null, and the next failures do not probe again at once', async () => {
    const calls: string[] = [];
    const s = createLineSwitch(config(probeOf(new Set(['jade.example.com', 'm2.example.com', 'm3.example.com']), {}, calls)));
    expect(await s.failover(PRIMARY)).toBeNull();
    const probed = calls.length;
    expect(await s.failover(PRIMARY)).toBeNull();
    expect(calls).toHaveLength(probed);
  });

  it('routed lines: only those the manifest allows, kept in the session with their measured speed', async () => {
    const s = createLineSwitch(config(probeOf(new Set(), { 'route-1.lines.example.com': 30 })));
    s.setRouted(['route-1.lines.example.com', 'evil.example.org']);
    expect(s.snapshot().lines.map((l) => l.host)).toEqual(['jade.example.com', 'm2.example.com', 'm3.example.com', 'route-1.lines.example.com']);
    expect(JSON.parse(sessionStorage.getItem('routers')!)).toContainEqual({ domain: 'route-1.lines.example.com', speed: 0 });
    await s.measure();
    const speed = (JSON.parse(sessionStorage.getItem('routers')!) as { domain: string; speed: number }[]).find(
      (e) => e.domain === 'route-1.lines.example.com',
    )!.speed;
    expect(speed).toBeGreaterThanOrEqual(25);
  });

  it('a measurement that finds the line in use dead moves to the fastest; a choice is remembered', async () => {
    const s = createLineSwitch(config(probeOf(new Set(['jade.example.com']), { 'm2.example.com': 60, 'm3.example.com': 5 })));
    const results = await s.measure();
    expect(results.map((r) => r.ok)).toEqual([false, true, true]);
    expect(s.base()).toBe('https://m3.example.com/');
    s.choose('https://m2.example.com/');
    expect(s.base()).toBe('https://m2.example.com/');
    expect(s.snapshot().moved).toBeNull();
    s.choose('https://evil.example.org/');
    expect(s.base()).toBe('https://m2.example.com/');
  });
});
