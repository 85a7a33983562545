import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { patterns } from '@/forms/patterns';
import { rangeText, specFromRule } from '@/forms/spec';
import { charLength, validateField, validateForm } from '@/forms/validate';
import { registerSpecs } from '@/forms/forms';
import type { FieldRule } from '@/api/models';
import { formsEngine } from '../fixtures/forms-engine';

/** Property tests of the engine: random server rules must never break a form. */
formsEngine();

const anyNumber = fc.oneof(fc.integer({ min: -5, max: 300 }), fc.constant(NaN), fc.constant(Infinity), fc.double());
const patternSource = fc.oneof(
  fc.constant('*'),
  fc.constant(''),
  fc.string(),
  fc.constantFrom('^[a-z+$', '(', '\\', '[z-a]', '^\\p{L}+$', '/^a/g', '(?<n>a)\\k<n>', '*?'),
  fc.constantFrom(...patterns.map((p) => p.regex.source)),
);
const anyRule: fc.Arbitrary<Partial<FieldRule>> = fc.record(
  {
    enabled: fc.boolean(),
    required: fc.boolean(),
    acceptedPattern: patternSource,
    patternId: fc.oneof(fc.constantFrom(...patterns.map((p) => p.id)), fc.string()),
    minLength: anyNumber as fc.Arbitrary<number>,
    maxLength: anyNumber as fc.Arbitrary<number>,
  },
  { requiredKeys: [] },
);

describe('the engine under random rule sets', () => {
  it('never throws, and every error is a message descriptor', () => {
    fc.assert(
      fc.property(anyRule, fc.string({ unit: 'grapheme', maxLength: 40 }), (r, value) => {
        const spec = specFromRule('f', r);
        const err = validateField(spec, value);
        expect(err === null || typeof err.id === 'string').toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('whole registration forms from random settings never throw', () => {
    const fieldNames = ['username', 'password', 'payeeName', 'paymentPassword', 'qqNum', 'email', 'mobileNum', 'affiliateCode', 'captcha', 'wechat'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...fieldNames), anyRule as fc.Arbitrary<FieldRule>),
        fc.dictionary(fc.constantFrom(...fieldNames, 'confirmPassword', 'agree'), fc.string()),
        fc.constantFrom('register' as const, 'registerMobile' as const),
        fc.boolean(),
        (settings, values, type, smsEnabled) => {
          const specs = registerSpecs(settings, { type, smsEnabled, affiliateCodeFromSite: false });
          const errors = validateForm(specs, values);
          for (const name of Object.keys(errors)) expect(specs.find((s) => s.name === name)?.shown).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Patterns fast-check can generate from (it does not generate through lookaheads or \p{…}).
const generable = patterns.filter((p) => !/\(\?=|\\p\{/.test(p.regex.source));

describe('in pattern and in bounds passes; outside fails with the right message', () => {
  for (const p of generable) {
    it(`${p.id} ${p.name}`, () => {
      const inPattern = fc.stringMatching(p.regex).filter((s) => s.length > 0 && s === s.trim() && s.length < 60);
      fc.assert(
        fc.property(inPattern, fc.nat(4), fc.nat(4), fc.boolean(), (value, below, above, required) => {
          const len = charLength(value);
          const min = Math.max(0, len - below);
          const max = len + above;
          const base = { enabled: true, required, acceptedPattern: '', patternId: p.id };
          expect(validateField(specFromRule('f', { ...base, minLength: min, maxLength: max }), value)).toBeNull();

          // One longer than allowed: the pattern message with the bounds filled in.
          if (len > 1) {
            const tight = specFromRule('f', { ...base, minLength: 1, maxLength: len - 1 });
            expect(validateField(tight, value)).toEqual({ id: p.messageId, values: { range: rangeText(1, len - 1), min: 1, max: len - 1 } });
          }
          // One shorter than required.
          const long = specFromRule('f', { ...base, minLength: len + 1, maxLength: len + 1 });
          expect(validateField(long, value)).toEqual({ id: p.messageId, values: { range: String(len + 1), min: len + 1, max: len + 1 } });
        }),
        { numRuns: 200 },
      );
    });
  }

  for (const p of patterns.filter((x) => x.refuses.length > 0)) {
    it(`${p.id} ${p.name}: out-of-pattern values fail whatever the bounds`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...p.refuses), fc.boolean(), (value, required) => {
          const spec = specFromRule('f', { enabled: true, required, acceptedPattern: '', patternId: p.id, minLength: 0, maxLength: 500 });
          // Refused examples that are only spaces trim to empty: that is the required/optional path.
          if (value.trim() === '') return;
          expect(validateField(spec, value)?.id).toBe(p.messageId);
        }),
      );
    });
  }
});

describe('required-and-empty', () => {
  it('is the required message for any rule; optional-and-empty always passes', () => {
    fc.assert(
      fc.property(anyRule, fc.constantFrom('', ' ', '\t \n'), (r, blank) => {
        const req = specFromRule('f', { ...r, enabled: true, required: true });
        expect(validateField(req, blank)).toEqual({ id: 'forms.required' });
        const opt = specFromRule('f', { ...r, enabled: true, required: false });
        expect(validateField(opt, blank)).toBeNull();
      }),
    );
  });
  it('a field that is off never errors', () => {
    fc.assert(
      fc.property(anyRule, fc.string(), (r, v) => {
        expect(validateField(specFromRule('f', { ...r, enabled: false }), v)).toBeNull();
      }),
    );
  });
});
