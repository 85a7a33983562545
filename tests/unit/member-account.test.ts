import { describe, expect, it } from 'vitest';
import { labelTextColour, nicknameProblem, normaliseNickname, safeColour } from '../../src/features/member-centre/lib/nickname';
import { ipChallengeOf } from '../../src/features/auth/verification/login-verification';
import { ApiError } from '../../src/api/errors';

describe('nickname rule (same as the platform)', () => {
  it('trims and collapses spaces; any script, digits and _ - . are fine', () => {
    expect(normaliseNickname('  Nguyễn   Văn A ')).toBe('Nguyễn Văn A');
    for (const ok of ['Nguyễn Văn A', 'สมชาย', '王小明', 'joe_1.x-y', 'ab']) expect(nicknameProblem(ok), ok).toBeNull();
  });
  it('refuses empty, too short or long, and other characters', () => {
    expect(nicknameProblem('   ')).toBe('empty');
    expect(nicknameProblem('a')).toBe('length');
    expect(nicknameProblem('a'.repeat(17))).toBe('length');
    expect(nicknameProblem('<script>')).toBe('characters');
    expect(nicknameProblem('hi!')).toBe('characters');
  });
});

describe('club label colours', () => {
  it('black text on light clubs, white on dark ones; only hex colours reach a style', () => {
    expect(labelTextColour('#f5c542', '#b8860b')).toBe('#000000');
    expect(labelTextColour('#1e1b4b', '#312e81')).toBe('#ffffff');
    expect(safeColour('#abc')).toBe('#abc');
    expect(safeColour('red; background: url(x)')).toBeNull();
  });
});

describe('unregistered-IP challenge', () => {
  it('reads the ticket and methods of an IP_VERIFICATION_REQUIRED refusal and nothing else', () => {
    const err = new ApiError('IP_VERIFICATION_REQUIRED', 'error.unknown', 200, 'New IP', {
      ticket: 't1',
      methods: ['sms', 'bogus', 'google'],
      mobile: '***678',
      email: null,
    });
    expect(ipChallengeOf(err)).toEqual({ ticket: 't1', methods: ['sms', 'google'], mobile: '***678', email: null });
    expect(ipChallengeOf(new ApiError('LOGIN_FAILED', 'error.loginFailed', 200))).toBeNull();
    expect(ipChallengeOf(new ApiError('IP_VERIFICATION_REQUIRED', 'error.unknown', 200, '', { methods: [] }))).toBeNull();
    expect(ipChallengeOf(new Error('x'))).toBeNull();
  });
});
