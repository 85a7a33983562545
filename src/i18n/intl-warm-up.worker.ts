/**
 * Builds the browser's Intl data for the locales it is sent, off the main thread (intl-warm-up.ts). The first
 * NumberFormat or DateTimeFormat of a page costs 12-30 ms on a fast desktop (ICU's locale data and V8's list of
 * available locales), a long task on a phone; both are caches of the renderer process, so once a worker has paid
 * for them the page's own first formatting costs well under a millisecond.
 */
import { askLikeReactIntl } from './intl-first-use';

onmessage = (event: MessageEvent<readonly string[]>) => {
  for (const locale of event.data) {
    // What react-intl's createIntl asks first, then one formatter of each kind the portal uses.
    askLikeReactIntl(locale);
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.5);
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(0);
  }
  postMessage('done');
};
