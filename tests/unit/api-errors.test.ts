import { describe, expect, it } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, errorKey, errorText, messageKeyForCode, messageKeyForStatus, toApiError } from '@/api/errors';
import { decodeServicePath, encodeServicePath } from '@/api/service-link';

const response = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json' } });
const httpError = (status: number, body: string) => {
  const request = new Request('http://x/');
  return new HTTPError(response(status, body), request, {} as never);
};

describe('errors → §8 catalogue keys', () => {
  it('maps platform codes, and unknown codes to error.unknown', () => {
    expect(messageKeyForCode('MAINTENANCE')).toBe('error.maintenance');
    expect(messageKeyForCode('USER_EXISTS')).toBe('error.userExists');
    expect(messageKeyForCode('WHATEVER')).toBe('error.unknown');
  });
  it('maps HTTP failures by envelope code first, then by status', async () => {
    expect((await toApiError(httpError(503, '{"success":false,"code":"MAINTENANCE","message":"m"}'))).messageKey).toBe('error.maintenance');
    expect((await toApiError(httpError(500, '{"success":false,"code":"FAULT_INJECTED","message":"m"}'))).messageKey).toBe('error.server');
    expect((await toApiError(httpError(429, 'not json'))).messageKey).toBe('error.tooManyRequests');
    // Every status has a catalogue text: other 4xx the invalid-request one, other 5xx the server one.
    expect((await toApiError(httpError(418, ''))).messageKey).toBe('error.invalidRequest');
    const e = await toApiError(httpError(401, '{"success":false,"code":"NOT_LOGGED_IN","message":"please log in","value":null}'));
    expect([e.code, e.status, e.messageKey, e.serverMessage]).toEqual(['NOT_LOGGED_IN', 401, 'error.notLoggedIn', 'please log in']);
  });
  it('maps timeouts, network and anything else', async () => {
    expect((await toApiError(new TimeoutError(new Request('http://x/')))).messageKey).toBe('error.timeout');
    expect((await toApiError(new TypeError('fetch failed'))).messageKey).toBe('error.network');
    expect((await toApiError('??')).messageKey).toBe('error.unknown');
    const own = new ApiError('X', 'error.invalidCode', 200);
    expect(await toApiError(own)).toBe(own);
  });
  it('gives a screen the catalogue key of any failure (errorKey)', () => {
    expect(errorKey(new ApiError('OUT_OF_STOCK', 'error.outOfStock', 200))).toBe('error.outOfStock');
    expect(errorKey(new Error('boom'))).toBe('error.unknown');
    expect(errorKey(undefined)).toBe('error.unknown');
    expect(errorKey(null)).toBe('error.unknown');
  });
  it('keeps the server value of a refusal (e.g. the captcha flag)', () => {
    const e = ApiError.fromEnvelope({ success: false, code: 'LOGIN_FAILED', message: 'Incorrect', value: { captcha: true } });
    expect(e.details).toEqual({ captcha: true });
    expect(e.messageKey).toBe('error.loginFailed');
  });
});

describe('customer-service path scheme', () => {
  it('round-trips, with the key as the last 8 characters', () => {
    const path = 'https://chat.example.com/room?id=42&lang=vi&name=Nguyễn';
    const encoded = encodeServicePath(path, 'Ab3dE6gH');
    expect(encoded.endsWith('Ab3dE6gH')).toBe(true);
    expect(encoded).not.toContain('chat.example.com');
    expect(decodeServicePath(encoded)).toBe(path);
  });
  it('never throws on garbage', () => {
    expect(decodeServicePath('short')).toBeNull();
    expect(decodeServicePath('!!!!not base64!!!!12345678')).toBeNull();
    expect(decodeServicePath(undefined as unknown as string)).toBeNull();
  });
});

describe('localized errors (issues 11 and 15)', () => {
  const catalog = (lang: string) => JSON.parse(readFileSync(join(process.cwd(), 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
  const langs = ['EN', 'CN', 'ID', 'PT', 'TH', 'VI', 'TY'].map((l) => [l, catalog(l)] as const);

  it('every HTTP status from 400 to 599 maps to a catalogue key translated in all seven interface languages', () => {
    for (let status = 400; status < 600; status++) {
      const key = messageKeyForStatus(status);
      expect(key, String(status)).not.toBe('error.unknown');
      for (const [lang, c] of langs) expect(c[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('every refusal code of the sandbox security and transport maps to a translated key', () => {
    const codes = [
      'TOO_MANY_REQUESTS',
      'CODE_EXPIRED',
      'INVALID_CODE',
      'QUOTA_INSUFFICIENT',
      'NON_MEMBER',
      'NON_AGENT',
      'REPLAY_REFUSED',
      'INVALID_REQUEST',
      'INVALID_AMOUNT',
      'INTERNAL',
      'SCHEMA_VIOLATION',
      'PLAINTEXT_REFUSED',
      'DECRYPT_FAILED',
      'NOT_FOUND',
      'WRONG_PASSWORD',
      'LOGIN_FAILED',
      'CAPTCHA_REQUIRED',
      'INVALID_CAPTCHA',
      'POPUP_CLOSED',
    ];
    for (const code of codes) {
      const key = messageKeyForCode(code);
      expect(key, code).not.toBe('error.unknown');
      for (const [lang, c] of langs) expect(c[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('a screen shows the translation, never the server English, when a key exists; the server sentence only for an unmapped code', () => {
    const th = catalog('TH');
    const t = (id: string) => th[id] ?? id;
    expect(errorText(new ApiError('FAULT_INJECTED', 'error.server', 500, 'Injected fault (HTTP 500).'), t)).toBe(th['error.server']);
    expect(errorText(new ApiError('LOGIN_FAILED', 'error.loginFailed', 200, 'Incorrect username or password.'), t)).toBe(th['error.loginFailed']);
    expect(errorText(new ApiError('SOMETHING_NEW', 'error.unknown', 200, 'A new platform refusal.'), t)).toBe('A new platform refusal.');
    expect(errorText(new Error('x'), t)).toBe(th['error.unknown']);
  });
});
