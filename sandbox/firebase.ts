import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { perDb, type Db } from './db';

/**
 * A local stand-in for Firebase phone authentication (§4, §9: the "firebase route" of SMS codes), so the
 * portal's Firebase route runs with no network. It speaks the Identity Toolkit REST exchange the Firebase SDK
 * uses: `accounts:sendVerificationCode` (phone number → sessionInfo; the code lands in the sandbox's SMS inbox)
 * and `accounts:signInWithPhoneNumber` (sessionInfo + code → an ID token for that phone number). The platform
 * side (`verifyPhoneToken`) takes the token at registration instead of its own SMS code. Routes:
 * routes/firebase.ts. Which endpoint the portal talks to is configuration (signInConfig's `firebase.endpoint`):
 * Google's in production, this one in the sandbox.
 */
export const FIREBASE_CODE_TTL_MS = 5 * 60_000;
/** Wrong codes a session survives; the one after kills it (Firebase answers SESSION_EXPIRED). */
export const FIREBASE_CODE_GUESSES = 4;

/** The project and key the sandbox answers a merchant (one Firebase project per merchant). */
export const firebaseProjectOf = (merchantCode: string) => `sandbox-${merchantCode.toLowerCase()}`;
export const firebaseKeyOf = (merchantCode: string) => `AIzaSandbox-${merchantCode}`;

interface PhoneSession {
  merchant: string;
  phoneNumber: string;
  code: string;
  expiresAt: number;
  wrong: number;
}

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

function createFirebase(_db: Db) {
  const sessions = new Map<string, PhoneSession>();
  const used = new Set<string>();
  let keys: Promise<{ kid: string; privateKey: PrivateKey; publicJwk: JWK }> | null = null;
  const keysOf = () =>
    (keys ??= (async () => {
      const pair = await generateKeyPair('ES256', { extractable: true });
      const kid = `firebase-${randomBytes(6).toString('base64url')}`;
      return { kid, privateKey: pair.privateKey, publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' } };
    })());

  return {
    start(merchant: string, phoneNumber: string, code: string): string {
      const now = Date.now();
      for (const [id, s] of sessions) if (s.expiresAt < now) sessions.delete(id);
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { merchant, phoneNumber, code, expiresAt: now + FIREBASE_CODE_TTL_MS, wrong: 0 });
      return id;
    },

    /** The code of a session: right once; wrong, counted, and past the guesses the session is gone. */
    confirm(sessionInfo: string, code: string): { ok: true; session: PhoneSession } | { ok: false; error: 'INVALID_CODE' | 'SESSION_EXPIRED' } {
      const s = sessions.get(sessionInfo);
      if (!s || s.expiresAt < Date.now()) {
        sessions.delete(sessionInfo);
        return { ok: false, error: 'SESSION_EXPIRED' };
      }
      if (s.code !== code) {
        s.wrong += 1;
        if (s.wrong > FIREBASE_CODE_GUESSES) sessions.delete(sessionInfo);
        return { ok: false, error: 'INVALID_CODE' };
      }
      sessions.delete(sessionInfo);
      return { ok: true, session: s };
    },

    async idToken(session: PhoneSession): Promise<string> {
      const k = await keysOf();
      const project = firebaseProjectOf(session.merchant);
      return new SignJWT({ phone_number: session.phoneNumber, firebase: { sign_in_provider: 'phone', identities: { phone: [session.phoneNumber] } } })
        .setProtectedHeader({ alg: 'ES256', kid: k.kid, typ: 'JWT' })
        .setIssuer(`https://securetoken.google.com/${project}`)
        .setAudience(project)
        .setSubject(randomBytes(14).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime('1h')
        .setJti(randomBytes(16).toString('base64url'))
        .sign(k.privateKey);
    },

    /**
     * The platform's check: signed by the stand-in, for this merchant's project, for exactly this phone number
     * (E.164), and used once. Null when anything fails.
     */
    async verifyPhoneToken(merchantCode: string, idToken: string, phoneNumber: string): Promise<boolean> {
      try {
        const project = firebaseProjectOf(merchantCode);
        const { payload } = await jwtVerify(idToken, createLocalJWKSet({ keys: [(await keysOf()).publicJwk] }), {
          audience: project,
          issuer: `https://securetoken.google.com/${project}`,
          algorithms: ['ES256'],
          requiredClaims: ['jti', 'exp'],
        });
        if (payload.phone_number !== phoneNumber || used.has(String(payload.jti))) return false;
        used.add(String(payload.jti));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export const firebaseOf = perDb(createFirebase);

/** The phone number the Firebase route sends to (§4): a plus, the dialing code, the number ("66", "812345678" → "+66812345678"). */
export const e164 = (dialingCode: string, mobile: string) => `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
