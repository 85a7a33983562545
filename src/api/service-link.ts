/**
 * Customer-service paths travel "encrypted" (§7: pick the type-3 entry, decrypt
 * its path using the last 8 characters as the key). The scheme used by the
 * sandbox, and therefore by the portal:
 *
 *   encoded = base64url( utf8(path) XOR key, the key's bytes repeated ) + key
 *
 * where `key` is 8 characters of [A-Za-z0-9]. It is obfuscation (the key
 * travels with the text), not secrecy: it only keeps the live-chat address out
 * of plain view, as the platform does.
 */
export const SERVICE_KEY_LENGTH = 8;

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const k = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ k[i % k.length]!);
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function encodeServicePath(path: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('service path key must be 8 letters or digits');
  return toBase64Url(xor(new TextEncoder().encode(path), key)) + key;
}

/** The plain path, or null when the text is not in the scheme (never throws: a bad server value must not crash the menu). */
export function decodeServicePath(encoded: string): string | null {
  if (typeof encoded !== 'string' || encoded.length <= SERVICE_KEY_LENGTH) return null;
  const key = encoded.slice(-SERVICE_KEY_LENGTH);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64Url(encoded.slice(0, -SERVICE_KEY_LENGTH)), key));
  } catch {
    return null;
  }
}
