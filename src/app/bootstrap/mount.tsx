import { createRoot } from 'react-dom/client';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { askLikeReactIntl } from '@/i18n/intl-first-use';
import { intlWarmUp } from '@/i18n/intl-warm-up';
import { languageInfo } from '@/i18n/languages';
import { language } from '@/i18n/language';
import { App, createPortalRouter } from '../App';
import { preloadPage } from '../routing/routes';
import { nextTask } from '@/lib/tasks';
import type { FirstRequests } from './boot';
import { takeOverTarget } from './take-over';

/** React and the app: a chunk of its own, loaded by src/main.tsx once the first banner is on screen (boot.ts). */
export async function mount(brand: ResolvedBrandConfig, first: FirstRequests): Promise<void> {
  preloadPage(window.location.pathname); // the first page's chunk downloads while React renders the frame
  // The first render's fixed costs run first, each in a task of its own, instead of lengthening that render (the
  // load's longest task: Lighthouse's TBT counts every millisecond of a task past 50). The router matches the first
  // route. The first use of Intl loads the browser's locale data (tens of milliseconds on a phone), which
  // react-intl's provider would otherwise do: a worker has usually done it by now (src/i18n/intl-warm-up.ts).
  await nextTask(); // not in the task that evaluated this chunk
  const router = createPortalRouter();
  if (!(await intlWarmUp())) {
    await nextTask();
    askLikeReactIntl(languageInfo(language.code).bcp47);
  }
  await nextTask();
  // Into #root, or beside the pre-rendered shell that it replaces once it has rendered the same page (take-over.ts).
  createRoot(takeOverTarget(document)).render(<App brand={brand} status={first.status} router={router} />);
}
