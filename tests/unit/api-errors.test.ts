import { describe, expect, it } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { ApiError, messageKeyForCode, toApiError } from '@/api/errors';
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
    expect((await toApiError(httpError(418, ''))).messageKey).toBe('error.unknown');
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
