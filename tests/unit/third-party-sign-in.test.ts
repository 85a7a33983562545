// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isCallbackSearch, PENDING_MAX_AGE_MS, redirectUriOf, savePending, takePending, type PendingSignIn } from '@/features/auth/third-party/pending';
import { firebasePhoneNumber } from '@/features/auth/third-party/firebase-phone';
import { redirectAllowed } from '../../sandbox/idp';
import { e164 } from '../../sandbox/firebase';
import type { MerchantInfo } from '../../sandbox/merchants';

/**
 * The pure parts of Facebook / Google sign-in and the Firebase route (issue 32): what counts as a provider's way
 * back, a pending sign-in taken once and never older than 10 minutes, the sandbox provider's redirect allowlist,
 * and the phone number both sides build for Firebase.
 */
const pending = (startedAt: number): PendingSignIn => ({
  provider: 'google',
  issuer: 'http://lotus-vn.localhost:4310/__idp/google',
  clientId: 'lotusvn.google.sandbox',
  state: 's',
  nonce: 'n',
  verifier: 'v',
  redirectUri: 'http://lotus-vn.localhost:4310/login',
  returnTo: '/promotions',
  fromPage: false,
  startedAt,
});

afterEach(() => sessionStorage.clear());

describe('the way back from a provider', () => {
  it('is a code or an error with a state', () => {
    expect(isCallbackSearch('?code=abc&state=xyz&iss=x')).toBe(true);
    expect(isCallbackSearch('?error=access_denied&state=xyz')).toBe(true);
    expect(isCallbackSearch('?code=abc')).toBe(false);
    expect(isCallbackSearch('?state=xyz')).toBe(false);
    expect(isCallbackSearch('')).toBe(false);
  });

  it('a pending sign-in is taken once, and not after 10 minutes', () => {
    const now = Date.now();
    savePending(pending(now));
    expect(takePending(now)?.state).toBe('s');
    expect(takePending(now)).toBeNull();
    savePending(pending(now - PENDING_MAX_AGE_MS - 1));
    expect(takePending(now)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('the redirect address is the origin’s /login', () => {
    expect(redirectUriOf('https://lotus.example.com')).toBe('https://lotus.example.com/login');
  });
});

describe("the sandbox provider's redirect allowlist", () => {
  const merchant = { brandId: 'lotus-vn', domains: ['lotus.example.com'] } as MerchantInfo;
  it.each([
    ['https://lotus.example.com/login', true],
    ['http://lotus-vn.localhost:4407/login', true],
    ['http://127.0.0.1:5173/login', true],
    ['http://lotus.example.com/login', false],
    ['https://lotus.example.com/login?next=/x', false],
    ['https://lotus.example.com/other', false],
    ['http://siam-star.localhost:4407/login', false],
    ['https://evil.example/login', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (uri, allowed) => {
    expect(redirectAllowed(merchant, uri)).toBe(allowed);
  });
});

describe('the Firebase phone number (§4: a plus, the dialing code, the number)', () => {
  it('is built the same by the portal and the platform', () => {
    expect(firebasePhoneNumber('66', '812345678')).toBe('+66812345678');
    expect(e164('66', '812345678')).toBe('+66812345678');
    expect(firebasePhoneNumber('+84', '91 234 5678')).toBe(e164('84', '912345678'));
  });
});
