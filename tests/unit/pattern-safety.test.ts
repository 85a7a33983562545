import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkPatternSafety } from '@/forms/pattern-safety';
import { patterns } from '@/forms/patterns';
import { specFromRule } from '@/forms/spec';
import { validateField } from '@/forms/validate';
import { loadLinearEngine } from '@/forms/compile';

// Server patterns run on RE2 (src/forms/compile.ts), loaded on first use: load it before any test validates.
beforeAll(async () => {
  await loadLinearEngine();
});

/**
 * Hostile rule patterns (ReDoS, issues 15 and 32): the static check still
 * describes exponential patterns, and every server pattern that is not one of
 * the §5 table's runs on RE2 (linear time), polynomial ones included.
 */
afterEach(() => vi.restoreAllMocks());

describe('checkPatternSafety', () => {
  it.each(['^(a+)+$', '(a|aa)*$', '^(\\w+\\s?)*$', '^([a-z]*)*x', '(x+x+)+y', '^(a{1,5}){2,}$', '(a)\\1', '(?<n>a)\\k<n>'])('refuses %s', (p) => {
    expect(checkPatternSafety(p).safe).toBe(false);
  });

  it.each(['^[A-Za-z][A-Za-z0-9]*$', '^\\d+$', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', '^\\d{4}-(0[1-9]|1[0-2])-\\d{2}$', '^[(a+)]+$', '^(ab)+$', '^\\S+$'])(
    'accepts %s',
    (p) => {
      expect(checkPatternSafety(p)).toEqual({ safe: true });
    },
  );

  it('refuses unbalanced groups and very long sources', () => {
    expect(checkPatternSafety('(a').safe).toBe(false);
    expect(checkPatternSafety('a'.repeat(501)).safe).toBe(false);
  });
});

describe('an untrusted server pattern in the portal runs in linear time (issue 32)', () => {
  it.each([
    ['^(a+)+$', `${'a'.repeat(40)}!`, 'aaaa'],
    ['^\\w*\\d*\\w*\\d*\\w*1$', `${'a1'.repeat(128)}!`, 'abc1'],
    ['(x+x+)+y', 'x'.repeat(200), 'xxy'],
  ])('%s: a hostile value answers within 20 ms, and the pattern is still enforced', (source, hostile, good) => {
    const spec = specFromRule('username', { enabled: true, required: true, acceptedPattern: source, patternId: '2', minLength: 1, maxLength: 256 });
    expect(spec.pattern?.source).toBe(source);
    expect(validateField(spec, good)).toBeNull(); // compiles the RE2 program: the timing below is matching only
    const started = performance.now();
    expect(validateField(spec, hostile)).toEqual(spec.invalidMessage);
    expect(performance.now() - started).toBeLessThan(20);
    expect(validateField(spec, good)).toBeNull();
  });

  it('a backreference (no linear engine runs it) is ignored with a logged reason: the §5 expression of its id stands in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spec = specFromRule('username', { enabled: true, required: true, acceptedPattern: '^(a)\\1+$', patternId: '2', minLength: 1, maxLength: 100 });
    expect(validateField(spec, 'player01')).toBeNull();
    expect(validateField(spec, '1player')).toEqual(spec.invalidMessage);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored as unsafe'), '^(a)\\1+$');
  });

  it('leading lookaheads (a common password rule) keep their meaning on RE2', () => {
    const spec = specFromRule('password', {
      enabled: true,
      required: true,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
      patternId: '3',
      minLength: 6,
      maxLength: 20,
    });
    expect(validateField(spec, 'abc123')).toBeNull();
    expect(validateField(spec, 'abcdef')).toEqual(spec.invalidMessage);
    expect(validateField(spec, '123456')).toEqual(spec.invalidMessage);
  });

  it("the table's own patterns are trusted even where the check would refuse them (e-mail, names)", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const p of patterns) {
      const spec = specFromRule('f', { enabled: true, required: true, acceptedPattern: p.regex.source, patternId: p.id, minLength: 0, maxLength: 100 });
      expect(spec.pattern?.source, p.name).toBe(p.regex.source);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('a value longer than 256 characters never reaches a pattern', () => {
    const spec = specFromRule('f', { enabled: true, required: true, acceptedPattern: '', patternId: '1', minLength: 0, maxLength: 10_000 });
    expect(validateField(spec, 'a'.repeat(300))).toEqual(spec.invalidMessage);
  });
});
