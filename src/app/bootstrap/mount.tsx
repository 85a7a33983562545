import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { loadFlags } from '@/flags/store';
import { loadCatalog } from '@/i18n/catalogs';
import { askLikeReactIntl } from '@/i18n/intl-first-use';
import { intlWarmUp } from '@/i18n/intl-warm-up';
import { languageInfo } from '@/i18n/languages';
import { language } from '@/i18n/language';
import { App, loadSettingsTree, type AppProps } from '../App';
import { preloadPage } from '../routing/routes';
import { preloadFirstScreenOverlays } from '../layout/Overlays';
import { isChunkLoadError } from '../routing/lazy-chunk';
import { nextTask } from '@/lib/tasks';
import type { FirstRequests } from './boot';
import { releaseStaticShell } from './static-shell';
import { hydratingPrerenderedPage } from '../layout/useFromHtml';

/** React and the app: a chunk of its own, loaded by src/main.tsx once the first banner is on screen (boot.ts). */
export async function mount(brand: ResolvedBrandConfig, first: FirstRequests): Promise<void> {
  const pageIn = preloadPage(window.location.pathname); // the first page's chunk downloads while React renders the frame
  // The first render's fixed costs run first, each in a task of its own, instead of lengthening that render (the
  // load's longest task: Lighthouse's TBT counts every millisecond of a task past 50). The first use of Intl loads the browser's locale data (tens of milliseconds on a phone), which
  // react-intl's provider would otherwise do: a worker has usually done it by now (src/i18n/intl-warm-up.ts).
  await nextTask(); // not in the task that evaluated this chunk
  // The manifest's flags before the first render, as the pre-render had them; the settings tree follows.
  void loadFlags(brand.features, loadSettingsTree);
  const overlaysIn = preloadFirstScreenOverlays(); // by the manifest's flags, as the pre-render drew them
  if (!(await intlWarmUp())) {
    await nextTask();
    askLikeReactIntl(languageInfo(language.code).bcp47);
  }
  const root = document.getElementById('root')!;
  const app: AppProps = { brand, status: first.status };
  const catalog = first.shell && (await hydrationReady(Promise.all([pageIn, overlaysIn])));
  await nextTask();
  if (first.shell && catalog) {
    // The first render is the pre-rendered page (same tree, same catalog, the page's chunk in): React adopts its
    // markup region by region instead of building it again; platform data arrives after.
    releaseStaticShell(first.shell);
    hydratingPrerenderedPage();
    // In a transition: React 19 renders a default-lane hydration in one blocking pass (the whole page, one long
    // task); a transition's hydration yields to the browser every few milliseconds, and a tap still hydrates its
    // region first.
    startTransition(() => {
      hydrateRoot(root, <App {...app} catalog={catalog} />, { onRecoverableError: reportRecoverable, onCaughtError: reportCaught });
    });
  } else {
    if (first.shell) releaseStaticShell(first.shell);
    root.replaceChildren();
    // A catalog that failed while waiting to hydrate has had its retries: the app says so at once.
    createRoot(root, { onCaughtError: reportCaught }).render(<App {...app} catalogFailed={Boolean(first.shell)} />);
  }
}

/**
 * What the hydrating render needs that the pre-render had: the language's catalog, and the code of the page and of
 * the first-screen overlays (`codeIn`: in, they render without suspending, and a tap on them is never dropped).
 * Null when the catalog fails: the app then renders afresh and says so.
 */
async function hydrationReady(codeIn: Promise<unknown>) {
  const code = language.code;
  const [messages] = await Promise.all([loadCatalog(code).catch(() => null), codeIn]);
  return messages && { code, messages };
}

/**
 * A region whose markup did not match is rendered afresh by React, which then reports it here: logged, so the
 * hydration check (tests/e2e/prerender/hydration.spec.ts) and a player's console both see it.
 */
function reportRecoverable(error: unknown, info: { componentStack?: string }): void {
  console.error('hydration: a region was rendered afresh', error, info.componentStack ?? '');
}

/**
 * What a route's error boundary caught (it shows the route error screen). A page chunk that failed to load is the
 * network's doing and the screen asks for a reload: not a fault to report.
 */
const reportCaught: RootOptions['onCaughtError'] = (error, info) => {
  if (!isChunkLoadError(error)) console.error('route error', error, info.componentStack ?? '');
};
