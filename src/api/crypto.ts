import type { KyInstance } from 'ky';

/**
 * Encrypted calls (E in §7): the body is sealed with a fresh AES-GCM key, which
 * is wrapped with the platform's RSA-OAEP (SHA-256) public key from
 * /wps/system/publicKey (SPKI, base64). The wire form is
 * { "sealed": { "key": b64, "iv": b64, "data": b64 } }.
 * TODO(issue 3): cache the imported key per client; handle key rotation.
 */
const b64 = (buf: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(buf)));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

let publicKey: Promise<CryptoKey> | null = null;

function platformKey(http: KyInstance): Promise<CryptoKey> {
  publicKey ??= http
    .get('wps/system/publicKey')
    .json<{ value: { spki: string } }>()
    .then(({ value }) => crypto.subtle.importKey('spki', unb64(value.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']))
    .catch((err: unknown) => {
      publicKey = null;
      throw err;
    });
  return publicKey;
}

export async function sealBody(http: KyInstance, body: unknown): Promise<{ sealed: { key: string; iv: string; data: string } }> {
  const rsa = await platformKey(http);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await crypto.subtle.exportKey('raw', aes));
  return { sealed: { key: b64(key), iv: b64(iv), data: b64(data) } };
}
