import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPage, hasNext, hasPrevious, pageChange, pageWindow, parsePage, type PageItem } from '@/lib/pagination';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('pageWindow (range 3, margin 1)', () => {
  it('lists every page when few', () => {
    expect(show(pageWindow(1, 1))).toBe('[1]');
    expect(show(pageWindow(3, 5))).toBe('1 2 [3] 4 5');
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('centres the range and keeps both margins', () => {
    expect(show(pageWindow(120, 239))).toBe('1 … 119 [120] 121 … 239');
  });
  it('slides the range in at the ends', () => {
    expect(show(pageWindow(1, 239))).toBe('[1] 2 3 … 239');
    expect(show(pageWindow(239, 239))).toBe('1 … 237 238 [239]');
  });
  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(show(pageWindow(4, 239))).toBe('1 2 3 [4] 5 … 239');
    expect(show(pageWindow(3, 239))).toBe('1 2 [3] 4 … 239');
  });
  it('clamps an out-of-range current page', () => {
    expect(show(pageWindow(999, 10))).toBe('1 … 8 9 [10]');
  });
  it('always has one current page, sorted pages, first and last (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (count, cur) => {
        const items = pageWindow(cur, count);
        const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(items.filter((i) => i.kind === 'page' && i.current)).toHaveLength(1);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1]);
        expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('page changes', () => {
  it('re-selecting the current page is a no-op', () => {
    expect(pageChange(4, 4, 10)).toBeNull();
  });
  it('previous and next stay within 1 and the page count', () => {
    expect(pageChange(1, 0, 10)).toBeNull();
    expect(pageChange(10, 11, 10)).toBeNull();
    expect(pageChange(2, 1, 10)).toBe(1);
    expect(pageChange(9, 10, 10)).toBe(10);
    expect(hasPrevious(1)).toBe(false);
    expect(hasNext(10, 10)).toBe(false);
    expect(hasNext(9, 10)).toBe(true);
  });
  it('clamps and parses', () => {
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(7, 0)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('x')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
