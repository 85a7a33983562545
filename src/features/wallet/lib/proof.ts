/**
 * The proof image of a withdrawal not received (§5/§9: png or jpg, at most
 * 5 MB). Checked by its first bytes, not its name or the browser's type, the
 * same way the platform checks it, so a renamed file is refused before upload.
 */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export type ProofError = 'tooLarge' | 'notImage' | 'empty';

export function imageKind(head: Uint8Array): 'png' | 'jpg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

export function checkProof(size: number, head: Uint8Array): ProofError | null {
  if (size === 0) return 'empty';
  if (size > PROOF_MAX_BYTES) return 'tooLarge';
  return imageKind(head) ? null : 'notImage';
}

/** Base64 of bytes without a data-URL prefix (the platform's proof.data). */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(text);
}
