/**
 * Text in brand SVGs (logo wordmarks). An SVG `<text>` is drawn with whatever font the viewer's device has,
 * so the same logo looks different on every phone and in every test machine's screenshots. The build turns
 * each `<text>` whose font-family is a family this project ships into outlines (paths drawn from the
 * @fontsource files with opentype.js); the brand check refuses any other `<text>` with a sentence saying how
 * to fix it. Only flat `<text>` elements are supported (no `<tspan>`, `<textPath>` or CSS-set fonts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Font } from 'opentype.js';
import { loadFontPackage, offeredFontFamilies, type FontPackage } from './fonts.ts';

// The package's Node entry is a UMD bundle: required, it is the object with parse() the types describe.
const opentype = createRequire(import.meta.url)('opentype.js') as typeof import('opentype.js');

export interface SvgText {
  /** Offsets of the whole element in the SVG source. */
  start: number;
  end: number;
  line: number;
  column: number;
  attrs: Record<string, string>;
  text: string;
  /** Why it cannot be outlined; undefined when it can. */
  problem?: string;
}

const TEXT_ELEMENT = /<text\b([^>]*)>([\s\S]*?)<\/text\s*>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The families a logo may name, by display name ("Be Vietnam Pro") → @fontsource id: the schema's list. */
function shippedFamilies(): Map<string, FontPackage> {
  const ids = offeredFontFamilies();
  const byName = new Map<string, FontPackage>();
  for (const id of ids) {
    const pkg = loadFontPackage(id);
    if (pkg) byName.set(pkg.family.toLowerCase(), pkg);
  }
  return byName;
}

let families: Map<string, FontPackage> | undefined;
export function shippedFamilyNames(): string[] {
  families ??= shippedFamilies();
  return [...families.values()].map((p) => p.family);
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

function position(svg: string, offset: number): { line: number; column: number } {
  const before = svg.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Every `<text>` of an SVG, each with the reason it cannot be outlined, if any. */
export function findSvgTexts(svg: string): SvgText[] {
  families ??= shippedFamilies();
  const found: SvgText[] = [];
  for (const m of svg.matchAll(TEXT_ELEMENT)) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(ATTRIBUTE)) attrs[a[1]!] = a[2] ?? a[3] ?? '';
    const inner = m[2]!;
    const el: SvgText = { start: m.index, end: m.index + m[0].length, ...position(svg, m.index), attrs, text: unescapeXml(inner.trim()) };
    const first = (attrs['font-family'] ?? '')
      .split(',')[0]!
      .trim()
      .replace(/^['"]|['"]$/g, '');
    if (/<\w/.test(inner)) el.problem = 'holds nested elements (<tspan> …), which the build cannot outline';
    else if (attrs.style?.includes('font')) el.problem = 'sets its font in a style attribute; use the font-family attribute';
    else if (!first) el.problem = 'names no font-family, so it is drawn in the device font';
    else if (!families.has(first.toLowerCase())) el.problem = `uses the font "${first}", which the portal does not ship, so it looks different on every device`;
    found.push(el);
  }
  return found;
}

/** The sentence the brand check shows for a `<text>` that cannot be outlined. */
export function svgTextSentence(asset: string, el: SvgText): string {
  return (
    `${asset} draws "${el.text}" as <text> that ${el.problem}: set font-family to a shipped family ` +
    `(${shippedFamilyNames().join(', ')}) and the build turns it into outlines, or convert the text to paths in your editor ` +
    `(Inkscape: Path › Object to Path; Illustrator: Type › Create Outlines)`
  );
}

const fontCache = new Map<string, Font>();
function loadFont(file: string): Font {
  let font = fontCache.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fontCache.set(file, font);
  }
  return font;
}

function inRange(code: number, range: string): boolean {
  return range.split(',').some((part) => {
    const [lo, hi] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((h) => parseInt(h, 16));
    return code >= lo! && code <= (hi ?? lo!);
  });
}

/** The font file of `pkg` that holds `char` at the nearest available weight. */
function fontFor(pkg: FontPackage, char: string, weight: number, italic: boolean): Font {
  const code = char.codePointAt(0)!;
  const slice = Object.keys(pkg.ranges).find((s) => inRange(code, pkg.ranges[s]!)) ?? 'latin';
  const w = [...pkg.weights].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight))[0]!;
  const name = `${pkg.id}-${slice.replace(/^\[(\d+)\]$/, '$1')}-${w}-${italic ? 'italic' : 'normal'}.woff`;
  return loadFont(join(pkg.filesDir, name));
}

const WEIGHT_NAMES: Record<string, number> = { normal: 400, bold: 700, lighter: 300, bolder: 800 };
/** Attributes that say how text is set; everything else (fill, opacity, transform, class …) moves to the path. */
const TYPE_ATTRIBUTES = new Set(['x', 'y', 'font-family', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'text-anchor']);

function outline(el: SvgText): string {
  const pkg = families!.get(
    el.attrs['font-family']!.split(',')[0]!
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .toLowerCase(),
  )!;
  const size = parseFloat(el.attrs['font-size'] ?? '16');
  const weightAttr = el.attrs['font-weight'] ?? '400';
  const weight = WEIGHT_NAMES[weightAttr] ?? (Number(weightAttr) || 400);
  const italic = /italic|oblique/.test(el.attrs['font-style'] ?? '');
  const spacing = parseFloat(el.attrs['letter-spacing'] ?? '0') || 0;
  const chars = [...el.text];
  const glyphs = chars.map((c) => {
    const font = fontFor(pkg, c, weight, italic);
    return { font, glyph: font.charToGlyph(c) };
  });
  const advances = glyphs.map(({ font, glyph }, i) => {
    const next = glyphs[i + 1];
    const kern = next && next.font === font ? font.getKerningValue(glyph, next.glyph) : 0;
    return ((glyph.advanceWidth ?? 0) + kern) * (size / font.unitsPerEm) + spacing;
  });
  const width = advances.reduce((a, b) => a + b, 0) - (chars.length ? spacing : 0);
  const anchor = el.attrs['text-anchor'];
  let x = parseFloat(el.attrs.x ?? '0') - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const y = parseFloat(el.attrs.y ?? '0');
  const d = glyphs
    .map(({ glyph }, i) => {
      const part = glyph.getPath(x, y, size).toPathData(2);
      x += advances[i]!;
      return part;
    })
    .join('');
  const kept = Object.entries(el.attrs)
    .filter(([k]) => !TYPE_ATTRIBUTES.has(k))
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  return `<path${kept} d="${d}"/>`;
}

/** The SVG with every outlinable `<text>` turned into a path; texts with a problem are left as they are. */
export function outlineSvgText(svg: string): string {
  const texts = findSvgTexts(svg).filter((t) => !t.problem);
  let out = svg;
  for (const t of texts.reverse()) out = out.slice(0, t.start) + outline(t) + out.slice(t.end);
  return out;
}
