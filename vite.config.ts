import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { createHtmlPlugin } from 'vite-plugin-html';
import { fileURLToPath } from 'node:url';
import { brandDev } from './scripts/vite/brand-dev.ts';
import { localeFallback } from './scripts/vite/locale-fallback.ts';
import { intlNoParser } from './scripts/vite/intl-no-parser.ts';
import { callTableWithoutSchemas } from './scripts/vite/call-table-schemas.ts';
import { markAppChunks } from './scripts/vite/app-chunks.ts';
import { routerPure } from './scripts/vite/router-pure.ts';
import { templateMarkers } from './scripts/lib/brand/stamp.ts';

// Shared by dev, build and vitest. The portal is compiled ONCE for all brands:
// index.html keeps markers (templateMarkers) that `npm run build` stamps per
// brand and the dev server stamps for BRAND. BRANDS_DIR lets tests and the
// bench point at a temporary brands folder.
const brandsDir = process.env.BRANDS_DIR ?? fileURLToPath(new URL('./brands', import.meta.url));

// React Router's package exports name its development build for every condition (remix-run/react-router#12532,
// #14753: "temporary"); its production build is the same code with the developer warnings switched off, which the
// minifier then drops. The browser build takes the production files.
const routerProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: routerProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
];

/**
 * The first load as four files instead of seventeen: the entry with everything it imports statically, react-dom
 * (src/app/bootstrap/renderer.ts), the other libraries (libraries.ts) and `app` (src/app/bootstrap/mount.tsx with
 * every static import the entry does not already have); src/main.tsx evaluates them one task each. Left to
 * automatic splitting, the shared pieces became 15 small chunks; over HTTP/1.1's six connections per host
 * they queued ahead of the status call and the first banner (bench:web: LCP 2.5-2.8 s → 2.2-2.4 s). Route and
 * widget chunks are still split automatically: a group takes only what its module needs from the start.
 */
const FIRST_LOAD_CHUNKS = {
  groups: [
    { name: 'boot', tags: ['$initial' as const], priority: 2 },
    { name: 'app-renderer', test: /src[\\/]app[\\/]bootstrap[\\/]renderer\.ts$/, priority: 1.75 },
    { name: 'app-libraries', test: /src[\\/]app[\\/]bootstrap[\\/]libraries\.ts$/, priority: 1.5 },
    { name: 'app', test: /src[\\/]app[\\/]bootstrap[\\/]mount\.tsx$/, priority: 1 },
  ],
};

/**
 * The browser build only (a plugin: vitest merges this config as an object): the first-load chunk groups and React
 * Router's production files.
 */
function browserBuildOnly(): Plugin {
  return {
    name: 'portal:browser-build-only',
    config: (_, { command, isSsrBuild, mode }) =>
      command === 'build' && !isSsrBuild && mode !== 'test'
        ? {
            resolve: { alias: ROUTER_PRODUCTION_ALIASES },
            build: { rolldownOptions: { output: { codeSplitting: FIRST_LOAD_CHUNKS } } },
          }
        : undefined,
  };
}

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    browserBuildOnly(),
    localeFallback(),
    // Build only: catalogs arrive as ICU ASTs, so react-intl ships without its parser.
    intlNoParser(),
    callTableWithoutSchemas(),
    // Build only: React Router's unused components (its own Link, Form) drop out of the bundle.
    routerPure(),
    // minify off: the markers must survive until stamping (and the page is tiny).
    createHtmlPlugin({ minify: false, inject: { data: { ...templateMarkers } } }),
    brandDev(brandsDir),
    // The entry boots and imports the app once the first banner is up; the HTML names the app's files for the budget.
    markAppChunks(['src/app/bootstrap/renderer.ts', 'src/app/bootstrap/libraries.ts', 'src/app/bootstrap/mount.tsx']),
  ] as PluginOption[],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // No vendor chunk: route-level lazy() splits are the shell's job, and merging vendors into one chunk would
    // defeat them (the first load's two groups are FIRST_LOAD_CHUNKS above). Sizes are reported
    // (gzip) by scripts/build-brands.ts instead of Vite's slower report.
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    // No preload helper on dynamic imports: it appended a <link rel="modulepreload"> per dependency of each lazy
    // chunk, main-thread work on a throttled phone in the load's busiest second (the comparison is in the commit
    // that turned it off). The browser fetches a lazy chunk's imports itself once it has
    // the chunk (one more round trip for a chunk whose dependencies are not loaded yet); the entry's own imports
    // are still preloaded from the HTML, and the app chunk is imported after the first banner (scripts/vite/app-chunks.ts).
    modulePreload: false,
  },
});
