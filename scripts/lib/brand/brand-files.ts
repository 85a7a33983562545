/**
 * What a brand serves under `brand/`: its own image files (SVGs with their text outlined, so a wordmark
 * looks the same on every device), the woff2 files of its shipped typeface under `brand/fonts/`, and
 * its icon sprite in its icon style (icon-sprite.ts).
 * One list for the build (dist/<id>/brand/) and the dev server, so both serve the same bytes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { brandFonts } from './fonts.ts';
import { outlineSvgText } from './svg-text.ts';
import { iconSprite } from './icon-sprite.ts';
import { ICON_SPRITE_FILE } from '../../../src/components/icon-glyphs.ts';
import { resolveLayout } from '../../../src/theme/variants.ts';

/** Files a brand folder may ship under brand/ (brand.json itself is injected, not served). */
export const SERVED_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.ico', '.gif', '.avif']);

/** A file to serve: copied (or hard-linked) from `source`, or written from `content` when the build changed it. */
export type BrandFile = { source: string; content?: undefined } | { source?: undefined; content: string };

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name), rel) : [rel];
  });
}

/** rel path under brand/ → where its bytes come from. */
export function brandFiles(brand: Pick<ResolvedBrandConfig, 'theme' | 'languages'>, brandSrc: string): Map<string, BrandFile> {
  const files = new Map<string, BrandFile>();
  for (const rel of listFiles(brandSrc).filter((f) => SERVED_EXTENSIONS.has(extname(f).toLowerCase()))) {
    const source = join(brandSrc, rel);
    if (extname(rel).toLowerCase() !== '.svg') {
      files.set(rel, { source });
      continue;
    }
    const svg = readFileSync(source, 'utf8');
    const outlined = outlineSvgText(svg);
    files.set(rel, outlined === svg ? { source } : { content: outlined });
  }
  for (const face of brandFonts(brand, '')?.faces ?? []) files.set(`fonts/${face.file}`, { source: face.source });
  files.set(ICON_SPRITE_FILE, { content: iconSprite(resolveLayout(brand.theme.layout).icons) });
  return files;
}
