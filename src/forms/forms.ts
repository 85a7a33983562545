import type { FieldRule, RegisterSettings } from '@/api/models';
import { confirmSpec, specFromRule } from './spec';
import type { FieldSpec } from './types';

/**
 * The field lists of the accounts screens, built from the server's register
 * settings (§3, §5). Pure: the screens pass in what they know (registration
 * type, flags, whether the affiliate code is hidden) and render the result with
 * DynamicForm.
 */

/** Used when the server sends no rule for a field that must exist anyway. */
const LOOSE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: '1', minLength: 1, maxLength: 64 };
const rule = (s: RegisterSettings, name: string): FieldRule | undefined => s[name];
const ruleOrLoose = (s: RegisterSettings, name: string): FieldRule => s[name] ?? LOOSE;

export const MISMATCH_MESSAGE_ID = 'forms.mismatch';
/** Change-password wording of the same rule: "inconsistent twice" (§5). */
export const INCONSISTENT_MESSAGE_ID = 'forms.inconsistent';
export const AGREE_MESSAGE_ID = 'auth.register.agreeRequired';

/** SMS code: any characters, at most 255 (§5). */
const SMS_CODE_RULE: FieldRule = { enabled: true, required: true, acceptedPattern: '*', patternId: '1', minLength: 0, maxLength: 255 };

/** Optional profile fields (§5): shown when enabled, required when the server says. Order is the form's order. */
export const OPTIONAL_REGISTER_FIELDS = ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

const inputOf: Record<string, Pick<FieldSpec, 'input' | 'autoComplete'>> = {
  username: { input: 'text', autoComplete: 'username' },
  password: { input: 'password', autoComplete: 'new-password' },
  paymentPassword: { input: 'password', autoComplete: 'off' },
  email: { input: 'email', autoComplete: 'email' },
  mobileNum: { input: 'tel', autoComplete: 'tel-national' },
  verificationCode: { input: 'numeric', autoComplete: 'one-time-code' },
  payeeName: { input: 'text', autoComplete: 'name' },
  qqNum: { input: 'numeric' },
};

export type RegisterType = 'register' | 'registerMobile';

export interface RegisterFormOptions {
  type: RegisterType;
  /** SMS verification on registration (REGMOBVERF3). */
  smsEnabled: boolean;
  /** The site address carried a valid affiliate code (§4): the field is hidden. */
  affiliateCodeFromSite: boolean;
  /** MOBILENUMPASSREG3: mobile registration also sets a password (default on); off, the platform makes one. */
  mobileWithPassword?: boolean;
}

export function registerSpecs(settings: RegisterSettings, o: RegisterFormOptions): FieldSpec[] {
  const mobileShown = o.type === 'registerMobile' || rule(settings, 'mobileNum')?.enabled === true;
  const specs: FieldSpec[] = [];
  // Username registration: username always shown and required; mobile registration uses the number as the username.
  specs.push(specFromRule('username', ruleOrLoose(settings, 'username'), { ...inputOf.username, shown: o.type === 'register', required: true }));
  specs.push(specFromRule('mobileNum', ruleOrLoose(settings, 'mobileNum'), { ...inputOf.mobileNum, shown: mobileShown, required: true }));
  specs.push(specFromRule('verificationCode', SMS_CODE_RULE, { ...inputOf.verificationCode, shown: mobileShown && o.smsEnabled, required: true }));
  const passwordShown = o.type === 'register' || o.mobileWithPassword !== false;
  specs.push(specFromRule('password', ruleOrLoose(settings, 'password'), { ...inputOf.password, shown: passwordShown, required: true }));
  specs.push(confirmSpec('confirmPassword', 'password', MISMATCH_MESSAGE_ID, { shown: passwordShown }));
  const pay = rule(settings, 'paymentPassword');
  specs.push(specFromRule('paymentPassword', pay, { ...inputOf.paymentPassword, required: pay?.enabled === true }));
  for (const name of OPTIONAL_REGISTER_FIELDS) specs.push(specFromRule(name, rule(settings, name), inputOf[name]));
  specs.push(
    specFromRule('affiliateCode', rule(settings, 'affiliateCode'), {
      shown: rule(settings, 'affiliateCode')?.enabled === true && !o.affiliateCodeFromSite,
    }),
  );
  specs.push(specFromRule('captcha', rule(settings, 'captcha'), { autoComplete: 'off' }));
  specs.push(agreeSpec());
  return specs;
}

