/**
 * First-load weight of the compiled page: the entry script, its modulepreloads
 * and stylesheets named in index.html, gzip-compressed as a server would send
 * them. Lazy chunks (routes, catalogs) are not counted: they load later.
 */
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  files: { path: string; bytes: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

export function firstLoadFiles(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) out.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) out.add(m[1]);
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
