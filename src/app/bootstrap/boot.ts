import { configureApi } from '@/api/api';
import type { Banner, SystemStatus } from '@/api/models';
import { getBanners } from '@/platform/banners';
import { getSystemStatus } from '@/platform/system-status';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { initLanguage, language } from '@/i18n/language';
import { loadCatalog } from '@/i18n/catalogs';
import { session } from '@/session/session';
import { resumeSession, sessionExpired } from '@/session/lifecycle';
import { bannerGroupOfPath, serverBannerGroup } from './first-banner';
import { adoptStaticShell, paintFirstBanner } from './take-over';

/** What boot has already asked the network for, handed to the app when it mounts. */
export interface FirstRequests {
  status: Promise<SystemStatus>;
}

/**
 * Everything that must happen before the first render, in order:
 * brand → session (and a `?token=` login) → language → API client, then the
 * first requests. The token leaves the address bar here, before React or
 * analytics see the URL. Boot runs from the small entry chunk (src/main.tsx),
 * so the catalog and status requests overlap the download of React and the app.
 */
export function boot(brand: ResolvedBrandConfig): FirstRequests {
  resumeSession(brand.merchantCode);

  initLanguage(brand.languages.enabled, brand.languages.default);
  // The pre-rendered shell (a visitor's page in the brand's default language) stays on screen until the app has rendered
  // this page. A signed-in player would see its "Log in" buttons, so a restored session gets the boot skeleton instead.
  adoptStaticShell(document, window.location.pathname, language.code === brand.languages.default && !session.token);
  // Start the catalog download now, in parallel with the app chunk and the status call.
  void loadCatalog(language.code).catch(() => undefined);

  configureApi({
    baseUrl: brand.api.baseUrl,
    merchantCode: brand.merchantCode,
    getToken: () => session.token,
    getLanguage: () => language.code,
    onNotLoggedIn: sessionExpired,
  });
  const status = getSystemStatus();
  // The first page's banners, asked beside the status (not after it: one round trip less before the page's
  // largest paint). During maintenance the call answers 503 and nothing is painted; the query cache keeps no
  // failure, so the banner slot asks again once the platform is open. The first banner's image loads while
  // React does and shows in the pre-rendered shell's banner box as soon as it is known.
  const group = bannerGroupOfPath(window.location.pathname);
  if (group) {
    void getBanners(serverBannerGroup(brand.bannerGroups, group))
      .then(preloadFirstImage)
      .catch(() => undefined);
  }
  return { status };
}

/** The memory cache hands this same image to the banner's <img> (same URL, no CORS mode). */
function preloadFirstImage(banners: Banner[] | null): void {
  const first = banners?.[0];
  if (!first?.url) return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = first.url;
  paintFirstBanner(document, first.url, first.title);
}
