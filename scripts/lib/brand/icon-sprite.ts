/**
 * A brand's icon sprite (served as brand/icons.svg): one <symbol id="<icon name>"> per
 * icon the portal names (src/components/icon-glyphs.ts), drawn from Phosphor's SVG files
 * in the brand's style only. Icon.tsx points <use href="…/icons.svg#wallet"> at it, so the
 * icons cost no JavaScript, are cached once for every page, and take the text colour
 * (the glyphs are filled with currentColor, inherited through <use>).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ICON_WEIGHTS, iconGlyphs, iconNames, iconWeight, type IconStyle, type IconWeight } from '../../../src/components/icon-glyphs.ts';

const require = createRequire(import.meta.url);

/** The library's file of one glyph in one weight (other weights than regular carry it as a suffix). */
export function glyphFile(glyph: string, weight: IconWeight): string {
  const suffix = weight === 'regular' ? '' : `-${weight}`;
  return require.resolve(`@phosphor-icons/core/assets/${weight}/${glyph}${suffix}.svg`);
}

/** One glyph file → its viewBox and inner markup (the library's root <svg> already fills with currentColor). */
export function parseGlyph(svg: string, file = 'glyph'): { viewBox: string; body: string } {
  const m = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const viewBox = m && /\bviewBox="([^"]+)"/.exec(m[1])?.[1];
  if (!m || !viewBox) throw new Error(`${file}: not a single <svg> with a viewBox`);
  return { viewBox, body: m[2].trim() };
}

const sprites = new Map<IconStyle, string>();

/** The sprite of one style (memoised: the dev server asks on every request). */
export function iconSprite(style: IconStyle): string {
  const cached = sprites.get(style);
  if (cached) return cached;
  const symbols = iconNames.map((name) => {
    const file = glyphFile(iconGlyphs[name], iconWeight(name, style));
    const { viewBox, body } = parseGlyph(readFileSync(file, 'utf8'), file);
    return `<symbol id="${name}" viewBox="${viewBox}">${body}</symbol>`;
  });
  const sprite = [
    '<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor">',
    `<!-- Phosphor Icons (${ICON_WEIGHTS[style]}), MIT licence, https://phosphoricons.com -->`,
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
  sprites.set(style, sprite);
  return sprite;
}
