import { configureApi } from '@/api/api';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { initLanguage, language } from '@/i18n/language';
import { loadCatalog } from '@/i18n/catalogs';
import { restoreSession, session, setToken } from '@/session/session';
import { takeTokenFromUrl } from './query-token';

/**
 * Everything that must happen before the first render, in order:
 * brand → session (and a `?token=` login) → language → API client.
 * The token leaves the address bar here, before React or analytics see the URL.
 */
export function boot(brand: ResolvedBrandConfig): void {
  restoreSession(brand.merchantCode);
  const { token, cleanUrl } = takeTokenFromUrl(window.location.href);
  if (cleanUrl !== window.location.href) window.history.replaceState(window.history.state, '', cleanUrl);
  if (token) setToken(token);

  initLanguage(brand.languages.enabled, brand.languages.default);
  // Start the catalog download now, in parallel with the app chunk and the status call.
  void loadCatalog(language.code).catch(() => undefined);

  configureApi({
    baseUrl: brand.api.baseUrl,
    merchantCode: brand.merchantCode,
    getToken: () => session.token,
    getLanguage: () => language.code,
  });
}
