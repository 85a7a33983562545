/**
 * Colour maths for palettes: WCAG contrast and the shades derived from a brand's
 * base colours. Pure functions, shared by the build-time manifest checks and the
 * runtime theme, so "AA at build" means the same numbers the screen uses.
 */
export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** HSL (h in degrees, s and l in 0..1) → RGB 0..255, unrounded (CSS Color 4's formula). */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Linear mix in sRGB: weight 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, weight: number): string {
  const [ca, cb] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => ca[i] + (cb[i] - ca[i]) * weight) as unknown as Rgb);
}

/** `#rrggbb` with an alpha, as CSS rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Black or white, whichever reads better on `bg`. */
export function readableOn(bg: string): string {
  return contrastRatio(bg, '#000000') >= contrastRatio(bg, '#ffffff') ? '#000000' : '#ffffff';
}

export const AA_NORMAL_TEXT = 4.5;

/**
 * A tint of `base` towards `accent` (like `mix(base, accent, weight)`) on which
 * `accent` itself still reads as text: the weight steps down from `weight` until
 * the pair meets `ratio` (AA by default). If even `base` is below the ratio the
 * requested tint is returned unchanged (the manifest check reports that pair).
 */
export function readableTint(base: string, accent: string, weight: number, ratio = AA_NORMAL_TEXT): string {
  if (contrastRatio(accent, base) < ratio) return mix(base, accent, weight);
  for (let w = weight; w > 0; w = Math.round((w - 0.01) * 100) / 100) {
    const tint = mix(base, accent, w);
    if (contrastRatio(accent, tint) >= ratio) return tint;
  }
  return base;
}
