import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPatternSafety } from '@/forms/pattern-safety';
import { patterns } from '@/forms/patterns';
import { specFromRule } from '@/forms/spec';
import { validateField } from '@/forms/validate';

/**
 * Hostile rule patterns (ReDoS, issue 15): the settings tree's patterns are
 * checked before the browser runs them; an unsafe one is ignored with a logged
 * reason and the §5 expression of its pattern id stands in.
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

describe('an unsafe server pattern in the portal', () => {
  it("is ignored with a logged reason: the pattern id's §5 expression is checked instead, and a hostile input answers at once", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spec = specFromRule('username', { enabled: true, required: true, acceptedPattern: '^(a+)+$', patternId: '2', minLength: 1, maxLength: 100 });
    expect(spec.pattern?.source).toBe(patterns.find((p) => p.id === '2')!.regex.source);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unsafe (a repeated group repeats inside (nested quantifier))'), '^(a+)+$');
    const started = performance.now();
    // 40 characters: the hostile pattern itself would backtrack about 2^40 times.
    expect(validateField(spec, `${'a'.repeat(40)}!`)).toEqual(spec.invalidMessage);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(validateField(spec, 'player01')).toBeNull();
  });

  it('a pattern without a known id falls back to the length check', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spec = specFromRule('nickname', { enabled: true, required: true, acceptedPattern: '(x+x+)+y', patternId: '99', minLength: 1, maxLength: 300 });
    expect(spec.pattern).toBeNull();
    expect(validateField(spec, 'x'.repeat(60))).toBeNull();
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
