import { hslToRgb } from '../src/theme/colour';
import { hash } from './fixtures/prng';
import { encodeRgbPng } from './png';
import { seedColours } from './svg';

/**
 * Raster artwork (banners, game thumbnails, promotion and points pictures): PNG, as a platform serves them.
 * These were SVGs with text: each one a document of its own that Chromium parses, lays out and paints on the
 * page's main thread (about 70 ms of a home page's 670 at one load on a fast host, bench:web's main-thread
 * work), at 0.7 KB where real artwork weighs tens of kilobytes. A PNG decodes off the main thread and weighs
 * what artwork weighs (a 1200 x 400 banner ≈ 55 KB), so the sandbox's pages cost what real ones do.
 * The brand's hue per seed as before (the same seed gives the same picture on every machine); a soft grid
 * over the gradient, so the picture has the detail of artwork (Chromium does not take a near-flat image as
 * the largest contentful paint).
 */
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 4000;

export function artworkPng(seed: string, width: number, height: number): Buffer {
  const key = `${seed}\u0000${width}x${height}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = encodeRgbPng(width, height, paint(seed, width, height));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}

function paint(seed: string, width: number, height: number): Uint8Array {
  const [from, to] = seedColours(seed).map(([h, s, l]) => hslToRgb(h, s, l));
  const offset = hash(seed);
  const cell = Math.max(8, Math.round(Math.min(width, height) / 10));
  const px = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const shade = ((Math.floor(x / cell) * 7 + Math.floor(y / cell) * 13 + offset) % 5) * 5;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) px[i + c] = Math.min(255, Math.round(from[c]! + (to[c]! - from[c]!) * t + shade));
    }
  }
  return px;
}
