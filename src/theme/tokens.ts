import type { Palette } from '@/brand/brand-config.generated';
import { mix, readableOn, readableTint, withAlpha, luminance } from './colour.ts';

/** The eleven colours a brand gives per theme (the manifest's theme.palette): the schema's type, never written twice. */
export type { Palette };

export type ThemeMode = 'light' | 'dark';

/** Every colour token the UI may use. Components read them as CSS variables only. */
export const colourTokenNames = [
  'primary',
  'primaryHover',
  'primaryActive',
  'onPrimary',
  'primarySoft',
  'secondary',
  'onSecondary',
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'overlay',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focusRing',
  'skeleton',
  'skeletonShine',
  'success',
  'onSuccess',
  'warning',
  'onWarning',
  'danger',
  'onDanger',
] as const;
export type ColourToken = (typeof colourTokenNames)[number];

/**
 * Palette → derived tokens. Hover and active shades move towards the text colour
 * (darker on light themes, lighter on dark ones) so they stay visible on both.
 */
export function deriveTokens(p: Palette): Record<ColourToken, string> {
  const isDark = luminance(p.background) < 0.2;
  const toward = isDark ? '#ffffff' : '#000000';
  return {
    primary: p.primary,
    primaryHover: mix(p.primary, toward, 0.12),
    primaryActive: mix(p.primary, toward, 0.24),
    onPrimary: p.onPrimary,
    // Primary text sits on primarySoft (active menu row, pills): the tint stays light enough for AA.
    primarySoft: readableTint(p.surface, p.primary, isDark ? 0.22 : 0.12),
    secondary: p.secondary,
    onSecondary: readableOn(p.secondary),
    background: p.background,
    surface: p.surface,
    surfaceRaised: mix(p.surface, isDark ? '#ffffff' : p.background, isDark ? 0.05 : 0.0),
    surfaceSunken: mix(p.background, toward, 0.04),
    overlay: withAlpha('#000000', isDark ? 0.65 : 0.5),
    text: p.text,
    textMuted: p.textMuted,
    border: p.border,
    borderStrong: mix(p.border, p.text, 0.3),
    focusRing: withAlpha(p.primary, 0.55),
    skeleton: mix(p.surface, p.text, isDark ? 0.1 : 0.07),
    skeletonShine: mix(p.surface, p.text, isDark ? 0.16 : 0.03),
    success: p.success,
    onSuccess: readableOn(p.success),
    warning: p.warning,
    onWarning: readableOn(p.warning),
    danger: p.danger,
    onDanger: readableOn(p.danger),
  };
}

export const cssVar = (token: ColourToken): string => `--c-${token.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`;

/**
 * The stylesheet that carries both palettes as custom properties. Injected into
 * index.html at build, so the first paint already has the brand's colours and a
 * theme switch only flips `data-theme` on <html>: no re-render, no remount.
 */
export function paletteStylesheet(palettes: Record<ThemeMode, Palette>, fontFamily: string, radius: number): string {
  const block = (mode: ThemeMode) =>
    Object.entries(deriveTokens(palettes[mode]))
      .map(([k, v]) => `${cssVar(k as ColourToken)}:${v}`)
      .join(';');
  return [
    `:root{--font-family:${fontFamily};--radius:${radius}px;color-scheme:light}`,
    `:root,:root[data-theme=light]{${block('light')}}`,
    // The first selector: without JavaScript (the boot script never sets data-theme) the pre-rendered page still wears the brand's default.
    `:root[data-default-theme=dark]:not([data-theme]),:root[data-theme=dark]{${block('dark')};color-scheme:dark}`,
  ].join('\n');
}
