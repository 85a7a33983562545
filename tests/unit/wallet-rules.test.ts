import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/features/wallet/lib/amount';
import { checkProof, imageKind, PROOF_MAX_BYTES, toBase64 } from '@/features/wallet/lib/proof';
import { refusalOf } from '@/features/wallet/lib/refusals';
import { ApiError } from '@/api/errors';
import { formatAmount } from '@/lib/format';

describe('checkAmount', () => {
  const limits = { min: '100.00', max: '5000.00' };
  it('accepts plain decimals within the limits, normalised to 2 places', () => {
    expect(checkAmount('100', limits)).toEqual({ ok: true, amount: '100.00' });
    expect(checkAmount(' 4999.9 ', limits)).toEqual({ ok: true, amount: '4999.90' });
    expect(checkAmount('5000.00', limits)).toEqual({ ok: true, amount: '5000.00' });
  });
  it('refuses what the platform refuses', () => {
    const cases: [string, string][] = [
      ['', 'empty'],
      ['abc', 'notNumber'],
      ['1e-10', 'notNumber'],
      ['1E3', 'notNumber'],
      ['+5', 'notNumber'],
      ['10.001', 'tooManyDecimals'],
      ['0', 'notPositive'],
      ['-5', 'notPositive'],
      ['99.99', 'belowMin'],
      ['5000.01', 'aboveMax'],
    ];
    for (const [input, error] of cases) expect(checkAmount(input, limits), input).toEqual({ ok: false, error });
  });
  it('keeps cents exact on large amounts (no float)', () => {
    expect(checkAmount('12345678901234.56')).toEqual({ ok: true, amount: '12345678901234.56' });
    expect(checkAmount('0.1')).toEqual({ ok: true, amount: '0.10' });
  });
  it('0 decimals for a currency without cents', () => {
    expect(checkAmount('10.5', { decimals: 0 })).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(checkAmount('10.00', { decimals: 0 })).toEqual({ ok: true, amount: '10' });
  });
});

describe('proof image', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  it('knows png and jpg by their bytes, not their names', () => {
    expect(imageKind(png)).toBe('png');
    expect(imageKind(jpg)).toBe('jpg');
    expect(imageKind(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
  it('refuses empty, over 5 MB and non-images', () => {
    expect(checkProof(0, png)).toBe('empty');
    expect(checkProof(PROOF_MAX_BYTES + 1, png)).toBe('tooLarge');
    expect(checkProof(PROOF_MAX_BYTES, jpg)).toBeNull();
    expect(checkProof(10, new Uint8Array([1, 2, 3]))).toBe('notImage');
  });
  it('encodes base64 in chunks', () => {
    expect(toBase64(new TextEncoder().encode('hello'))).toBe('aGVsbG8=');
    expect(toBase64(new Uint8Array(100_000)).length).toBe(133_336);
  });
});

describe('refusalOf', () => {
  it('puts field refusals under their field, with the limits', () => {
    expect(refusalOf(new ApiError('AMOUNT_BELOW_MIN', 'error.unknown', 200, '', { field: 'amount', min: '100.00', max: '5000.00' }))).toEqual({
      field: 'amount',
      messageId: 'wallet.amount.belowMin',
      values: { min: '100.00', max: '5000.00' },
    });
    expect(refusalOf(new ApiError('INVALID_AMOUNT', 'error.invalidAmount', 200, '', { field: 'amount', reason: 'tooManyDecimals' })).messageId).toBe(
      'wallet.amount.tooManyDecimals',
    );
    expect(refusalOf(new ApiError('PAYMENT_PASSWORD_WRONG', 'error.unknown', 200, '', { field: 'paymentPassword', attemptsLeft: 4 }))).toEqual({
      field: 'paymentPassword',
      messageId: 'wallet.error.payPasswordWrong',
      values: { attemptsLeft: 4 },
    });
  });
  it('sends faults and time-outs to a dialog with the shared message', () => {
    expect(refusalOf(new ApiError('TIMEOUT', 'error.timeout', 0))).toEqual({ field: null, messageId: 'error.timeout', values: {} });
    expect(refusalOf(new Error('x')).messageId).toBe('error.unknown');
  });
});

describe('formatAmount of decimal strings', () => {
  it('formats the platform string exactly, per language', () => {
    expect(formatAmount('12345678901234.56', 'en')).toBe('12,345,678,901,234.56');
    expect(formatAmount('0.10', 'vi')).toBe('0,10');
    expect(formatAmount('1e5', 'en')).toBe('—');
  });
});
