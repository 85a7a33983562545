/**
 * The WCAG AA pairs every palette must pass (DESIGN.md): text and muted text on
 * the page background and on cards, and the label colour on the primary button.
 * Same maths as the runtime theme (src/theme/colour.ts), so "passes at build"
 * means the same numbers on screen.
 */
import { AA_NORMAL_TEXT, contrastRatio } from '../../../src/theme/colour.ts';
import type { Palette } from '../../../src/theme/tokens.ts';

export type Mode = 'light' | 'dark';

export const contrastPairs = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
] as const satisfies readonly (readonly [keyof Palette, keyof Palette])[];

export interface PairResult {
  fg: keyof Palette;
  bg: keyof Palette;
  ratio: number;
  pass: boolean;
}

/** Ratios rounded down to 2 decimals for display, so a shown 4.50 never hides a 4.499 failure. */
export const floor2 = (x: number): number => Math.floor(x * 100) / 100;

export function paletteContrast(p: Palette): PairResult[] {
  return contrastPairs.map(([fg, bg]) => {
    const ratio = contrastRatio(p[fg], p[bg]);
    return { fg, bg, ratio, pass: ratio >= AA_NORMAL_TEXT };
  });
}

export function contrastSentence(mode: Mode, p: Palette, r: PairResult): string {
  return (
    `${r.fg} ${p[r.fg]} on ${r.bg} ${p[r.bg]} in the ${mode} palette has contrast ${floor2(r.ratio).toFixed(2)}:1, ` +
    `below the ${AA_NORMAL_TEXT}:1 that WCAG AA needs: darken or lighten one of the two`
  );
}
