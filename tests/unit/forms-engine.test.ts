import { describe, expect, it } from 'vitest';
import { patterns, patternById } from '@/forms/patterns';
import { rangeText, sanitiseBounds, specFromRule } from '@/forms/spec';
import { charLength, submittedValues, validateField, validateForm } from '@/forms/validate';
import { changePasswordSpecs, forgotByEmailSpecs, loginSpecs, registerSpecs } from '@/forms/forms';
import type { RegisterSettings } from '@/api/models';
import { rule } from '../fixtures/field-rule';
import { formsEngine } from '../fixtures/forms-engine';

const engine = formsEngine();

describe('pattern table (§5)', () => {
  it('has the eighteen patterns, ids 1-18, unique names and message keys', () => {
    expect(patterns).toHaveLength(18);
    expect(patterns.map((p) => p.id)).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 1)));
    expect(new Set(patterns.map((p) => p.name)).size).toBe(18);
    expect(new Set(patterns.map((p) => p.messageId)).size).toBe(18);
  });
  it('looks up by ordinal or by name', () => {
    expect(patternById('7')?.name).toBe('digits');
    expect(patternById(7)?.name).toBe('digits');
    expect(patternById('email')?.id).toBe('4');
    expect(patternById('99')).toBeUndefined();
    expect(patternById(undefined)).toBeUndefined();
  });
  for (const p of patterns) {
    it(`${p.id} ${p.name}: accepts its examples and refuses the others`, () => {
      expect(p.accepts.length).toBeGreaterThan(0);
      if (p.name !== 'any') expect(p.refuses.length).toBeGreaterThan(0);
      const spec = specFromRule('f', { enabled: true, required: true, acceptedPattern: '', patternId: p.id, minLength: 0, maxLength: 0 });
      for (const ok of p.accepts) expect(validateField(spec, ok), ok).toBeNull();
      for (const bad of p.refuses) expect(validateField(spec, bad), bad).toEqual(spec.invalidMessage);
    });
  }
});

describe('bounds and messages', () => {
  it('sanitises untrusted bounds', () => {
    expect(sanitiseBounds(6, 12)).toEqual({ min: 6, max: 12 });
    expect(sanitiseBounds(-3, 0)).toEqual({ min: 0, max: Infinity });
    expect(sanitiseBounds('4', '8')).toEqual({ min: 4, max: 8 });
    expect(sanitiseBounds(12, 6)).toEqual({ min: 6, max: 12 });
    expect(sanitiseBounds(undefined, NaN)).toEqual({ min: 0, max: Infinity });
  });
  it('writes a single number when min = max (§5)', () => {
    expect(rangeText(8, 8)).toBe('8');
    expect(rangeText(6, 12)).toBe('6-12');
    expect(rangeText(2, Infinity)).toBe('2+');
    const spec = specFromRule('mobileNum', rule({ patternId: '7', minLength: 10, maxLength: 10 }));
    expect(validateField(spec, '12345')).toEqual({ id: 'forms.pattern.digits', values: { range: '10', min: 10, max: 10 } });
  });
  it('required and empty gives "field + not empty"; optional and empty passes', () => {
    const req = specFromRule('email', rule({ patternId: '4' }));
    expect(validateField(req, '   ')).toEqual({ id: 'forms.required' });
    const opt = specFromRule('email', rule({ patternId: '4', required: false }));
    expect(validateField(opt, '')).toBeNull();
    expect(validateField(opt, 'nope')?.id).toBe('forms.pattern.email');
  });
  it('trims inputs before checking and submitting', () => {
    const spec = specFromRule('username', rule());
    expect(validateField(spec, '  abc123  ')).toBeNull();
    expect(submittedValues([spec], { username: '  abc123 ' })).toEqual({ username: 'abc123' });
  });
  it("'*' accepts anything within the bounds, and its message describes only the length", () => {
    const spec = specFromRule('line', rule({ acceptedPattern: '*', patternId: '2', minLength: 2, maxLength: 4 }));
    expect(validateField(spec, '!@#')).toBeNull();
    expect(validateField(spec, 'x')?.id).toBe('forms.pattern.any');
  });
  it("the server's acceptedPattern wins over the table, the patternId picks the message", () => {
    const spec = specFromRule('zalo', rule({ acceptedPattern: '^z\\d+$', patternId: '7', minLength: 2, maxLength: 5 }));
    expect(validateField(spec, 'z12')).toBeNull();
    expect(validateField(spec, '123')?.id).toBe('forms.pattern.digits');
  });
  it('accepts /source/flags literals and drops the stateful g flag', () => {
    const spec = specFromRule('x', rule({ acceptedPattern: '/^ab+$/gi', minLength: 1, maxLength: 9 }));
    expect(validateField(spec, 'ABB')).toBeNull();
    expect(validateField(spec, 'ABA')).not.toBeNull();
    expect(validateField(spec, 'ABB')).toBeNull(); // no lastIndex carry-over
  });
  it('an unknown patternId with a working pattern gets the generic format message', () => {
    const spec = specFromRule('x', rule({ acceptedPattern: '^a+$', patternId: 'weird' }));
    expect(validateField(spec, 'bbbbbb')?.id).toBe('forms.pattern.unknown');
  });
  it('counts code points, not UTF-16 units', () => {
    expect(charLength('𠀀𠀁')).toBe(2);
    expect(charLength('abc')).toBe(3);
  });
});

