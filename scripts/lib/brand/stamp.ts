/**
 * Stamping: the generic index.html (compiled once) + one resolved brand → that
 * brand's index.html. The template (index.html at the repo root, rendered by
 * vite-plugin-html) carries markers; the dev server runs this same function
 * on every request, so dev and build pages differ only by the CSP (Vite's dev
 * client needs inline scripts).
 */
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { BRAND_CONFIG_ELEMENT_ID } from '../../../src/brand/brand-config.ts';
import { languageInfo } from '../../../src/i18n/languages.ts';
import { paletteStylesheet } from '../../../src/theme/tokens.ts';
import { variantStylesheet, variantTokens } from '../../../src/theme/variants.ts';
import { contentSecurityPolicy } from './csp.ts';
import { BOOT_SCRIPT } from './boot-script.ts';
import { brandSchema } from './schema.ts';
import { escapeHtml } from './html.ts';
import { brandFonts, fontFaceCss } from './fonts.ts';
import { pwaHeadTags } from './pwa.ts';

/** The EJS data vite-plugin-html renders into index.html: markers that stamping replaces. */
export const templateMarkers = {
  lang: '%BRAND_LANG%',
  dir: '%BRAND_DIR%',
  defaultTheme: '%BRAND_DEFAULT_THEME%',
  variants: '%BRAND_VARIANTS%',
  title: '%BRAND_TITLE%',
  bootScript: '<meta name="boot-script" content="%BOOT_SCRIPT%">',
  brandHead: '<meta name="brand-head" content="%BRAND_HEAD%">',
} as const;

export { escapeHtml };

/** JSON safe inside <script>: no "</script>" or "<!--" can close or confuse it. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface StampOptions {
  /** Vite's base ('/' in production): brand assets live at `<base>brand/<path>`. */
  base: string;
  /** false only in dev, where Vite's client and React refresh use inline scripts. */
  csp: boolean;
  /** The installable app's manifest link and service-worker registration (the build writes those files; dev has none). */
  pwa?: boolean;
}

/** A brand not passed through ajv's defaults (tests, dev) still gets the schema's own font and radius, never a second copy. */
const themeSchema = brandSchema.properties.theme.properties ?? {};
const themeDefault = { fontFamily: String(themeSchema.fontFamily?.default), radius: Number(themeSchema.radius?.default) };

export function brandHeadTags(brand: ResolvedBrandConfig, opts: StampOptions): string {
  const { palette, fontFamily, radius } = brand.theme;
  const systemStack = fontFamily ?? themeDefault.fontFamily;
  const fonts = brandFonts(brand, systemStack);
  const asset = (p: string) => escapeHtml(`${opts.base}brand/${p}`);
  const iconType = brand.assets.favicon.endsWith('.svg')
    ? 'image/svg+xml'
    : brand.assets.favicon.endsWith('.ico')
      ? 'image/x-icon'
      : `image/${brand.assets.favicon.split('.').pop()}`;
  const tags = [
    opts.csp ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(brand, 'meta'))}">` : '',
    `<meta name="application-name" content="${escapeHtml(brand.name)}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${palette.light.primary}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${palette.dark.surface}">`,
    `<link rel="icon" type="${iconType}" href="${asset(brand.assets.favicon)}">`,
    `<link rel="preload" as="image" href="${asset(brand.assets.logo)}">`,
    fonts?.preload ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${asset(`fonts/${fonts.preload}`)}">` : '',
    fonts ? `<style id="brand-fonts">${fontFaceCss(fonts, `${opts.base}brand/fonts/`)}</style>` : '',
    `<style id="brand-palette">${paletteStylesheet(palette, fonts?.stack ?? systemStack, radius ?? themeDefault.radius)}</style>`,
    `<style id="brand-variants">${variantStylesheet(brand.theme.layout, brand.theme.typeScale)}</style>`,
    `<script id="${BRAND_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(brand)}</script>`,
    ...(opts.pwa ? pwaHeadTags(opts.base) : []),
  ];
  return tags.filter(Boolean).join('\n    ');
}

export function stampIndexHtml(template: string, brand: ResolvedBrandConfig, opts: StampOptions): string {
  const lang = languageInfo(brand.languages.default);
  const values: Record<keyof typeof templateMarkers, string> = {
    lang: lang.bcp47,
    dir: lang.dir,
    defaultTheme: brand.theme.default,
    variants: variantTokens(brand.theme.layout),
    title: escapeHtml(brand.name),
    bootScript: `<script>${BOOT_SCRIPT}</script>`,
    brandHead: brandHeadTags(brand, opts),
  };
  let html = template;
  for (const [key, marker] of Object.entries(templateMarkers) as [keyof typeof templateMarkers, string][]) {
    if (!html.includes(marker)) throw new Error(`index.html template lost its ${key} marker (${marker}): was index.html edited without <%- ${key} %>?`);
    html = html.split(marker).join(values[key]);
  }
  return html;
}
