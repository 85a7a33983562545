import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { svgRenderer } from '../scripts/lib/resvg';
import type { Composition } from './art/compose';
import { fontsFor } from './art/fonts';
import { encodeRgbPng } from './png';

/**
 * Raster artwork (banners, promotion and points pictures, game thumbnails, vendor marks): PNG, as a
 * platform serves them, drawn from the SVG compositions of art/compose.ts by resvg (WebAssembly) with the
 * project's own font files, never the host's, so a picture has the same pixels on every machine.
 * A picture costs 10–60 ms to draw, so each is drawn once: kept in memory and on disk by the hash of
 * what it is drawn from (its SVG, fonts and this layout version), where a restart or a fresh sandbox
 * finds it again. Nothing is drawn at start: the first request for a picture draws it.
 */
/** Bump when rendering changes in a way the SVG does not show (fonts aside, which the key holds). */
const RENDER_VERSION = 'v2';
const cacheDir = join(import.meta.dirname, '..', 'node_modules', '.cache', 'sandbox-artwork');
const memory = new Map<string, Buffer>();
const MEMORY_LIMIT = 3000;

/**
 * The PNG of a composition, its text drawn in `family` (an @fontsource family), bold. One weight only: the
 * families come as subsets (Latin, Vietnamese, Thai…) and resvg takes a character its face lacks from the
 * first loaded face that has it, whatever its weight, so with two weights loaded a bold Vietnamese word
 * would get regular-weight accents.
 */
export async function renderArtwork(art: Composition, family: string | null): Promise<Buffer> {
  const fonts = [fontsFor(family, 700, art.texts)];
  const key = createHash('sha256')
    .update(`${RENDER_VERSION}\0${fonts.map((f) => f.key).join('|')}\0${art.svg}`)
    .digest('hex')
    .slice(0, 32);
  const hit = memory.get(key);
  if (hit) return hit;
  const file = join(cacheDir, key.slice(0, 2), `${key}.png`);
  let png: Buffer;
  if (existsSync(file)) png = readFileSync(file);
  else {
    const { Resvg } = await svgRenderer();
    const buffers = [...new Set(fonts.flatMap((f) => f.buffers))];
    const svg = art.svg.replaceAll('__FONT__', fonts[0]!.cssFamily);
    const image = new Resvg(svg, { font: { loadSystemFonts: false, fontBuffers: buffers, defaultFontFamily: 'Noto Sans' } }).render();
    png = encodeRgbPng(image.width, image.height, posterize(image.pixels));
    mkdirSync(join(cacheDir, key.slice(0, 2)), { recursive: true });
    // Write then rename: two sandboxes drawing the same picture never read half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, png);
    renameSync(tmp, file);
  }
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  memory.set(key, png);
  return png;
}

/**
 * RGBA → RGB in steps of POSTER_STEP: resvg's own PNG of a 1200 x 600 banner weighs about 400 KB (every
 * pixel of a gradient is its own colour); in steps of 5 it deflates to a third of that, with no banding the
 * eye finds at banner size. The pictures are opaque, so alpha is dropped.
 */
const POSTER_STEP = 5;
function posterize(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    for (let k = 0; k < 3; k++) rgb[j + k] = Math.min(255, Math.round(rgba[i + k]! / POSTER_STEP) * POSTER_STEP);
  }
  return rgb;
}

/** The font-family placeholder compositions write; renderArtwork puts the chosen families in its place. */
export const FONT = '__FONT__';
