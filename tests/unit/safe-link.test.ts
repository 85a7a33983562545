import { describe, expect, it } from 'vitest';
import { isKnownRoute, isSafeExternalUrl, resolveBannerLink } from '@/lib/safe-link';
import { KNOWN_PATHS } from '@/app/routing/paths';

describe('isSafeExternalUrl', () => {
  it('accepts absolute http(s) URLs', () => {
    expect(isSafeExternalUrl('https://example.com/x?y=1')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(true);
    expect(isSafeExternalUrl('  https://example.com  ')).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/promotions',
    'https:/missing-slash',
    'ftp://example.com',
    'mailto:a@b.c',
    '',
    'not a url',
  ])('refuses %j', (value) => {
    expect(isSafeExternalUrl(value)).toBe(false);
  });
  it('refuses non-strings', () => {
    expect(isSafeExternalUrl(undefined as unknown as string)).toBe(false);
  });
});

describe('isKnownRoute', () => {
  it('accepts router paths with query and hash, and :params', () => {
    expect(isKnownRoute('/promotions', KNOWN_PATHS)).toBe(true);
    expect(isKnownRoute('/rng?page=PG', KNOWN_PATHS)).toBe(true);
    expect(isKnownRoute('/promotions/104#terms', KNOWN_PATHS)).toBe(true);
    expect(isKnownRoute('/', KNOWN_PATHS)).toBe(true);
  });
  it.each(['/nope', '//evil.example.com', '/\\evil.example.com', 'promotions', 'javascript:/promotions', '/promotions/1/2'])('refuses %j', (v) => {
    expect(isKnownRoute(v, KNOWN_PATHS)).toBe(false);
  });
});

describe('resolveBannerLink', () => {
  it('routes, games and external URLs', () => {
    expect(resolveBannerLink('ROUTE', '/promotions', KNOWN_PATHS)).toEqual({ kind: 'route', path: '/promotions' });
    expect(resolveBannerLink('GAME', '100000@PG', KNOWN_PATHS)).toEqual({ kind: 'game', nodeId: '100000', vassalage: 'PG' });
    expect(resolveBannerLink('URL', 'https://example.com/a', KNOWN_PATHS)).toEqual({ kind: 'external', url: 'https://example.com/a' });
    expect(resolveBannerLink('URL', '/rng', KNOWN_PATHS)).toEqual({ kind: 'route', path: '/rng' });
  });
  it('does nothing with javascript:, unknown routes, bad game ids and NONE', () => {
    for (const [type, target] of [
      ['URL', 'javascript:alert(1)'],
      ['ROUTE', 'javascript:alert(1)'],
      ['ROUTE', '/admin'],
      ['GAME', 'javascript:alert(1)@PG'],
      ['GAME', '100000'],
      ['NONE', '/promotions'],
      ['WHATEVER', 'https://example.com'],
    ] as const) {
      expect(resolveBannerLink(type, target, KNOWN_PATHS), `${type} ${target}`).toEqual({ kind: 'none' });
    }
  });
});
