import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import { perDb, type Db } from './db';
import type { MerchantInfo } from './merchants';

/**
 * The sandbox as the identity provider of Facebook and Google sign-in (§6, issue 32): OpenID Connect's
 * authorization code flow with PKCE (S256 only), each provider under its own issuer
 * (`<origin>/__idp/<provider>`) with its own ES256 key, published as JWKS. A code is good once, for 60 s, for
 * the client, redirect address and PKCE challenge it was issued to. The platform side (`verifyIdToken`) accepts
 * an ID token only with this provider's signature, this merchant's client id as audience and a token id never
 * seen before. Routes: routes/idp.ts. Keys live in memory: a restart makes earlier tokens unverifiable, as a
 * key rotation would.
 */
export const PROVIDERS = ['google', 'facebook'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const isProvider = (p: unknown): p is Provider => PROVIDERS.includes(p as Provider);

export const CODE_TTL_MS = 60_000;
export const TX_TTL_MS = 10 * 60_000;
const ID_TOKEN_TTL = '10m';
const TOKEN_ID_KEEP_MS = 24 * 60 * 60_000;

/** QA faults (one-shot): the token endpoint fails, or signs the ID token with a key it never published. */
export type IdpFault = 'server_error' | 'bad_signature';

export interface AuthorizationRequest {
  provider: Provider;
  merchant: MerchantInfo;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
  scope: string;
  issuer: string;
  expiresAt: number;
}

export interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

interface Grant extends AuthorizationRequest {
  identity: Identity;
}

interface ProviderKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** A key nobody published: the bad_signature fault signs with it. */
  rogue: CryptoKey;
}

const DDL = `
CREATE TABLE IF NOT EXISTS oauth_links (merchant TEXT NOT NULL, provider TEXT NOT NULL, subject TEXT NOT NULL, member_id INTEGER NOT NULL,
  linked_at INTEGER NOT NULL, PRIMARY KEY (merchant, provider, subject));
CREATE TABLE IF NOT EXISTS used_id_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);`;

const random = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** RFC 7636: 43 to 128 unreserved characters. */
export const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The client id the sandbox registered for a merchant at a provider (the platform answers it in signInConfig). */
export const clientIdOf = (merchantCode: string, provider: Provider) => `${merchantCode.toLowerCase()}.${provider}.sandbox`;

export const issuerOf = (origin: string, provider: Provider) => `${origin}/__idp/${provider}`;

/**
 * Where a client may be sent back: the portal's /login on one of its merchant's domains (https), on
 * `<brand>.localhost` or a loopback address (any port, as RFC 8252 allows for loopback), nothing else.
 */
export function redirectAllowed(merchant: MerchantInfo, redirectUri: string): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.pathname !== '/login' || url.search || url.hash || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:' && merchant.domains.includes(host)) return true;
  const local = host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === `${merchant.brandId}.localhost`;
  return local && (url.protocol === 'http:' || url.protocol === 'https:');
}