describe('a server pattern that does not compile', () => {
  it('is logged once, falls back to the length rule, and the form still works', () => {
    const broken = rule({ acceptedPattern: '^[a-z+$', patternId: '5', minLength: 3, maxLength: 5 });
    const a = specFromRule('wechat', broken);
    const b = specFromRule('wechat', broken);
    expect(engine.warn).toHaveBeenCalledTimes(1);
    expect(a.serverFault).toBe(true);
    expect(a.pattern).toBeNull();
    expect(validateField(a, 'A!c')).toBeNull();
    expect(validateField(b, 'ab')).toEqual({ id: 'forms.pattern.any', values: { range: '3-5', min: 3, max: 5 } });
  });
});

describe('confirm equals password', () => {
  const specs = changePasswordSpecs({ password: rule({ patternId: '6', minLength: 6, maxLength: 20 }) }, { askOldPassword: true });
  it('asks the old password only when told to', () => {
    expect(specs.find((s) => s.name === 'oldPassword')?.shown).toBe(true);
    expect(changePasswordSpecs({}, { askOldPassword: false }).find((s) => s.name === 'oldPassword')?.shown).toBe(false);
  });
  it('says "inconsistent twice" when they differ, passes when equal after trimming', () => {
    const errors = validateForm(specs, { oldPassword: 'x', newPassword: 'abc123', confirmNewPassword: 'abc124' });
    expect(errors).toEqual({ confirmNewPassword: { id: 'forms.inconsistent' } });
    expect(validateForm(specs, { oldPassword: 'x', newPassword: 'abc123', confirmNewPassword: ' abc123 ' })).toEqual({});
  });
  it('new password follows the password rule', () => {
    expect(validateForm(specs, { oldPassword: 'x', newPassword: 'abcdef', confirmNewPassword: 'abcdef' }).newPassword?.id).toBe(
      'forms.pattern.lettersAndDigits',
    );
  });
});

