/**
 * The entry (src/main.tsx) is small on purpose: it boots, paints the first
 * banner into the pre-rendered shell, and only then imports the app
 * dynamically. The app chunk is not preloaded from the HTML: on a phone's
 * connection its download would share the bandwidth with the banner's chain
 * (status → banners → image), the page's largest paint (issue 13). The app's
 * files are still named in the HTML, in <meta name="app-chunks">, so the
 * first-load budget (scripts/lib/brand/bundle-size.ts) and bench:web count
 * what every first visit downloads.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The meta tag listing the app's chunk files (space-separated URLs). */
export const APP_CHUNKS_META = 'app-chunks';

/** Pure: the chunk files of `modules` (their chunks + static imports), minus `already` loaded ones. */
export function appChunkFiles(bundle: OutputBundle, modules: readonly string[], already: ReadonlySet<string>): string[] {
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
    if (!chunk) throw new Error(`app-chunks: no chunk has ${mod} as its module (was it renamed, or made a static import?)`);
    visit(chunk.fileName);
  }
  return out;
}

export function markAppChunks(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'portal:app-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const already = new Set([...html.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
        const files = appChunkFiles(ctx.bundle as OutputBundle, modules, already);
        return [{ tag: 'meta', attrs: { name: APP_CHUNKS_META, content: files.map((f) => `${base}${f}`).join(' ') }, injectTo: 'head' as const }];
      },
    },
  };
}
