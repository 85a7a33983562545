// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { portalRoutes } from '@/app/routing/routes';
import { KNOWN_PATHS, NOT_FOUND_LAYOUT } from '@/app/routing/paths';
import { routeDefOf } from '@/app/routing/match-route';
import { GUARD_OPEN_PATHS, guardRedirect } from '@/app/routing/route-handle';
import { ChunkLoadError, isChunkLoadError, withTimeout } from '@/app/routing/lazy-chunk';
import { takeTokenFromUrl } from '@/session/url-token';

const children = portalRoutes[0].children as RouteObject[];

describe('route table', () => {
  it('serves exactly the known paths (§2 and aliases) plus the catch-all', () => {
    expect(children.map((r) => r.path).sort()).toEqual([...KNOWN_PATHS, '*'].sort());
  });
  it('matches each path, its params and aliases to its row; unknown paths to none (the not-found frame)', () => {
    for (const p of KNOWN_PATHS) expect(routeDefOf(p.replace(':id', '101'))?.path, p).toBe(p);
    expect(routeDefOf('/promotions/101/x')).toBeNull();
    expect(routeDefOf('/no-such-page')).toBeNull();
    expect(NOT_FOUND_LAYOUT).toEqual({ header: true, footer: true });
  });
  it('layouts follow the §2 table', () => {
    const layout = (p: string) => routeDefOf(p)!.layout;
    for (const p of ['/', '/index', '/index.html', '/home']) expect(layout(p)).toMatchObject({ side: true, header: true, footer: true, banner: 'home' });
    expect(layout('/register')).toEqual({ header: true, banner: 'register' });
    expect(layout('/pointMall')).toEqual({ header: true, banner: 'shop', footer: true });
    expect(layout('/lottery')).toEqual({ header: true });
    expect(layout('/vnlottery')).toEqual({ side: true, header: true, sideCollapsed: true });
    expect(layout('/seamless')).toEqual({ side: true, header: true, sideCollapsed: true });
    expect(layout('/helpmc')).toEqual({});
    expect(layout('/game')).toEqual({ header: true });
    for (const c of ['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'cockfight']) expect(layout(`/${c}`)).toEqual({ side: true, banner: c, footer: true });
    for (const p of ['/promotions', '/promoDetail', '/promotions/:id']) expect(layout(p)).toMatchObject({ side: true, header: true, footer: true });
  });
});

describe('route guard (§2)', () => {
  it('sends visitors without a token to /login when on, except the open paths', () => {
    expect(guardRedirect('/', false, true)).toBe('/login');
    expect(guardRedirect('/rng', false, true)).toBe('/login');
    for (const p of GUARD_OPEN_PATHS) expect(guardRedirect(p, false, true)).toBeNull();
    expect(GUARD_OPEN_PATHS).toEqual(['/login', '/register', '/register.html', '/helpmc', '/download']);
  });
  it('lets everyone through when off, and members always', () => {
    expect(guardRedirect('/', false, false)).toBeNull();
    expect(guardRedirect('/', true, true)).toBeNull();
  });
});

describe('?token= (§2)', () => {
  it('takes the token and keeps the rest of the address', () => {
    expect(takeTokenFromUrl('https://a.example/promotions?token=abc&category=vip#x')).toEqual({ token: 'abc', cleanUrl: '/promotions?category=vip#x' });
    expect(takeTokenFromUrl('https://a.example/?token=abc')).toEqual({ token: 'abc', cleanUrl: '/' });
  });
  it('leaves URLs without a token alone, and drops an empty one', () => {
    expect(takeTokenFromUrl('https://a.example/rng?page=PG')).toEqual({ token: null, cleanUrl: 'https://a.example/rng?page=PG' });
    expect(takeTokenFromUrl('https://a.example/?token=')).toEqual({ token: null, cleanUrl: '/' });
  });
});

describe('lazy chunks (§8)', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('timeout'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
  it('times out a chunk that never arrives', async () => {
    const never = withTimeout(() => new Promise<never>(() => undefined), 20);
    await expect(never()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(withTimeout(() => Promise.resolve(1), 20)()).resolves.toBe(1);
  });
  it('hands a loaded chunk over in the next task, so its first render is not in the task that evaluated it', async () => {
    let handedOver = false;
    const loaded = withTimeout(() => Promise.resolve('module'))().then(() => (handedOver = true));
    // Every microtask of this task has run (the import's own resolution included): not yet.
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(handedOver).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await loaded;
    expect(handedOver).toBe(true);
  });
});
