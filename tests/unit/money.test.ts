import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, currencyDecimals, formatMoney, parseAmount, subDecimal, toDecimalString, toMinor } from '@/lib/money';

describe('money without floats', () => {
  it('parses typed amounts into minor units and says what is wrong', () => {
    expect(parseAmount('1,234.5', 2)).toEqual({ ok: true, minor: 123450n });
    expect(parseAmount(' 100 ', 0)).toEqual({ ok: true, minor: 100n });
    expect(parseAmount('.5', 2)).toEqual({ ok: true, minor: 50n });
    expect(parseAmount('10.50', 1)).toEqual({ ok: true, minor: 105n });
    expect(parseAmount('', 2)).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmount('12a', 2)).toEqual({ ok: false, reason: 'notNumber' });
    expect(parseAmount('1e-10', 2)).toEqual({ ok: false, reason: 'notNumber' });
    expect(parseAmount('0.30000000000000004', 2)).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(parseAmount('-5', 2)).toEqual({ ok: false, reason: 'negative' });
  });

  it('round-trips decimal strings exactly, also past 2^53', () => {
    expect(toDecimalString(123450n, 2)).toBe('1234.50');
    expect(toDecimalString(5n, 2)).toBe('0.05');
    expect(toDecimalString(-5n, 2)).toBe('-0.05');
    expect(toDecimalString(42n, 0)).toBe('42');
    expect(toMinor('90071992547409931.99', 2)).toBe(9007199254740993199n);
    expect(toMinor('1.230', 2)).toBe(123n);
    expect(toMinor('1.234', 2)).toBeNull();
    expect(toMinor('abc', 2)).toBeNull();
  });

  it('adds, subtracts and compares like a ledger', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(subDecimal('100.00', '0.01')).toBe('99.99');
    expect(compareDecimal('10', '9.99')).toBe(1);
    expect(compareDecimal('1.50', '1.5')).toBe(0);
    expect(compareDecimal('-1', '0')).toBe(-1);
  });

  it('formats per currency and language without losing digits', () => {
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('1234500', 'VND', 'vi-VN').replace(/\s/g, ' ')).toBe('1.234.500 ₫');
    expect(formatMoney('90071992547409931.99', 'USD', 'en-US')).toBe('$90,071,992,547,409,931.99');
    expect(formatMoney('12.5', 'THB', 'en-US', { withSymbol: false })).toBe('12.50');
    expect(formatMoney('oops', 'USD', 'en-US')).toBe('—');
  });
});
