/**
 * Build time only (Node): the server entry that `npm run build` compiles ONCE
 * with `vite build --ssr` (scripts/lib/brand/prerender.ts) and then calls per
 * brand while stamping. It renders the app itself (src/app/App.tsx: the same
 * providers and layout as the browser) at a route as a visitor sees it before
 * any platform answer — header, side menu, banner frame, the page in its
 * loading state, footer — in the brand's default language, so the HTML paints
 * the brand before any script has run, and Emotion's styles for exactly that
 * markup come back as <style data-emotion> tags for the page's <head>. The
 * client's Emotion cache adopts those tags (no second insert), and the browser
 * hydrates the markup (src/app/bootstrap/mount.tsx).
 *
 * Nothing in the rendered tree may touch window/document while rendering:
 * effects do not run here, and external stores answer their server snapshot
 * (queries: loading, media queries: narrow, flags: the manifest's, theme: the
 * brand's default), which is also what the browser's hydrating render reads.
 */
import createCache from '@emotion/cache';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { setMemoryFlags } from '@/flags/store';
import { loadCatalog } from '@/i18n/catalogs';
import { language } from '@/i18n/language';
import { staticStyleTags } from '@/lib/static-styles';
import { App } from '../App';

export interface RenderedShell {
  /** The markup for <div id="root">. */
  html: string;
  /** <style data-emotion="css …"> tags (the critical CSS of that markup) and the static sheets it uses (<style data-static-styles>). */
  styles: string;
}

/** Renders `path` of `brand` as a visitor sees it before any platform answer, in the brand's default language. */
export async function renderShell(brand: ResolvedBrandConfig, path: string): Promise<RenderedShell> {
  const code = brand.languages.default;
  const messages = await loadCatalog(code, []);
  // Module state the tree reads: the language picker's current language, the manifest's flags (no settings tree yet).
  language.code = code;
  setMemoryFlags({}, brand.features ?? {}, null);

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // A static prerender waits for every lazy part (the page's chunk, strips, chat): the HTML holds what the browser's
  // hydrating render draws once those chunks are in, every boundary complete, so it needs no inline script (the CSP
  // allows none) to reveal a late one, and none is left for the browser to render afresh.
  const html = await toHtml(
    <CacheProvider value={cache}>
      <App brand={brand} Router={Router} catalog={{ code, messages }} />
    </CacheProvider>,
    `pre-rendering ${path} of ${brand.id}`,
  );
  // Plus the static sheets of many-times components (game tiles, lazy images) that the markup uses: without them a
  // tile placeholder has no box until its chunk runs, and hydration would move what follows.
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + staticStyleTags(html);
  // React hoists resource hints (the logo's image preload) to the start of a render that has no <head>: they go to the
  // page's <head>, and #root holds only what the browser hydrates.
  const hints = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return { html: html.slice(hints.length), styles: hints + styles };
}

async function toHtml(tree: ReactNode, what: string): Promise<string> {
  // A part that throws here would throw for every visitor (React would leave its boundary for the browser to render,
  // or the route error screen): the build stops instead of shipping it.
  const errors: unknown[] = [];
  // No boundary outlined into a hidden segment and a script to move it in place: one document, in order.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (e) => void errors.push(e) });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw new Error(`${what} failed: ${String(errors[0])}`, { cause: errors[0] });
  return html;
}
