/**
 * Brand typography shipped with the portal. A manifest names a family from the self-hosted @fontsource
 * packages this project installs (`theme.font.family`, an id such as "kanit") and the weights it uses; the
 * build copies only the woff2 files the brand's enabled languages need (by the packages' own unicode-range
 * subsets), declares them with `font-display: swap`, preloads the first one, and adds a size-adjusted local
 * fallback (Capsize metrics) so the swap does not move the layout. A script the family does not cover (Thai,
 * Chinese …) gets the project's Noto fallback for that script, so no glyph is left to a device's own fonts.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import type { LanguageCode } from '../../../src/i18n/languages.ts';
import { brandSchema } from './schema.ts';

const require = createRequire(import.meta.url);

/** What one @fontsource package says of itself (metadata.json) plus its subsets' ranges (unicode.json). */
export interface FontPackage {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  /** Subset (or numbered slice of a large subset) → CSS unicode-range. */
  ranges: Record<string, string>;
  /** Folder holding the files, `<id>-<slice>-<weight>-normal.woff2`. */
  filesDir: string;
}

export function loadFontPackage(id: string): FontPackage | undefined {
  let pkgJson: string;
  try {
    pkgJson = require.resolve(`@fontsource/${id}/package.json`);
  } catch {
    return undefined;
  }
  const dir = dirname(pkgJson);
  const meta = require(join(dir, 'metadata.json')) as { id: string; family: string; subsets: string[]; weights: number[] };
  const ranges = require(join(dir, 'unicode.json')) as Record<string, string>;
  return { id: meta.id, family: meta.family, subsets: meta.subsets, weights: meta.weights, ranges, filesDir: join(dir, 'files') };
}

/** The families a manifest may name (theme.font.family): the schema's list, one per installed @fontsource package. */
export function offeredFontFamilies(): string[] {
  const font = (brandSchema.properties.theme.properties ?? {}).font as { properties: { family: { enum: string[] } } } | undefined;
  return font ? font.properties.family.enum : [];
}

/** The writing systems a language needs, as @fontsource subset names (Latin is always added). */
const LANGUAGE_SUBSETS: Partial<Record<LanguageCode, string[]>> = {
  CN: ['chinese-simplified'],
  TW: ['chinese-traditional'],
  JA: ['japanese'],
  KO: ['korean'],
  TH: ['thai'],
  VI: ['vietnamese'],
  RU: ['cyrillic', 'cyrillic-ext'],
  KK: ['cyrillic', 'cyrillic-ext'],
  HI: ['devanagari'],
  BN: ['bengali'],
  TA: ['tamil'],
  MY: ['myanmar'],
  KM: ['khmer'],
  LO: ['lao'],
  AR: ['arabic'],
  FA: ['arabic'],
  UR: ['arabic'],
};

/** The project's fallback family per script, used when the brand's family lacks that script. */
export const SCRIPT_FALLBACKS: Record<string, string> = {
  thai: 'noto-sans-thai',
  'chinese-simplified': 'noto-sans-sc',
  vietnamese: 'noto-sans',
  cyrillic: 'noto-sans',
  'cyrillic-ext': 'noto-sans',
};

/** Fallback families carry the two weights the interface leans on; the browser picks the nearest for others. */
const FALLBACK_WEIGHTS = [400, 700];

export function neededSubsets(languages: readonly LanguageCode[]): string[] {
  const wanted = new Set(['latin', 'latin-ext']);
  for (const code of languages) for (const s of LANGUAGE_SUBSETS[code] ?? []) wanted.add(s);
  return [...wanted];
}

/** A subset's slices: itself, or for the large CJK subsets the numbered slices ("[12]") the package splits it into. */
function slicesOf(pkg: FontPackage, subset: string): string[] {
  if (pkg.ranges[subset]) return [subset];
  if (subset.startsWith('chinese') || subset === 'japanese' || subset === 'korean')
    return pkg.subsets.includes(subset) ? Object.keys(pkg.ranges).filter((k) => /^\[\d+\]$/.test(k)) : [];
  return [];
}

export interface FontFace {
  family: string;
  weight: number;
  unicodeRange: string;
  /** File name under the brand's fonts/ folder. */
  file: string;
  /** Where the build copies it from. */
  source: string;
}

