import { describe, expect, it } from 'vitest';
import { rememberCookie, readRememberedUser, REMEMBER_ME_MS } from '@/features/auth/lib/remember-me';
import { afterLogin, PLATFORM_DEFAULT_PASSWORD } from '@/features/auth/lib/after-login';
import { affiliateAtSubmit, affiliateFieldHidden, siteAffiliateCode } from '@/features/auth/lib/affiliate';
import { flagUrl, initialDialCode } from '@/features/auth/lib/dial-code';
import { createRateGuard, secondsLeft, smsCountdownSeconds } from '@/features/auth/lib/timing';
import { refusalField, refusalWantsCaptcha } from '@/features/auth/lib/server-errors';
import { ApiError } from '@/api/errors';

/** The accounts feature's pure decisions (§4, §9, Security stance). */
describe('remember me keeps the user name only', () => {
  const now = Date.UTC(2026, 0, 1);
  it('writes `${merchant}-login` with the user name for one day', () => {
    const c = rememberCookie('BRANDX', 'player01', now);
    expect(c).toMatch(/^BRANDX-login=player01; Expires=/);
    expect(c).toContain(new Date(now + REMEMBER_ME_MS).toUTCString());
    expect(REMEMBER_ME_MS).toBe(86_400_000);
  });
  it('has no place for a password: the only value is the name', () => {
    expect(rememberCookie.length).toBe(2); // (merchant, username[, now]) — defaulted params are not counted
    expect(rememberCookie('M', 'a b;c', now)).toMatch(/^M-login=a%20b%3Bc;/);
  });
  it('reads it back, and removal expires it', () => {
    expect(readRememberedUser('x=1; BRANDX-login=player01; y=2', 'BRANDX')).toBe('player01');
    expect(readRememberedUser('OTHER-login=p', 'BRANDX')).toBeNull();
    expect(readRememberedUser('BRANDX-login=%E0%A4', 'BRANDX')).toBeNull();
    expect(rememberCookie('BRANDX', null)).toContain('Expires=Thu, 01 Jan 1970');
  });
});

describe('after login (§4)', () => {
  const v = (passwordExpired: boolean, firstTimeLogin = false) => ({ passwordExpired, firstTimeLogin });
  it('the default password forces a change', () => {
    expect(afterLogin({ value: v(false), method: 'username', password: PLATFORM_DEFAULT_PASSWORD, forceChangeOnExpiry: false }).mustChangePassword).toBe(true);
  });
  it('an expired password forces a change only when forced change is on', () => {
    expect(afterLogin({ value: v(true), method: 'username', password: 'x', forceChangeOnExpiry: true }).mustChangePassword).toBe(true);
    expect(afterLogin({ value: v(true), method: 'username', password: 'x', forceChangeOnExpiry: false }).mustChangePassword).toBe(false);
  });
  it('never for SMS logins (no password was typed)', () => {
    expect(afterLogin({ value: v(true), method: 'sms', forceChangeOnExpiry: true }).mustChangePassword).toBe(false);
  });
  it('passes the first-login flag through', () => {
    expect(afterLogin({ value: v(false, true), method: 'sms', forceChangeOnExpiry: true }).firstTimeLogin).toBe(true);
  });
});

describe('affiliate code (§4)', () => {
  it('reads the code from the site address', () => {
    expect(siteAffiliateCode('?affiliateCode=AG1')).toBe('AG1');
    expect(siteAffiliateCode('?x=1&aff=%20AG2%20')).toBe('AG2');
    expect(siteAffiliateCode('?referralCode=R')).toBeNull();
  });
  it('a valid site code hides the field and is sent; an invalid one shows it', () => {
    expect(affiliateFieldHidden({ kind: 'valid', code: 'A' })).toBe(true);
    expect(affiliateFieldHidden({ kind: 'invalid', code: 'A' })).toBe(false);
    expect(affiliateAtSubmit({ kind: 'valid', code: 'A' }, false, undefined)).toEqual({ send: 'A' });
    expect(affiliateAtSubmit({ kind: 'none' }, false, undefined)).toEqual({ send: undefined });
  });
  it('a filled, shown field is checked before submit; an empty one is not', () => {
    expect(affiliateAtSubmit({ kind: 'invalid', code: 'A' }, true, ' B ')).toEqual({ check: 'B' });
    expect(affiliateAtSubmit({ kind: 'none' }, true, '')).toEqual({ send: undefined });
  });
});

describe('dialling codes (§4, §7)', () => {
  const list = [
    { countryCode: 'VN', countryDialingCode: '84', name: 'Viet Nam' },
    { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  ];
  it('the given code if listed, else the current country, else the first', () => {
    expect(initialDialCode(list, '+66', 'VN')).toBe('66');
    expect(initialDialCode(list, '1', 'TH')).toBe('66');
    expect(initialDialCode(list, null, 'XX')).toBe('84');
    expect(initialDialCode([], null, 'XX')).toBe('');
  });
  it('flag images follow the §7 path', () => {
    expect(flagUrl('https://img.example/', 'VN')).toBe('https://img.example/TCG_PROD_IMAGES/COUNTRY_FLAG/CIRCLE/VN.svg');
  });
});

describe('timings (§9)', () => {
  it('SMS countdown is expiredMinutes × 60 s, default 60', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds('3')).toBe(60);
  });
  it('seconds left round up and never go negative', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
  it('the 1 s guard lets one action through per second', () => {
    let now = 0;
    const guard = createRateGuard(1000, () => now);
    expect(guard()).toBe(true);
    now = 999;
    expect(guard()).toBe(false);
    now = 1000;
    expect(guard()).toBe(true);
  });
});

describe('refusals', () => {
  it('a captcha flag in the refusal shows the captcha (§8)', () => {
    expect(refusalWantsCaptcha(new ApiError('LOGIN_FAILED', 'error.unknown', 200, 'Incorrect', { captcha: true }))).toBe(true);
    expect(refusalWantsCaptcha(new ApiError('LOGIN_FAILED', 'error.unknown', 200, 'Incorrect', { captcha: false }))).toBe(false);
    expect(refusalWantsCaptcha(new Error('x'))).toBe(false);
  });
  it('a refusal pinned to a field goes under that field, with the server sentence', () => {
    expect(refusalField(new ApiError('USER_EXISTS', 'error.unknown', 200, 'Taken', { field: 'username' }))).toEqual({
      field: 'username',
      message: { id: 'forms.server', values: { message: 'Taken' } },
    });
    expect(refusalField(new ApiError('X', 'error.unknown', 200, 'Taken', null))).toBeNull();
  });
});

describe('human verification is a pluggable step', () => {
  it('the default (inline image captcha) adds nothing; a plugged provider is called per scene and merged by flows', async () => {
    const { verifyHuman, setHumanVerifier, imageCaptchaVerifier } = await import('@/session/human-verification');
    expect(await verifyHuman('register', { inlineCaptcha: true })).toEqual({});
    const seen: string[] = [];
    setHumanVerifier(async (scene) => {
      seen.push(scene);
      return scene === 'sms' ? null : { challenge: 'c', validate: 'v' };
    });
    expect(await verifyHuman('login')).toEqual({ challenge: 'c', validate: 'v' });
    expect(await verifyHuman('sms')).toBeNull(); // the person gave up: the flow stops quietly
    expect(seen).toEqual(['login', 'sms']);
    setHumanVerifier(imageCaptchaVerifier);
  });
});