describe('registration field lists (§5)', () => {
  const settings: RegisterSettings = {
    username: rule({ patternId: '2' }),
    password: rule({ patternId: '6' }),
    email: rule({ enabled: false, patternId: '4' }),
    payeeName: rule({ enabled: true, required: false, patternId: '14', minLength: 2, maxLength: 30 }),
    mobileNum: rule({ enabled: false, patternId: '7', minLength: 9, maxLength: 11 }),
    affiliateCode: rule({ enabled: true, required: false, patternId: '5', minLength: 0, maxLength: 10 }),
    paymentPassword: rule({ enabled: true, required: false, patternId: '7', minLength: 6, maxLength: 6 }),
  };
  const shown = (specs: ReturnType<typeof registerSpecs>) => specs.filter((s) => s.shown).map((s) => s.name);

  it('username registration: username, password, confirm always; optional fields only when enabled', () => {
    const specs = registerSpecs(settings, { type: 'register', smsEnabled: true, affiliateCodeFromSite: false });
    expect(shown(specs)).toEqual(['username', 'password', 'confirmPassword', 'paymentPassword', 'payeeName', 'affiliateCode', 'agree']);
    expect(specs.find((s) => s.name === 'paymentPassword')?.required).toBe(true);
    expect(specs.find((s) => s.name === 'payeeName')?.required).toBe(false);
  });
  it('mobile registration: mobile always (username = mobile), SMS code when SMS is on', () => {
    const specs = registerSpecs(settings, { type: 'registerMobile', smsEnabled: true, affiliateCodeFromSite: false });
    expect(shown(specs)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'paymentPassword', 'payeeName', 'affiliateCode', 'agree']);
    expect(shown(registerSpecs(settings, { type: 'registerMobile', smsEnabled: false, affiliateCodeFromSite: false }))).not.toContain('verificationCode');
  });
  it('mobile registration without a password when MOBILENUMPASSREG3 is off (username registration always has one)', () => {
    const off = { smsEnabled: false, affiliateCodeFromSite: false, mobileWithPassword: false };
    expect(shown(registerSpecs(settings, { type: 'registerMobile', ...off }))).not.toContain('password');
    expect(shown(registerSpecs(settings, { type: 'registerMobile', ...off }))).not.toContain('confirmPassword');
    expect(shown(registerSpecs(settings, { type: 'register', ...off }))).toContain('confirmPassword');
  });
  it('a valid affiliate code from the site address hides the field (§4)', () => {
    expect(shown(registerSpecs(settings, { type: 'register', smsEnabled: false, affiliateCodeFromSite: true }))).not.toContain('affiliateCode');
  });
  it('the terms box is required with its own message', () => {
    const specs = registerSpecs(settings, { type: 'register', smsEnabled: false, affiliateCodeFromSite: false });
    const errors = validateForm(specs, { username: 'player1', password: 'abc123', confirmPassword: 'abc123', paymentPassword: '123456' });
    expect(errors).toEqual({ agree: { id: 'auth.register.agreeRequired' } });
  });
  it('missing settings still give a working form', () => {
    const specs = registerSpecs({}, { type: 'register', smsEnabled: false, affiliateCodeFromSite: false });
    expect(shown(specs)).toEqual(['username', 'password', 'confirmPassword', 'agree']);
  });
});

describe('login and forgot-password lists', () => {
  it('login by username needs presence only; captcha only when shown', () => {
    const specs = loginSpecs({}, { type: 'username', captchaShown: false });
    expect(validateForm(specs, { username: '1', password: '2' })).toEqual({});
    const withCaptcha = loginSpecs({}, { type: 'username', captchaShown: true });
    expect(Object.keys(validateForm(withCaptcha, { username: '1', password: '2' }))).toEqual(['captcha']);
  });
  it('login by SMS checks the mobile rule and the code', () => {
    const specs = loginSpecs({ mobileNum: rule({ patternId: '7', minLength: 9, maxLength: 10 }) }, { type: 'sms', captchaShown: false });
    expect(validateForm(specs, { mobileNum: '12ab', verificationCode: '' })).toEqual({
      mobileNum: { id: 'forms.pattern.digits', values: { range: '9-10', min: 9, max: 10 } },
      verificationCode: { id: 'forms.required' },
    });
  });
  it('forgot by email: username and email both required', () => {
    const errors = validateForm(forgotByEmailSpecs({}), {});
    expect(Object.keys(errors)).toEqual(['username', 'email']);
    expect(validateForm(forgotByEmailSpecs({}), { username: 'abc', email: 'bad' }).email?.id).toBe('forms.pattern.email');
  });
});
