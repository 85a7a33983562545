import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, clampPage, dayMs, daysIn, isValidRange, localDay, pageCount, presetRange, MAX_RANGE_DAYS } from '@/features/records/lib/date-range';

describe('record date presets (§9)', () => {
  it('previous 7 / 30 days end today; next 7 / 30 days start tomorrow', () => {
    expect(presetRange('last7', '2026-11-23')).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(presetRange('last30', '2026-11-23')).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
    expect(presetRange('next7', '2026-11-23')).toEqual({ startDate: '2026-11-24', endDate: '2026-11-30' });
    expect(presetRange('next30', '2026-11-23')).toEqual({ startDate: '2026-11-24', endDate: '2026-12-23' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(presetRange('last7', '2028-03-01').startDate).toBe('2028-02-24');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(presetRange('next30', '2026-12-15').endDate).toBe('2027-01-14');
  });

  it('every preset covers exactly its number of days and is a range the platform accepts', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (d) => {
        const today = localDay(d);
        for (const [preset, days] of [
          ['last7', 7],
          ['last30', 30],
          ['next7', 7],
          ['next30', 30],
        ] as const) {
          const r = presetRange(preset, today);
          expect(daysIn(r)).toBe(days);
          expect(isValidRange(r)).toBe(true);
        }
      }),
    );
  });

  it('the player’s own calendar day, not UTC', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
  });
});

describe('range maths', () => {
  it('dayMs accepts real days only', () => {
    expect(dayMs('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(dayMs('2026-02-31')).toBeNull();
    expect(dayMs('2026-2-3')).toBeNull();
    expect(dayMs('yesterday')).toBeNull();
  });

  it('a reversed, unreal or too long range is not valid', () => {
    expect(daysIn({ startDate: '2026-11-23', endDate: '2026-11-22' })).toBe(0);
    expect(isValidRange({ startDate: '2026-11-23', endDate: '2026-11-23' })).toBe(true);
    expect(isValidRange({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe(false);
    expect(isValidRange({ startDate: '2026-01-01', endDate: addDays('2026-01-01', MAX_RANGE_DAYS - 1) })).toBe(true);
    expect(isValidRange({ startDate: '2026-01-01', endDate: addDays('2026-01-01', MAX_RANGE_DAYS) })).toBe(false);
  });

  it('page count and clamping', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(2000, 50)).toBe(40);
    expect(pageCount(2001, 50)).toBe(41);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});
