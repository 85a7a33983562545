import { describe, expect, it } from 'vitest';
import { BALANCE_MASK, formatAmount, formatBalance, formatShortDate, parsePlatformTime } from '@/lib/format';
import { pickServiceUrl } from '@/features/support/api/pick-service-url';
import { encodeServicePath } from '@/api/service-link';

describe('format', () => {
  it('money with two decimals in the locale', () => {
    expect(formatAmount(12345.678, 'en')).toBe('12,345.68');
    expect(formatAmount(Number.NaN, 'en')).toBe('—');
  });
  it('balance: symbol first, *** when hidden (§9)', () => {
    expect(formatBalance(10, '₫', 'en', false)).toBe('₫ 10.00');
    expect(formatBalance(10, '₫', 'en', true)).toBe(`₫ ${BALANCE_MASK}`);
    expect(BALANCE_MASK).toBe('***');
  });
  it('platform times (yyyy-MM-dd hh:mm:ss)', () => {
    expect(parsePlatformTime('2026-11-20 08:30:00')?.getHours()).toBe(8);
    expect(parsePlatformTime('garbage')).toBeNull();
    expect(parsePlatformTime(null)).toBeNull();
    expect(formatShortDate('2026-11-20 08:30:00', 'en')).toBe('Nov 20, 2026');
  });
});

describe('customer service (§7)', () => {
  it('picks the type-3 entry and decodes it', () => {
    const url = 'https://chat.example.com/room?c=1';
    expect(
      pickServiceUrl([
        { type: 1, path: 'https://vip.example.com' },
        { type: 3, path: encodeServicePath(url, 'k7Q2xZ9a') },
      ]),
    ).toBe(url);
  });
  it('refuses missing, undecodable and non-http entries', () => {
    expect(pickServiceUrl([{ type: 1, path: 'https://vip.example.com' }])).toBeNull();
    expect(pickServiceUrl([{ type: 3, path: 'garbage' }])).toBeNull();
    expect(pickServiceUrl([{ type: 3, path: encodeServicePath('javascript:alert(1)', 'k7Q2xZ9a') }])).toBeNull();
  });
});
