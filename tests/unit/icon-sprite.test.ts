import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedBrandConfig } from '../../src/brand/brand-config.ts';
import { iconGlyphs, iconNames, ICON_SPRITE_FILE } from '../../src/components/icon-glyphs';
import { brandFiles } from '../../scripts/lib/brand/brand-files';
import { glyphFile, iconSprite, parseGlyph } from '../../scripts/lib/brand/icon-sprite';
import { handWrittenSources } from '../../scripts/lib/source-files';

const root = join(import.meta.dirname, '../..');
const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
const symbolBody = (sprite: string, id: string) => new RegExp(`<symbol id="${id}" viewBox="[^"]+">(.*?)</symbol>`).exec(sprite)?.[1];
const libraryBody = (glyph: string, weight: 'regular' | 'fill' | 'bold') => parseGlyph(readFileSync(glyphFile(glyph, weight), 'utf8')).body;

describe("the brand's icon sprite", () => {
  it('holds one symbol per icon the portal names, drawn from the library in the chosen style only', () => {
    const line = iconSprite('line');
    const solid = iconSprite('solid');
    expect(symbolIds(line)).toEqual(iconNames);
    expect(symbolIds(solid)).toEqual(iconNames);
    // line = Phosphor regular, solid = Phosphor fill: each sprite carries its own weight's shapes and not the other's.
    expect(symbolBody(line, 'wallet')).toBe(libraryBody('wallet', 'regular'));
    expect(symbolBody(solid, 'wallet')).toBe(libraryBody('wallet', 'fill'));
    expect(solid).not.toContain(libraryBody('wallet', 'regular'));
    // A close button stays a bare ✕ when solid (the fill glyph is a boxed one).
    expect(symbolBody(solid, 'close')).toBe(libraryBody('x', 'bold'));
    // 50-odd glyphs out of the library's 1,500 per weight: a few KB, never the whole set.
    expect(line.length).toBeLessThan(40_000);
    expect(line).not.toMatch(/fill="#|stroke="#/); // no fixed colour: the glyphs take currentColor
  });

  it('is served as brand/icons.svg in the style of the manifest (line when the brand says nothing)', () => {
    const brand = (icons?: 'line' | 'solid') =>
      ({ theme: { layout: icons ? { icons } : undefined }, languages: { enabled: ['EN'], default: 'EN' } }) as unknown as ResolvedBrandConfig;
    const dir = join(root, 'brands/jade-global');
    expect(brandFiles(brand('solid'), dir).get(ICON_SPRITE_FILE)?.content).toBe(iconSprite('solid'));
    expect(brandFiles(brand(), dir).get(ICON_SPRITE_FILE)?.content).toBe(iconSprite('line'));
  });

  it('lists only icons a call site names, so the sprite carries no unused glyph', () => {
    const sources = handWrittenSources(root)
      .filter((f) => f.file !== 'src/components/icon-glyphs.ts')
      .map((f) => f.text)
      .join('\n');
    const unused = iconNames.filter((n) => !sources.includes(`'${n}'`) && !sources.includes(`"${n}"`));
    expect(unused).toEqual([]);
    expect(new Set(Object.values(iconGlyphs)).size).toBe(iconNames.length);
  });
});
