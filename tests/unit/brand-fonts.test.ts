import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedBrandConfig } from '../../src/brand/brand-config.ts';
import { brandFiles } from '../../scripts/lib/brand/brand-files';
import { brandFonts, fontFaceCss, neededSubsets, offeredFontFamilies } from '../../scripts/lib/brand/fonts';
import { findSvgTexts, outlineSvgText } from '../../scripts/lib/brand/svg-text';

type FontBrand = Pick<ResolvedBrandConfig, 'theme' | 'languages'>;
const brand = (family: string | undefined, enabled: string[], def = enabled[0]!): FontBrand =>
  ({ theme: { font: family ? { family, weights: [400, 700] } : undefined }, languages: { enabled, default: def } }) as unknown as FontBrand;
const files = (b: FontBrand) => brandFonts(b, 'system-ui, sans-serif')!.faces.map((f) => f.file);

describe('brand typography', () => {
  it('ships only the subsets the enabled languages need, in the weights the brand uses', () => {
    const thai = files(brand('kanit', ['TH', 'EN']));
    expect(thai).toContain('kanit-thai-400-normal.woff2');
    expect(thai).toContain('kanit-latin-700-normal.woff2');
    expect(thai.some((f) => f.includes('vietnamese'))).toBe(false);
    expect(thai.some((f) => f.includes('-500-'))).toBe(false);
    const english = files(brand('kanit', ['EN']));
    expect(english.some((f) => f.includes('thai'))).toBe(false);
    expect(neededSubsets(['VI'])).toEqual(['latin', 'latin-ext', 'vietnamese']);
  });

  it("adds the project's Noto fallback for a script the family lacks, and nothing for one it has", () => {
    const fonts = brandFonts(brand('poppins', ['TY', 'CN']), 'sans-serif')!;
    expect(fonts.stack.startsWith("'Poppins', 'Noto Sans SC'")).toBe(true);
    expect(fonts.faces.filter((f) => f.family === 'Noto Sans SC').length).toBeGreaterThan(50);
    expect(brandFonts(brand('kanit', ['TH']), 'sans-serif')!.stack).not.toContain('Noto Sans Thai');
  });

  it('declares every face with font-display swap and its unicode-range, plus size-adjusted local fallbacks, and preloads the default script', () => {
    const fonts = brandFonts(brand('kanit', ['TH', 'EN']), 'system-ui, sans-serif')!;
    const css = fontFaceCss(fonts, '/brand/fonts/');
    expect(css.match(/font-display:swap/g)!.length).toBe(fonts.faces.length);
    expect(css).toContain("src:url(/brand/fonts/kanit-thai-400-normal.woff2) format('woff2');unicode-range:U+02D7");
    expect(css).toMatch(/font-family: 'Kanit Fallback: Arial';src: local\('Arial'\).*size-adjust: [\d.]+%/);
    expect(fonts.stack).toBe("'Kanit', 'Kanit Fallback: Arial', 'Kanit Fallback: Roboto', system-ui, sans-serif");
    expect(fonts.preload).toBe('kanit-thai-400-normal.woff2');
    expect(brandFonts(brand('kanit', ['EN', 'TH']), '')!.preload).toBe('kanit-latin-400-normal.woff2');
  });

  it('keeps the system stack for a brand without a font', () => {
    expect(brandFonts(brand(undefined, ['EN']), 'system-ui')).toBeUndefined();
  });

  it('offers in the schema exactly the families that are installed', () => {
    const offered = offeredFontFamilies();
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const installed = Object.keys(pkg.dependencies)
      .filter((d) => d.startsWith('@fontsource/'))
      .map((d) => d.slice('@fontsource/'.length));
    expect([...offered].sort()).toEqual(installed.sort());
  });
});

describe('logo text', () => {
  const svg = (family: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">\n  <text x="10" y="30" font-family="${family}" font-size="24" font-weight="800" letter-spacing="2" fill="#123456" opacity=".9">LOTUS &amp; CO</text>\n</svg>`;

  it('turns text in a shipped family into a path that keeps its paint', () => {
    const out = outlineSvgText(svg('Be Vietnam Pro'));
    expect(out).not.toContain('<text');
    expect(out).toMatch(/<path fill="#123456" opacity=".9" d="M[\d.]+ [\d.]+/);
    // Wider letter-spacing moves the last glyph right: the outline follows the attributes.
    // Path data is coordinate pairs (M x y L x y Q x y x y …): the right edge is the largest x.
    const rightEdge = (s: string) => Math.max(...(/ d="([^"]+)"/.exec(s)![1]!.match(/-?[\d.]+/g) ?? []).map(Number).filter((_, i) => i % 2 === 0));
    expect(rightEdge(outlineSvgText(svg('Be Vietnam Pro').replace('letter-spacing="2"', 'letter-spacing="8"')))).toBeGreaterThan(rightEdge(out) + 20);
  });

  it('leaves and reports text in a font the portal does not ship, where it stands', () => {
    const source = svg("'Segoe UI', Arial");
    expect(outlineSvgText(source)).toBe(source);
    const [t] = findSvgTexts(source);
    expect(t).toMatchObject({ line: 2, column: 3, text: 'LOTUS & CO' });
    expect(t!.problem).toContain('"Segoe UI"');
  });

  it('serves every brand logo of this repository without <text>', () => {
    for (const id of ['lotus-vn', 'siam-star', 'jade-global', 'pearl-ph', '_template']) {
      const dir = join(import.meta.dirname, '../../brands', id);
      const manifest = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')) as FontBrand;
      const logo = brandFiles({ theme: manifest.theme, languages: manifest.languages }, dir).get('logo.svg')!;
      const text = logo.content ?? readFileSync(logo.source!, 'utf8');
      expect(text, id).not.toContain('<text');
    }
    expect(readFileSync(join(import.meta.dirname, '../../brands/_template/logo.svg'), 'utf8')).not.toContain('<text');
  });
});