function createIdp(db: Db) {
  db.exec(DDL);
  const keys = new Map<Provider, Promise<ProviderKeys>>();
  const transactions = new Map<string, AuthorizationRequest>();
  const codes = new Map<string, Grant>();
  const faults = new Map<Provider, IdpFault>();
  const st = {
    link: db.prepare('SELECT member_id FROM oauth_links WHERE merchant = ? AND provider = ? AND subject = ?'),
    addLink: db.prepare('INSERT OR REPLACE INTO oauth_links VALUES (?, ?, ?, ?, ?)'),
    dropLink: db.prepare('DELETE FROM oauth_links WHERE merchant = ? AND provider = ? AND subject = ?'),
    useJti: db.prepare('INSERT OR IGNORE INTO used_id_tokens VALUES (?, ?)'),
    forgetJtis: db.prepare('DELETE FROM used_id_tokens WHERE expires_at < ?'),
  };

  const keysOf = (provider: Provider): Promise<ProviderKeys> => {
    let k = keys.get(provider);
    if (!k) {
      k = (async () => {
        const pair = await generateKeyPair('ES256', { extractable: true });
        const rogue = await generateKeyPair('ES256');
        const kid = `${provider}-${random(6)}`;
        const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
        return { kid, privateKey: pair.privateKey, publicJwk, rogue: rogue.privateKey };
      })();
      keys.set(provider, k);
    }
    return k;
  };

  const sweep = (now: number) => {
    for (const [id, tx] of transactions) if (tx.expiresAt < now) transactions.delete(id);
    for (const [id, grant] of codes) if (grant.expiresAt < now) codes.delete(id);
  };

  return {
    jwks: async (provider: Provider) => ({ keys: [(await keysOf(provider)).publicJwk] }),

    /** A checked authorization request, waiting for the person's answer on the consent page. */
    begin(request: Omit<AuthorizationRequest, 'expiresAt'>): string {
      sweep(Date.now());
      const id = random();
      transactions.set(id, { ...request, expiresAt: Date.now() + TX_TTL_MS });
      return id;
    },
    transaction: (id: string) => {
      const tx = transactions.get(id);
      return tx && tx.expiresAt >= Date.now() ? tx : undefined;
    },
    /** The person's answer: the transaction ends either way; allowed, a one-use code for it. */
    answer(id: string, identity: Identity | null): { tx: AuthorizationRequest; code: string | null } | null {
      const tx = transactions.get(id);
      transactions.delete(id);
      if (!tx || tx.expiresAt < Date.now()) return null;
      if (!identity) return { tx, code: null };
      const code = random();
      codes.set(code, { ...tx, identity, expiresAt: Date.now() + CODE_TTL_MS });
      return { tx, code };
    },
    /** A code is taken out as it is presented: right or wrong, it is never good again. */
    takeCode(code: string): Grant | undefined {
      const grant = codes.get(code);
      codes.delete(code);
      return grant && grant.expiresAt >= Date.now() ? grant : undefined;
    },

    setFault: (provider: Provider, fault: IdpFault | null) => (fault ? faults.set(provider, fault) : faults.delete(provider)),
    takeFault(provider: Provider): IdpFault | undefined {
      const f = faults.get(provider);
      faults.delete(provider);
      return f;
    },

    async idToken(grant: Grant, signWithRogueKey = false): Promise<string> {
      const k = await keysOf(grant.provider);
      const { identity } = grant;
      return new SignJWT({
        nonce: grant.nonce,
        ...(identity.email ? { email: identity.email, email_verified: identity.emailVerified } : {}),
        ...(identity.name ? { name: identity.name } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', kid: k.kid, typ: 'JWT' })
        .setIssuer(grant.issuer)
        .setSubject(identity.subject)
        .setAudience(grant.clientId)
        .setIssuedAt()
        .setExpirationTime(ID_TOKEN_TTL)
        .setJti(random(16))
        .sign(signWithRogueKey ? k.rogue : k.privateKey);
    },

    /**
     * The platform's check of an ID token the portal hands over: this provider's signature (its published key),
     * this merchant's client id as audience, an issuer of this provider, not expired, never used before.
     * Returns null for any failure (the caller refuses with one code: what failed is not the portal's business).
     */
    async verifyIdToken(provider: Provider, merchantCode: string, idToken: string): Promise<Identity | null> {
      try {
        const { payload } = await jwtVerify(idToken, createLocalJWKSet({ keys: [(await keysOf(provider)).publicJwk] }), {
          audience: clientIdOf(merchantCode, provider),
          algorithms: ['ES256'],
          requiredClaims: ['iss', 'sub', 'exp', 'iat', 'jti'],
        });
        const iss = new URL(String(payload.iss));
        if (!/^https?:$/.test(iss.protocol) || iss.pathname !== `/__idp/${provider}`) return null;
        const now = Date.now();
        st.forgetJtis.run(now);
        if (st.useJti.run(String(payload.jti), now + TOKEN_ID_KEEP_MS).changes === 0) return null;
        return {
          subject: String(payload.sub),
          email: typeof payload.email === 'string' ? payload.email : null,
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' ? payload.name : null,
        };
      } catch {
        return null;
      }
    },

    linkedMember: (merchant: string, provider: Provider, subject: string) =>
      (st.link.get(merchant, provider, subject) as { member_id: number } | undefined)?.member_id,
    link: (merchant: string, provider: Provider, subject: string, memberId: number) => st.addLink.run(merchant, provider, subject, memberId, Date.now()),
    unlink: (merchant: string, provider: Provider, subject: string) => st.dropLink.run(merchant, provider, subject),
  };
}

export type Idp = ReturnType<typeof createIdp>;
export const idpOf: (db: Db) => Idp = perDb(createIdp);

/** The subject a provider gives a person: stable per provider and address, opaque (no address inside). */
export const subjectOf = (provider: Provider, email: string) =>
  createHash('sha256').update(`${provider}|${email.trim().toLowerCase()}`).digest('hex').slice(0, 21);
