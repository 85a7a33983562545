import { describe, expect, it } from 'vitest';
import { contrastRatio, hslToRgb, luminance, mix, parseHex, readableOn, toHex, withAlpha } from '../../src/theme/colour';
import { colourTokenNames, cssVar, deriveTokens, paletteStylesheet, type Palette } from '../../src/theme/tokens';

const light: Palette = {
  primary: '#2563eb',
  onPrimary: '#ffffff',
  secondary: '#7c3aed',
  background: '#f8fafc',
  surface: '#ffffff',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#e2e8f0',
  success: '#15803d',
  warning: '#b45309',
  danger: '#b91c1c',
};
const dark: Palette = {
  primary: '#60a5fa',
  onPrimary: '#0b1220',
  secondary: '#a78bfa',
  background: '#0b1220',
  surface: '#151e31',
  text: '#e5e9f0',
  textMuted: '#9aa6bb',
  border: '#263149',
  success: '#4ade80',
  warning: '#fbbf24',
  danger: '#f87171',
};

describe('colour maths', () => {
  it('gives the WCAG contrast of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the classic lightest AA grey on white
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#0000ff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#2563eb', '#ffffff')).toBe(contrastRatio('#ffffff', '#2563eb'));
  });

  it('computes relative luminance at the ends and parses and prints hex', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1, 10);
    expect(parseHex('#1e3A8a')).toEqual([30, 58, 138]);
    expect(toHex([30, 58, 138])).toBe('#1e3a8a');
    expect(toHex([300, -5, 127.6])).toBe('#ff0080');
    expect(() => parseHex('#ggg')).toThrow('not a #rrggbb colour: #ggg');
  });
  it('converts HSL to the same RGB as CSS', () => {
    expect(toHex(hslToRgb(0, 1, 0.5))).toBe('#ff0000');
    expect(toHex(hslToRgb(120, 1, 0.25))).toBe('#008000');
    expect(toHex(hslToRgb(210, 0.5, 0.6))).toBe('#6699cc');
    expect(toHex(hslToRgb(0, 0, 1))).toBe('#ffffff');
  });

  it('mixes, adds alpha and picks readable black or white', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#abcdef', 0)).toBe('#123456');
    expect(withAlpha('#ff0000', 0.5)).toBe('rgba(255, 0, 0, 0.5)');
    expect(readableOn('#fbbf24')).toBe('#000000');
    expect(readableOn('#1e3a8a')).toBe('#ffffff');
  });
});

describe('deriveTokens', () => {
  it('derives every token, keeping the brand colours as given', () => {
    const t = deriveTokens(light);
    expect(Object.keys(t).sort()).toEqual([...colourTokenNames].sort());
    expect([t.primary, t.onPrimary, t.background, t.text]).toEqual([light.primary, light.onPrimary, light.background, light.text]);
  });

  it('darkens hover/active on light themes and lightens them on dark ones', () => {
    const l = deriveTokens(light);
    expect(luminance(l.primaryHover)).toBeLessThan(luminance(light.primary));
    expect(luminance(l.primaryActive)).toBeLessThan(luminance(l.primaryHover));
    const d = deriveTokens(dark);
    expect(luminance(d.primaryHover)).toBeGreaterThan(luminance(dark.primary));
    expect(luminance(d.primaryActive)).toBeGreaterThan(luminance(d.primaryHover));
  });

  it('gives on-colours that reach AA on their status colours', () => {
    for (const p of [light, dark]) {
      const t = deriveTokens(p);
      expect(contrastRatio(t.onSuccess, t.success)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.onDanger, t.danger)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.onWarning, t.warning)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes both palettes as CSS variables keyed on data-theme', () => {
    const css = paletteStylesheet({ light, dark }, 'system-ui', 10);
    expect(cssVar('primaryHover')).toBe('--c-primary-hover');
    expect(css).toContain(':root{--font-family:system-ui;--radius:10px;color-scheme:light}');
    expect(css).toContain(`:root,:root[data-theme=light]{--c-primary:${light.primary};`);
    expect(css).toContain(`:root[data-theme=dark]{--c-primary:${dark.primary};`);
    expect(css.match(/--c-/g)).toHaveLength(colourTokenNames.length * 2);
  });
});
