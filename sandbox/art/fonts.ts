import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Fonts drawn into artwork: the project's own @fontsource packages (woff2
 * subsets, which resvg reads), never the host's, so a picture has the same
 * pixels on every machine. A text gets the subsets of its family that cover its
 * characters, then the Noto families for scripts the family lacks (Thai,
 * Chinese), so a Thai headline on a Latin-only brand still reads.
 */
const require = createRequire(import.meta.url);

interface Face {
  file: string;
  ranges: [number, number][];
}

/** Fallbacks after the brand's family, by script: the name resvg matches is the CSS family name. */
const FALLBACKS = ['noto-sans', 'noto-sans-thai', 'noto-sans-sc'];
const faces = new Map<string, Face[] | null>();
const buffers = new Map<string, Uint8Array>();

function packageDir(family: string): string | null {
  try {
    return dirname(require.resolve(`@fontsource/${family}/package.json`));
  } catch {
    return null;
  }
}

/** The woff2 files of one family and weight with their unicode ranges, read from the package's `<weight>.css`. */
function facesOf(family: string, weight: number): Face[] | null {
  const key = `${family}@${weight}`;
  if (faces.has(key)) return faces.get(key)!;
  const dir = packageDir(family);
  const css = dir && existsSync(join(dir, `${weight}.css`)) ? readFileSync(join(dir, `${weight}.css`), 'utf8') : null;
  const list = css
    ? [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
        const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(body!)?.[1];
        const range = /unicode-range:\s*([^;]+);/.exec(body!)?.[1];
        if (!file || !range || /font-style:\s*italic/.test(body!)) return [];
        const ranges = range.split(',').map((r): [number, number] => {
          const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
        });
        return [{ file: join(dir!, file), ranges }];
      })
    : null;
  faces.set(key, list);
  return list;
}

const covers = (face: Face, cp: number) => face.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The nearest weight a family ships of those asked for (fontsource packages ship 100-900 in steps of 100, not all). */
function weightOf(family: string, weight: number): number {
  for (const w of [weight, weight - 100, weight + 100, 700, 600, 800, 400]) if (facesOf(family, w)) return w;
  return weight;
}

export interface FontSet {
  /** `font-family` for the SVG: the family's CSS name, then the fallbacks'. */
  cssFamily: string;
  buffers: Uint8Array[];
  /** A key of the files, for cache keys. */
  key: string;
}

const cssNames: Record<string, string> = {
  kanit: 'Kanit',
  poppins: 'Poppins',
  'be-vietnam-pro': 'Be Vietnam Pro',
  'noto-sans': 'Noto Sans',
  'noto-sans-thai': 'Noto Sans Thai',
  'noto-sans-sc': 'Noto Sans SC',
};

/** The font files `texts` need in `family` (any of the installed @fontsource families; unknown → Noto Sans) at `weight`. */
export function fontsFor(family: string | null, weight: number, texts: string[]): FontSet {
  const chars = new Set<number>();
  for (const t of texts) for (const ch of t) chars.add(ch.codePointAt(0)!);
  const families = [...new Set([family && packageDir(family) ? family : 'noto-sans', ...FALLBACKS])];
  const files: string[] = [];
  const used: string[] = [];
  let missing = [...chars].filter((cp) => cp > 0x20);
  for (const f of families) {
    const list = facesOf(f, weightOf(f, weight));
    if (!list) continue;
    const picked = list.filter((face) => missing.some((cp) => covers(face, cp)));
    if (picked.length === 0) continue;
    used.push(f);
    files.push(...picked.map((p) => p.file));
    missing = missing.filter((cp) => !picked.some((face) => covers(face, cp)));
    if (missing.length === 0) break;
  }
  const load = (file: string) => {
    let b = buffers.get(file);
    if (!b) {
      b = new Uint8Array(readFileSync(file));
      buffers.set(file, b);
    }
    return b;
  };
  return {
    cssFamily: used.map((f) => `'${cssNames[f] ?? f}'`).join(', ') || "'Noto Sans'",
    buffers: files.map(load),
    key: files.map((f) => f.slice(f.lastIndexOf('/') + 1)).join(','),
  };
}
