import { describe, expect, it } from 'vitest';
import { figureFormat, toneOf } from '@/lib/figures';

describe('figure format (records and agent reports)', () => {
  const f = figureFormat(
    (d) => `₫${d}`,
    (id, values) => `${id}${values ? JSON.stringify(values) : ''}`,
  );

  it('a positive amount goes up, a negative one down, zero is flat', () => {
    expect(['12.50', '-0.01', '0', '0.00'].map(toneOf)).toEqual(['up', 'down', 'flat', 'flat']);
  });

  it('signs a win with a plus; a loss keeps the minus its money already has', () => {
    expect(f.signed('1200')).toBe('+₫1200');
    expect(f.signed('-500')).toBe('₫-500');
    expect(f.signed('0')).toBe('₫0');
  });

  it('shortens a platform time to minutes and looks messages up through the caller', () => {
    expect(f.minutes('2026-11-23 11:42:07')).toBe('2026-11-23 11:42');
    expect(f.t('records.count', { count: 3 })).toBe('records.count{"count":3}');
  });
});