/** Terms and the 18+ age declaration: always required (§2). */
export function agreeSpec(): FieldSpec {
  return specFromRule(
    'agree',
    { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
    {
      input: 'checkbox',
      labelId: 'auth.register.agreeShort',
      requiredMessage: { id: AGREE_MESSAGE_ID },
    },
  );
}

export type LoginType = 'username' | 'sms';

export interface LoginFormOptions {
  type: LoginType;
  captchaShown: boolean;
}

/**
 * Login (§5): username and password only need to be present (old accounts may
 * predate today's registration rules); the mobile number must match the mobile rule.
 */
export function loginSpecs(settings: RegisterSettings, o: LoginFormOptions): FieldSpec[] {
  const byName = o.type === 'username';
  const present: FieldRule = { ...LOOSE, maxLength: 0, minLength: 0 };
  return [
    specFromRule('username', present, { ...inputOf.username, shown: byName, required: true }),
    specFromRule('password', present, { input: 'password', autoComplete: 'current-password', shown: byName, required: true }),
    specFromRule('mobileNum', ruleOrLoose(settings, 'mobileNum'), { ...inputOf.mobileNum, shown: !byName, required: true }),
    specFromRule('verificationCode', SMS_CODE_RULE, { ...inputOf.verificationCode, shown: !byName, required: true }),
    specFromRule('captcha', present, { autoComplete: 'off', shown: o.captchaShown, required: true }),
  ];
}

/** Change password (§5): the old one is asked unless the forced-change flow already holds it. */
export function changePasswordSpecs(settings: RegisterSettings, o: { askOldPassword: boolean }): FieldSpec[] {
  const present: FieldRule = { ...LOOSE, minLength: 0, maxLength: 0 };
  return [
    specFromRule('oldPassword', present, { input: 'password', autoComplete: 'current-password', shown: o.askOldPassword, required: true }),
    specFromRule('newPassword', ruleOrLoose(settings, 'password'), { input: 'password', autoComplete: 'new-password', shown: true, required: true }),
    confirmSpec('confirmNewPassword', 'newPassword', INCONSISTENT_MESSAGE_ID),
  ];
}

/** Forgot password by email (§5): the username rule and the email rule, both required. */
export function forgotByEmailSpecs(settings: RegisterSettings): FieldSpec[] {
  return [
    specFromRule('username', ruleOrLoose(settings, 'username'), { ...inputOf.username, shown: true, required: true }),
    specFromRule('email', rule(settings, 'email') ?? { ...LOOSE, patternId: '4', acceptedPattern: '' }, { ...inputOf.email, shown: true, required: true }),
  ];
}

/** Forgot password by phone (§5): mobile, SMS code and new password, all required. */
export function forgotByPhoneSpecs(settings: RegisterSettings): FieldSpec[] {
  return [
    specFromRule('mobileNum', ruleOrLoose(settings, 'mobileNum'), { ...inputOf.mobileNum, shown: true, required: true }),
    specFromRule('verificationCode', SMS_CODE_RULE, { ...inputOf.verificationCode, shown: true, required: true }),
    specFromRule('newPassword', ruleOrLoose(settings, 'password'), { input: 'password', autoComplete: 'new-password', shown: true, required: true }),
    confirmSpec('confirmNewPassword', 'newPassword', MISMATCH_MESSAGE_ID),
  ];
}
