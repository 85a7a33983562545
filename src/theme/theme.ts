import '@emotion/react';
import { colourTokenNames, cssVar, type ColourToken } from './tokens';

/**
 * The one spacing, type, radius, elevation and breakpoint scale of the portal.
 * Colours are CSS variable references (see tokens.ts), so this object never
 * changes between light and dark and never triggers a re-render.
 */
const colours = Object.fromEntries(colourTokenNames.map((t) => [t, `var(${cssVar(t)})`])) as Record<ColourToken, string>;

export const theme = {
  colours,
  /** space(2) = 8px. Multiples of 4px only. */
  space: (n: number) => `${n * 4}px`,
  font: {
    family: 'var(--font-family)',
    /** Steps of the body size --fs, which the brand's type scale sets per script (src/theme/variants.ts): Thai and Vietnamese text gets its own size. */
    size: {
      xs: 'calc(var(--fs, 16px) * .75)',
      sm: 'calc(var(--fs, 16px) * .875)',
      md: 'var(--fs, 16px)',
      lg: 'calc(var(--fs, 16px) * 1.125)',
      xl: 'calc(var(--fs, 16px) * 1.375)',
      xxl: 'calc(var(--fs, 16px) * 1.75)',
      display: 'calc(var(--fs, 16px) * 2.25)',
    },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.2, normal: 'var(--lh, 1.5)' },
  },
  radius: { sm: 'calc(var(--radius) / 2)', md: 'var(--radius)', lg: 'calc(var(--radius) * 1.5)', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0,0,0,.12)',
    md: '0 4px 12px rgba(0,0,0,.16)',
    lg: '0 12px 32px rgba(0,0,0,.24)',
  },
  /** Mobile first: these are min-widths. */
  breakpoint: { sm: '@media (min-width: 600px)', md: '@media (min-width: 900px)', lg: '@media (min-width: 1200px)' },
  layout: { headerHeight: '60px', sideMenuWidth: '232px', sideMenuCollapsedWidth: '68px', contentMaxWidth: '1280px' },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
  z: { header: 20, sideMenu: 30, dropdown: 40, modal: 50, toast: 60 },
} as const;

export type PortalTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends PortalTheme {}
}
