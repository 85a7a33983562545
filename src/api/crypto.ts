import type { KyInstance } from 'ky';
import { endpoints, headers as headerNames } from './endpoints';

/**
 * Encrypted calls (E in §7): the body is sealed with a fresh AES-256-GCM key,
 * which is wrapped with the platform's RSA-OAEP (SHA-256) public key from the
 * publicKey endpoint (SPKI DER, base64). Wire form:
 *   { "sealed": { "key": b64(wrapped AES key), "iv": b64(12 bytes), "data": b64(ciphertext + tag) } }
 * The sealed plaintext is `{ nonce, ts, merchant, body }`: a fresh random nonce,
 * the time of sealing and the merchant it is meant for, so the platform refuses
 * the same sealed body twice (a captured login replayed) or on another merchant.
 * The imported key is cached per client instance; `forget()` drops it so the
 * next call refetches (the client does this once when the platform answers
 * DECRYPT_FAILED, i.e. its key pair changed).
 */
export interface SealedBody {
  sealed: { key: string; iv: string; data: string };
}

const b64 = (buf: ArrayBuffer | Uint8Array) => {
  let bin = '';
  for (const b of new Uint8Array(buf)) bin += String.fromCharCode(b);
  return btoa(bin);
};
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export interface Sealer {
  seal(body: unknown): Promise<SealedBody>;
  forget(): void;
}

/** `publicKeyPath`: where the platform answers publicKey (its profile may move it). */
export function createSealer(http: Pick<KyInstance, 'get'>, headers: () => Record<string, string>, publicKeyPath: string = endpoints.publicKey.path): Sealer {
  let publicKey: Promise<CryptoKey> | null = null;

  const platformKey = () => {
    publicKey ??= http
      .get(publicKeyPath.replace(/^\//, ''), { headers: headers() })
      .json<{ success?: boolean; value?: { spki?: string } }>()
      .then((envelope) => {
        const spki = envelope?.value?.spki;
        if (!envelope?.success || typeof spki !== 'string') throw new SyntaxError('publicKey: unexpected answer');
        return crypto.subtle.importKey('spki', unb64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
      })
      .catch((err: unknown) => {
        // A failed fetch is not cached: the next encrypted call tries again.
        publicKey = null;
        throw err;
      });
    return publicKey;
  };

  return {
    async seal(body) {
      const rsa = await platformKey();
      const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const nonce = b64(crypto.getRandomValues(new Uint8Array(18)));
      const merchant = headers()[headerNames.merchant] ?? '';
      const plain = JSON.stringify({ nonce, ts: Date.now(), merchant, body });
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(plain));
      const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await crypto.subtle.exportKey('raw', aes));
      return { sealed: { key: b64(key), iv: b64(iv), data: b64(data) } };
    },
    forget() {
      publicKey = null;
    },
  };
}