export interface BrandFonts {
  faces: FontFace[];
  /** The CSS font-family list: web families, their size-adjusted fallbacks, then the brand's system stack. */
  stack: string;
  /** The size-adjusted local fallbacks' @font-face rules. */
  fallbackCss: string;
  /** The file to preload: the default language's main script, regular weight. */
  preload?: string;
}

const sliceName = (slice: string) => slice.replace(/^\[(\d+)\]$/, '$1');
const quote = (family: string) => `'${family}'`;

function facesFor(pkg: FontPackage, subsets: string[], weights: number[]): FontFace[] {
  const usable = weights.filter((w) => pkg.weights.includes(w));
  return subsets.flatMap((subset) =>
    slicesOf(pkg, subset).flatMap((slice) =>
      usable.map((weight) => {
        const file = `${pkg.id}-${sliceName(slice)}-${weight}-normal.woff2`;
        return { family: pkg.family, weight, unicodeRange: pkg.ranges[slice]!, file, source: join(pkg.filesDir, file) };
      }),
    ),
  );
}

const camel = (family: string) => family.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

export function brandFonts(brand: Pick<ResolvedBrandConfig, 'theme' | 'languages'>, systemStack: string): BrandFonts | undefined {
  const chosen = brand.theme.font;
  if (!chosen) return undefined;
  const pkg = loadFontPackage(chosen.family);
  if (!pkg) throw new Error(`theme.font.family "${chosen.family}" is not installed (@fontsource/${chosen.family})`);
  const weights = chosen.weights ?? [400, 600, 700];
  const subsets = neededSubsets(brand.languages.enabled as LanguageCode[]);
  const faces = facesFor(
    pkg,
    subsets.filter((s) => pkg.subsets.includes(s)),
    weights,
  );
  const families = [pkg.family];
  const fallbackIds = new Set(subsets.filter((s) => !pkg.subsets.includes(s) && SCRIPT_FALLBACKS[s]).map((s) => SCRIPT_FALLBACKS[s]!));
  for (const id of fallbackIds) {
    const fb = loadFontPackage(id);
    if (!fb) continue;
    const theirs = subsets.filter((s) => !pkg.subsets.includes(s) && SCRIPT_FALLBACKS[s] === id);
    faces.push(...facesFor(fb, theirs, FALLBACK_WEIGHTS));
    families.push(fb.family);
  }
  const metrics = entireMetricsCollection as unknown as Record<string, Parameters<typeof createFontStack>[0][number] | undefined>;
  const own = metrics[camel(pkg.family)];
  const locals = [metrics.arial, metrics.roboto].filter((m) => m !== undefined);
  const adjusted = own ? createFontStack([own, ...locals], { fontFaceFormat: 'styleString' }) : undefined;
  const fallbackFamilies = adjusted ? [...adjusted.fontFamily.matchAll(/"([^"]+ Fallback: [^"]+)"/g)].map((m) => quote(m[1]!)) : [];
  const stack = [...families.map(quote), ...fallbackFamilies, systemStack].join(', ');
  const fallbackCss = adjusted ? adjusted.fontFaces.replace(/\s*\n\s*/g, '').replace(/"/g, "'") : '';
  const defaultSubsets = LANGUAGE_SUBSETS[brand.languages.default as LanguageCode] ?? ['latin'];
  const preload =
    faces.find((f) => f.family === pkg.family && f.weight === (weights.includes(400) ? 400 : weights[0]) && f.file.includes(`-${defaultSubsets[0]}-`))?.file ??
    faces.find((f) => f.family === pkg.family && f.file.includes('-latin-'))?.file;
  return { faces, stack, fallbackCss, preload };
}

/** The @font-face rules, with URLs under the brand's fonts/ folder. */
export function fontFaceCss(fonts: BrandFonts, fontsUrl: string): string {
  const faces = fonts.faces.map(
    (f) =>
      `@font-face{font-family:${quote(f.family)};font-style:normal;font-weight:${f.weight};font-display:swap;src:url(${fontsUrl}${f.file}) format('woff2');unicode-range:${f.unicodeRange}}`,
  );
  return [...faces, fonts.fallbackCss].filter(Boolean).join('\n');
}
