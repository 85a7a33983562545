// Entry: brand → session/language/api (boot) → first banner → app. Kept tiny: boot starts the status call and the
// first banner's chain from here. The app (React, the router, the shell: src/app/bootstrap/mount.tsx) is imported
// only once that banner is on screen in the pre-rendered shell (or at once when there is none to paint): on a
// phone's connection its 70 KB would otherwise share the bandwidth with the banner, the page's largest paint.
import { readBrandConfig } from '@/brand/brand-config';
import { boot, whenFirstBannerShown } from '@/app/bootstrap/boot';
import { loadCatalog } from '@/i18n/catalogs';
import { startIntlWarmUp } from '@/i18n/intl-warm-up';
import { language } from '@/i18n/language';
import { languageInfo } from '@/i18n/languages';
import { nextTask } from '@/lib/tasks';

const brand = readBrandConfig();
const first = boot(brand);
// Intl's locale data, built by a worker while the page waits for its first banner (amounts use 'en' for currency digits).
startIntlWarmUp([languageInfo(language.code).bcp47, 'en']);
void whenFirstBannerShown(first)
  .then(() => {
    // The app's first render needs the language catalog: it downloads beside the app chunk.
    void loadCatalog(language.code).catch(() => undefined);
    preloadAppChunks();
    // Three imports, three tasks: react-dom, then the other libraries, then the app's own modules (one evaluation
    // of all was the load's longest task; renderer.ts, libraries.ts).
    return import('@/app/bootstrap/renderer');
  })
  .then(nextTask)
  .then(() => import('@/app/bootstrap/libraries'))
  .then(nextTask)
  .then(() => import('@/app/bootstrap/mount'))
  .then(
    ({ mount }) => mount(brand, first),
    (err: unknown) => console.error('the app failed to load', err),
  );

/**
 * The app's files, named by the build in <meta name="app-chunks"> (scripts/vite/app-chunks.ts), all asked for at
 * once: otherwise the app chunk's own imports wait until it has downloaded and parsed.
 */
function preloadAppChunks(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content.split(/\s+/) ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
