import { createDecipheriv, generateKeyPairSync, privateDecrypt, constants, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { refuse } from './envelope';

/**
 * The key pair of encrypted calls (E in §7). Kept in the data folder so that a
 * restart does not invalidate the public key a portal tab already cached.
 * Wire form (src/api/crypto.ts): { sealed: { key, iv, data } }, base64; `key`
 * is the AES-256 key wrapped with RSA-OAEP/SHA-256, `data` is AES-GCM output
 * (ciphertext followed by the 16-byte tag, as WebCrypto produces it).
 */
export interface KeyPair {
  privateKey: KeyObject;
  spki: string;
}

export function loadKeyPair(dataDir: string): KeyPair {
  const file = join(dataDir, 'keys.json');
  let pem: string;
  if (existsSync(file)) {
    pem = (JSON.parse(readFileSync(file, 'utf8')) as { privateKey: string }).privateKey;
  } else {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    writeFileSync(file, JSON.stringify({ privateKey: pem }), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(pem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { privateKey, spki };
}

interface Sealed {
  key: string;
  iv: string;
  data: string;
}

const isSealed = (body: unknown): body is { sealed: Sealed } => {
  const s = (body as { sealed?: Partial<Sealed> } | null)?.sealed;
  return !!s && typeof s.key === 'string' && typeof s.iv === 'string' && typeof s.data === 'string';
};

/** What a sealed body must prove besides being readable: its merchant, freshness and a nonce never seen before. */
export interface ReplayGuard {
  merchant: string;
  skewMs: number;
  /** True the first time a nonce is seen (security.ts). */
  firstUse(nonce: string): boolean;
}

/**
 * The plaintext JSON of a sealed body; plaintext bodies are refused (the point of E).
 * The sealed plaintext is `{ nonce, ts, merchant, body }` (src/api/crypto.ts): a body sealed for
 * another merchant, older or newer than the accepted skew, or seen before is refused (REPLAY_REFUSED).
 */
export function openSealed(keys: KeyPair, body: unknown, guard?: ReplayGuard): unknown {
  const plain = openEnvelope(keys, body);
  if (!guard) return plain;
  const p = plain as { nonce?: unknown; ts?: unknown; merchant?: unknown; body?: unknown } | null;
  if (!p || typeof p !== 'object' || typeof p.nonce !== 'string' || p.nonce.length < 16 || p.nonce.length > 64 || typeof p.ts !== 'number' || !('body' in p)) {
    return refuse('REPLAY_REFUSED', 'A sealed body must carry a nonce, a timestamp and its merchant.', 400);
  }
  if (p.merchant !== guard.merchant) return refuse('REPLAY_REFUSED', 'This sealed body was made for another merchant.', 400);
  if (Math.abs(Date.now() - p.ts) > guard.skewMs) return refuse('REPLAY_REFUSED', 'This sealed body is too old (or the device clock is wrong).', 400);
  if (!guard.firstUse(p.nonce)) return refuse('REPLAY_REFUSED', 'This sealed body was already used.', 400);
  return p.body;
}

function openEnvelope(keys: KeyPair, body: unknown): unknown {
  if (!isSealed(body)) return refuse('PLAINTEXT_REFUSED', 'This call must be encrypted with the platform public key.', 400);
  try {
    const aesKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(body.sealed.key, 'base64'),
    );
    const data = Buffer.from(body.sealed.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.sealed.iv, 'base64'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    // Most often a stale public key (the data folder was wiped): the client refetches the key once on this code.
    return refuse('DECRYPT_FAILED', 'The encrypted body could not be opened: fetch the public key again.', 400);
  }
}
