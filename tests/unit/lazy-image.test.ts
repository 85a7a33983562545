import { describe, expect, it } from 'vitest';
import { LruSet, imageUrl, preloadMargin } from '@/lib/image-cache';

describe('LruSet', () => {
  it('evicts the least recently used beyond capacity', () => {
    const s = new LruSet(3);
    ['a', 'b', 'c'].forEach((k) => s.add(k));
    expect(s.has('a')).toBe(true); // a is now the youngest
    s.add('d');
    expect(s.has('b')).toBe(false);
    expect(s.has('a')).toBe(true);
    expect(s.has('c')).toBe(true);
    expect(s.has('d')).toBe(true);
    expect(s.size).toBe(3);
  });
  it('holds 200 entries by default use', () => {
    const s = new LruSet(200);
    for (let i = 0; i < 250; i++) s.add(`u${i}`);
    expect(s.size).toBe(200);
    expect(s.has('u49')).toBe(false);
    expect(s.has('u50')).toBe(true);
  });
});

describe('imageUrl', () => {
  it('puts relative paths on the CDN', () => {
    expect(imageUrl('/img/a.svg', 'https://cdn.example/')).toBe('https://cdn.example/img/a.svg');
    expect(imageUrl('img/a.svg', 'https://cdn.example')).toBe('https://cdn.example/img/a.svg');
  });
  it('keeps same origin without a CDN and absolute URLs as they are', () => {
    expect(imageUrl('/img/a.svg', null)).toBe('/img/a.svg');
    expect(imageUrl('https://x.example/a.png', 'https://cdn.example')).toBe('https://x.example/a.png');
  });
  it('refuses odd schemes and empty paths', () => {
    expect(imageUrl('javascript:alert(1)', null)).toBeNull();
    expect(imageUrl('', 'https://cdn.example')).toBeNull();
    expect(imageUrl(undefined, null)).toBeNull();
  });
  it('computes the preload margin', () => {
    expect(preloadMargin()).toBe('130% 0px');
  });
});
