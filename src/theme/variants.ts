import type { Layout, TypeScale, TypeStep } from '@/brand/brand-config.generated';

/**
 * The manifest's layout variants (theme.layout) as the page wears them: one
 * `data-variants` attribute on <html> with a token per choice (`nav-top`,
 * `tiles-portrait` …) for the structural ones, and CSS variables for the ones
 * that are values (tile ratio, spacing, corners, shadows, type scale). Both are
 * stamped into each brand's index.html at build, so a brand's page carries its
 * own choices only and the components' CSS stays static: no variant costs
 * run-time theme work or first-load JavaScript.
 */
export type ResolvedLayout = Required<Omit<Layout, 'home'>> & { home: Required<NonNullable<Layout['home']>> };

/** A brand read before ajv filled its defaults (dev, tests) still gets a whole layout: these equal the schema's defaults. */
export const DEFAULT_LAYOUT: ResolvedLayout = {
  navigation: 'rail',
  tabBar: ['home', 'games', 'deposit', 'promotions', 'account'],
  header: 'compact',
  tiles: 'square',
  density: 'comfortable',
  corners: 'rounded',
  elevation: 'raised',
  icons: 'line',
  home: { hero: 'carousel', categories: 'grid', strips: ['hot-games', 'lottery', 'promotions'] },
};

export const DEFAULT_TYPE_SCALE: Required<TypeScale> = {
  latin: { size: 16, lineHeight: 1.5 },
  thai: { size: 17, lineHeight: 1.75 },
  vietnamese: { size: 16, lineHeight: 1.65 },
};

export function resolveLayout(layout: Layout | undefined): ResolvedLayout {
  return { ...DEFAULT_LAYOUT, ...layout, home: { ...DEFAULT_LAYOUT.home, ...layout?.home } };
}

/** `nav-rail header-compact tiles-square …`: the value of <html data-variants>, matched in CSS with [data-variants~='tiles-portrait']. */
export function variantTokens(layout: Layout | undefined): string {
  const l = resolveLayout(layout);
  return [
    `nav-${l.navigation}`,
    `header-${l.header}`,
    `tiles-${l.tiles}`,
    `density-${l.density}`,
    `corners-${l.corners}`,
    `elevation-${l.elevation}`,
    `icons-${l.icons}`,
    `hero-${l.home.hero}`,
    `cats-${l.home.categories}`,
  ].join(' ');
}

/** The CSS selector of one variant token, for components' static rules (html, not :root: Emotion would glue a leading pseudo-class to the component's own class). */
export const variant = (token: string): string => `html[data-variants~='${token}']`;

const TILE_RATIO: Record<ResolvedLayout['tiles'], string> = { portrait: '3 / 4', square: '1', landscape: '4 / 3' };
const CONTROL_RADIUS: Record<ResolvedLayout['corners'], string> = { square: '2px', rounded: 'var(--radius)', pill: '999px' };
const SPACING: Record<ResolvedLayout['density'], { pad: string; gap: string; scale: string }> = {
  comfortable: { pad: '16px', gap: '16px', scale: '1' },
  compact: { pad: '10px', gap: '8px', scale: '.85' },
};
const ELEVATION: Record<ResolvedLayout['elevation'], { shadow: string; hover: string; border: string }> = {
  flat: { shadow: 'none', hover: 'none', border: 'var(--c-border)' },
  raised: { shadow: '0 1px 2px rgba(0,0,0,.08),0 6px 16px rgba(0,0,0,.10)', hover: '0 10px 28px rgba(0,0,0,.18)', border: 'transparent' },
  glow: {
    shadow: '0 0 0 1px color-mix(in srgb,var(--c-primary) 28%,transparent)',
    hover: '0 0 0 1px var(--c-primary),0 8px 28px color-mix(in srgb,var(--c-primary) 38%,transparent)',
    border: 'color-mix(in srgb,var(--c-primary) 30%,var(--c-border))',
  },
};

const step = (s: TypeStep) => `--fs:${s.size}px;--lh:${s.lineHeight}`;

/** The brand's variant values as custom properties: only this brand's choices travel in its page. */
export function variantStylesheet(layout: Layout | undefined, typeScale: TypeScale | undefined): string {
  const l = resolveLayout(layout);
  const t = { ...DEFAULT_TYPE_SCALE, ...typeScale };
  const space = SPACING[l.density];
  const lift = ELEVATION[l.elevation];
  return [
    `:root{--tile-ratio:${TILE_RATIO[l.tiles]};--radius-control:${CONTROL_RADIUS[l.corners]};--pad-card:${space.pad};--gap-grid:${space.gap};--density:${space.scale};--shadow-card:${lift.shadow};--shadow-card-hover:${lift.hover};--border-card:${lift.border};${step(t.latin)}}`,
    // The page's lang follows the chosen language (src/i18n/language.ts), so Thai and Vietnamese get their own scale without a render.
    `:root:lang(th){${step(t.thai)}}`,
    `:root:lang(vi){${step(t.vietnamese)}}`,
  ].join('\n');
}
