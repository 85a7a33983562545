/**
 * First-load weight of the compiled page: the entry script, its modulepreloads,
 * the app's chunks (named in <meta name="app-chunks">: the entry imports them
 * once the first banner is up, on every visit) and stylesheets named in
 * index.html, gzip-compressed as a server would send them. Lazy chunks (routes,
 * catalogs) are not counted: they load later and not on every page.
 */
import { gzipSync } from 'node:zlib';
import { APP_CHUNKS_META } from '../../vite/app-chunks.ts';

export interface FirstLoad {
  files: { path: string; bytes: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

export function firstLoadFiles(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) out.add(m[1]);
  for (const m of html.matchAll(new RegExp(`<meta[^>]*name="${APP_CHUNKS_META}"[^>]*content="([^"]*)"`, 'g')))
    for (const f of m[1].split(/\s+/)) if (f) out.add(f);
  return [...out].filter((p) => p.startsWith('/assets/'));
}

export function firstLoad(html: string, read: (path: string) => Buffer): FirstLoad {
  const files = firstLoadFiles(html).map((path) => {
    const buf = read(path);
    return { path, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  const sum = (ext: string) => files.filter((f) => f.path.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css') };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Minified bytes per module, per chunk file (Rollup's `chunk.modules[id].renderedLength`), keyed by the chunk's file name. */
export type ChunkModules = Record<string, Record<string, number>>;

/** A module's group: its npm package (`react-dom`, `@emotion/styled`), else its source folder (`src/features/games`). */
export function contributorOf(moduleId: string): string {
  const id = moduleId.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0];
  const pkg = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  const src = /(?:^|\/)(src\/(?:features|app|api|components|lib|session|flags|forms|platform|theme|i18n|brand)(?:\/[^/]+)?)\//.exec(id);
  if (src) return src[1].replace(/\/[^/]+\.[a-z]+$/, '');
  return id.includes('/') ? id.slice(id.lastIndexOf('/') + 1) : id;
}

/**
 * Pure: the first load's JavaScript by contributor, largest first. Each chunk's
 * gzip size is shared out among its modules in proportion to their minified
 * size (gzip works on the whole file, so this is an estimate; the total is exact).
 */
export function firstLoadContributors(load: FirstLoad, modules: ChunkModules): { name: string; gzip: number }[] {
  const by = new Map<string, number>();
  for (const f of load.files.filter((x) => x.path.endsWith('.js'))) {
    const mods = Object.entries(modules[f.path.replace(/^\//, '')] ?? {}).filter(([, n]) => n > 0);
    const total = mods.reduce((n, [, len]) => n + len, 0);
    if (!total) {
      by.set(f.path, (by.get(f.path) ?? 0) + f.gzip);
      continue;
    }
    for (const [id, len] of mods) by.set(contributorOf(id), (by.get(contributorOf(id)) ?? 0) + (f.gzip * len) / total);
  }
  return [...by].map(([name, gzip]) => ({ name, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip);
}

/**
 * Pure: null when the first-load JavaScript fits `budget` (bytes, gzip), else
 * the build's failure text: the total, the budget, and the `top` largest
 * contributors so whoever pushed it over sees where the bytes are.
 */
export function budgetFailure(load: FirstLoad, budget: number, modules: ChunkModules, top = 10): string | null {
  if (load.jsGzip <= budget) return null;
  const lines = firstLoadContributors(load, modules)
    .slice(0, top)
    .map((c) => `    ${kb(c.gzip).padStart(9)}  ${c.name}`);
  return [
    `first-load JS is ${kb(load.jsGzip)} gzip, over the ${kb(budget)} budget by ${kb(load.jsGzip - budget)} (entry, its modulepreloads and the app chunk: everything a visit downloads before the page's own chunk).`,
    `  top contributors (gzip, estimated per module):`,
    ...lines,
    `  Move what the first paint does not need behind a dynamic import (a route, an overlay, a widget after load).`,
  ].join('\n');
}

/** Rollup's output chunks → ChunkModules. */
export function chunkModules(output: readonly { type: string; fileName: string; modules?: Record<string, { renderedLength: number }> }[]): ChunkModules {
  const out: ChunkModules = {};
  for (const c of output)
    if (c.type === 'chunk' && c.modules) out[c.fileName] = Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength]));
  return out;
}
