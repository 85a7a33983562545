/**
 * What react-intl's createIntl asks first: the question that makes the browser build its Intl data (tens of
 * milliseconds the first time, then cheap). The warm-up worker's first step, and the app's own where there is no
 * worker (src/i18n/intl-warm-up.ts). A file of its own: the worker imports it, and must not import its starter.
 */
export function askLikeReactIntl(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
}
