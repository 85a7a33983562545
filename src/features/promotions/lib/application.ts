/**
 * Activity application rules (§5, §9): a comment of at most 140 characters and
 * at most 3 images, PNG or JPG, at most 5 MB each. Checked here by type and
 * size before anything is uploaded; the platform checks again (including the
 * file's first bytes).
 */
export const COMMENT_MAX = 140;
export const IMAGES_MAX = 3;
export const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageProblem = 'type' | 'size' | 'count';

/** Characters as a person counts them (an emoji is one), like the platform. */
export const commentLength = (text: string): number => [...text].length;

export function imageProblem(file: { type: string; name: string; size: number }): Exclude<ImageProblem, 'count'> | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0 || file.size > IMAGE_BYTES_MAX) return 'size';
  return null;
}

/**
 * Splits newly picked files into those accepted (up to the room left beside
 * `already` chosen ones) and the refusals, each with its reason.
 */
export function pickImages<F extends { type: string; name: string; size: number }>(
  files: readonly F[],
  already: number,
): { accepted: F[]; refused: { file: F; problem: ImageProblem }[] } {
  const accepted: F[] = [];
  const refused: { file: F; problem: ImageProblem }[] = [];
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) refused.push({ file, problem });
    else if (already + accepted.length >= IMAGES_MAX) refused.push({ file, problem: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The file's bytes as base64 (the upload call's body), without data-URL prefix. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
