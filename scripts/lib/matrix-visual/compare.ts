/**
 * Picture against approved baseline: pixelmatch counts changed pixels (within
 * the anti-aliasing tolerance of scripts/lib/visual-tolerance.ts, the same as the
 * e2e screenshots'), writes a diff image (changed pixels red over a faded copy), and the
 * changed areas as boxes (a coarse grid merged into rectangles) that the
 * report draws over the thumbnail.
 */
import { createHash } from 'node:crypto';
import pixelmatch from 'pixelmatch';
import { VISUAL_TOLERANCE } from '../visual-tolerance.ts';
import { PNG } from 'pngjs';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Comparison {
  status: 'same' | 'changed' | 'new';
  /** Changed pixels (all of them when the sizes differ). */
  changedPixels: number;
  width: number;
  height: number;
  boxes: Box[];
  /** PNG of the difference; absent when same or new. */
  diffPng?: Buffer;
}

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/**
 * Baselines live in git: lossless, RGB without the (always opaque) alpha, Paeth filter and maximum
 * deflate; measured on this project's screens about 24 % smaller than Chromium's own PNG.
 */
export function compressPng(png: Buffer): Buffer {
  const img = PNG.sync.read(png);
  const opaque = img.data.every((v, i) => i % 4 !== 3 || v === 255);
  return PNG.sync.write(img, { colorType: opaque ? 2 : 6, inputHasAlpha: true, deflateLevel: 9, deflateStrategy: 1, filterType: 4 });
}

/** The pixels of a PNG; two encodings of the same pixels compare equal. */
export function pixelHash(png: Buffer): string {
  const img = PNG.sync.read(png);
  return createHash('sha256').update(`${img.width}x${img.height}\0`).update(img.data).digest('hex');
}

export function compare(current: Buffer, baseline: Buffer | undefined, cell = 16): Comparison {
  // Nothing to compare with: the size from the PNG header (IHDR) is all that is needed, no decoding.
  if (!baseline) return { status: 'new', changedPixels: 0, width: current.readUInt32BE(16), height: current.readUInt32BE(20), boxes: [] };
  const cur = PNG.sync.read(current);
  const { width, height } = cur;
  const base = PNG.sync.read(baseline);
  if (base.width !== width || base.height !== height) {
    return { status: 'changed', changedPixels: width * height, width, height, boxes: [{ x: 0, y: 0, w: width, h: height }] };
  }
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(cur.data, base.data, diff.data, width, height, { threshold: VISUAL_TOLERANCE.threshold, includeAA: false, alpha: 0.2 });
  if (changedPixels <= VISUAL_TOLERANCE.maxDiffPixels) return { status: 'same', changedPixels, width, height, boxes: [] };
  return { status: 'changed', changedPixels, width, height, boxes: changedBoxes(cur.data, base.data, width, height, cell), diffPng: PNG.sync.write(diff) };
}

/** Grid cells holding any changed pixel, merged into rectangles (connected cells → their bounding box). */
export function changedBoxes(a: Uint8Array, b: Uint8Array, width: number, height: number, cell = 16): Box[] {
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const hit = new Uint8Array(cols * rows);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) hit[Math.floor(y / cell) * cols + Math.floor(x / cell)] = 1;
    }
  }
  const seen = new Uint8Array(cols * rows);
  const boxes: Box[] = [];
  for (let start = 0; start < hit.length; start++) {
    if (!hit[start] || seen[start]) continue;
    let [minC, minR, maxC, maxR] = [start % cols, Math.floor(start / cols), start % cols, Math.floor(start / cols)];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      const c = i % cols;
      const r = Math.floor(i / cols);
      minC = Math.min(minC, c);
      maxC = Math.max(maxC, c);
      minR = Math.min(minR, r);
      maxR = Math.max(maxR, r);
      for (const [dc, dr] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nc = c + dc;
        const nr = r + dr;
        if (nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
        const n = nr * cols + nc;
        if (hit[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    const x = minC * cell;
    const y = minR * cell;
    boxes.push({ x, y, w: Math.min(width, (maxC + 1) * cell) - x, h: Math.min(height, (maxR + 1) * cell) - y });
  }
  return boxes;
}
