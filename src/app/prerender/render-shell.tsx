/**
 * Build time only (Node): the server entry that `npm run build` compiles ONCE
 * with `vite build --ssr` (scripts/lib/brand/prerender.ts) and then calls per
 * brand while stamping. It renders the real layout of a route — header, side
 * menu, banner frame, the page in its loading state, footer — with the
 * brand's default language and the real components, so the HTML paints the
 * brand before any script has run, and Emotion's styles for exactly that
 * markup come back as <style data-emotion> tags for the page's <head>. The
 * client's Emotion cache adopts those tags (no second insert), and
 * src/app/bootstrap/take-over.ts swaps the static markup for the live app once
 * that has rendered the same route.
 *
 * Nothing in the rendered tree may touch window/document while rendering:
 * effects do not run here, and external stores answer their server snapshot
 * (queries: loading, media queries: narrow).
 */
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createIntl, RawIntlProvider, type IntlShape } from 'react-intl';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { setMemoryFlags } from '@/flags/store';
import { loadCatalog } from '@/i18n/catalogs';
import { language } from '@/i18n/language';
import { languageInfo, type LanguageCode } from '@/i18n/languages';
import { staticStyleTags } from '@/lib/static-styles';
import { theme } from '@/theme/theme';
import { GlobalStyles } from '../GlobalStyles';
import { portalRoutes } from '../routing/routes';

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
  const router = await routerFor(path);
  // renderToString, not a streaming prerender: lazy widgets (strips, chat) render their fallbacks inline, exactly what
  // the live app shows first, and the HTML needs no inline script (the CSP allows none) to reveal late boundaries.
  const html = renderToString(
    <CacheProvider value={cache}>
      <BrandContext.Provider value={brand}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          <RawIntlProvider value={intlFor(code, messages)}>
            <RouterProvider router={router} />
          </RawIntlProvider>
        </ThemeProvider>
      </BrandContext.Provider>
    </CacheProvider>,
  );
  // A page that fails to render here would fail for every visitor: the build stops instead of shipping an error page.
  if (html.includes('data-testid="route-error"')) throw new Error(`pre-rendering ${path} of ${brand.id} rendered the route error screen`);
  // Plus the static sheets of many-times components (game tiles, lazy images) that the markup uses: without them a
  // tile placeholder has no box until its chunk runs, and the take-over would move what follows.
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + staticStyleTags(html);
  return { html, styles };
}

// One build renders the same few routes and languages for every brand: a router per path and an Intl per language
// serve them all (a router reads no brand: the tree gets it from context; rendering to a string runs no effects, so
// a router's state stays its first match). Matching the route table and building Intl were a third of a render.
const routers = new Map<string, Promise<DataRouter>>();
const intls = new Map<LanguageCode, IntlShape>();

function routerFor(path: string): Promise<DataRouter> {
  let router = routers.get(path);
  if (!router) {
    router = initialized(createMemoryRouter(portalRoutes, { initialEntries: [path] }));
    routers.set(path, router);
  }
  return router;
}

/** Pages are route `lazy` modules: the router initializes once the page's module is in, and the HTML should hold the page. */
function initialized(router: DataRouter): Promise<DataRouter> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}

function intlFor(code: LanguageCode, messages: Record<string, string>): IntlShape {
  let intl = intls.get(code);
  if (!intl) {
    intl = createIntl({ locale: languageInfo(code).bcp47, messages, defaultLocale: 'en', onError: () => undefined });
    intls.set(code, intl);
  }
  return intl;
}
