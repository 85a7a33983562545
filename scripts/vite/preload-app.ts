/**
 * The entry (src/main.tsx) is small on purpose: it boots and starts the first
 * requests (language catalog, status call), then imports the app dynamically.
 * Vite preloads only an entry's static imports, so without this the app chunk
 * and React would be discovered only after the entry ran. This plugin adds
 * <link rel="modulepreload"> for the chunk of each listed module and its static
 * imports: they download from the HTML, in parallel with the entry, exactly as
 * when they were static imports; only their evaluation waits.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** Pure: the chunk files to preload for `modules` (their chunks + static imports), minus `already` preloaded ones. */
export function appPreloads(bundle: OutputBundle, modules: readonly string[], already: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const out: string[] = [];
  const visit = (file: string) => {
    if (already.has(file) || out.includes(file)) return;
    out.push(file);
    for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep);
  };
  for (const mod of modules) {
    const isMod = (id: string | null | undefined) => id?.replace(/\\/g, '/').endsWith(mod) ?? false;
    // Its own chunk, or the chunk a code-splitting group put it in (vite.config.ts's 'app').
    const chunk = chunks.find((c) => isMod(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isMod));
    if (!chunk) throw new Error(`preload-app: no chunk has ${mod} as its module (was it renamed, or made a static import?)`);
    visit(chunk.fileName);
  }
  return out;
}

export function preloadApp(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const already = new Set([...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
        return appPreloads(ctx.bundle as OutputBundle, modules, already).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
