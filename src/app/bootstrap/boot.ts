import { api, configureApi } from '@/api/api';
import { configureLines, type LineSwitch } from '@/api/line-switch';
import { readPlatformProfile } from '@/api/profile';
import type { Banner, SystemStatus } from '@/api/models';
import { getBanners } from '@/platform/banners';
import { getSystemStatus } from '@/platform/system-status';
import { loadPermission } from '@/platform/permission';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { initLanguage, language } from '@/i18n/language';
import { session } from '@/session/session';
import { resumeSession, sessionExpired } from '@/session/lifecycle';
import { bannerGroupOfPath, serverBannerGroup } from './first-banner';
import { adoptStaticShell, paintFirstBanner } from './static-shell';

/** What boot has already asked the network for, handed to the app when it mounts. */
export interface FirstRequests {
  status: Promise<SystemStatus>;
  /** The pre-rendered page the app hydrates, or null: the app renders into an empty #root. */
  shell: HTMLElement | null;
  /**
   * Settles once the first banner is on screen in the pre-rendered shell, or at once when there is none to paint
   * (another page, no shell, no banner, a failed call). Never rejects.
   */
  firstBanner: Promise<void>;
}

/**
 * Everything that must happen before the first render, in order:
 * brand → session (and a `?token=` login) → language → API client, then the
 * first requests. The token leaves the address bar here, before React or
 * analytics see the URL. Boot runs from the small entry chunk (src/main.tsx),
 * before React and the app are even asked for.
 */
export function boot(brand: ResolvedBrandConfig): FirstRequests {
  resumeSession(brand.merchantCode);

  initLanguage(brand.languages.enabled, brand.languages.default);
  // The pre-rendered page (a visitor's, in the brand's default language) is hydrated by the app. A signed-in player
  // would see its "Log in" buttons, so a restored session gets the boot skeleton instead.
  const shell = adoptStaticShell(document, window.location.pathname, language.code === brand.languages.default && !session.token);
  const lines = configureLines({
    primaryBase: new URL(brand.api.baseUrl, window.location.href).href.replace(/\/?$/, '/'),
    mirrors: brand.mirrors,
    domains: brand.domains,
    merchantCode: brand.merchantCode,
  });
  configureApi({
    lines,
    baseUrl: brand.api.baseUrl,
    merchantCode: brand.merchantCode,
    getToken: () => session.token,
    getLanguage: () => language.code,
    onNotLoggedIn: sessionExpired,
    profile: readPlatformProfile(document),
  });
  const status = getSystemStatus();
  void status.then((s) => (s.status === 0 ? loadRoutedLines(lines) : undefined)).catch(() => undefined);
  // The permission answer (CDNs, analytics, whether this domain may register), off the first paint's path.
  whenIdle(() => void loadPermission());
  // The first page's banners once the platform says it is open (during maintenance every call answers 503, and a
  // failed request is a console error on the maintenance screen), and the first banner's image: usually the page's
  // largest paint, it loads while React does and shows in the pre-rendered shell's banner box as soon as it is known.
  const group = bannerGroupOfPath(window.location.pathname);
  const first = group
    ? status
        .then((s) => (s.status === 0 ? getBanners(serverBannerGroup(brand.bannerGroups, group)) : null))
        .then((list) => list?.[0])
        .catch(() => undefined)
    : undefined;
  void first?.then(preloadImage);
  // The app's first render waits for this (mount.tsx). Without a static shell there is nothing to paint into.
  const firstBanner = first && shell ? first.then((b) => (b?.url ? paintFirstBanner(document, b.url) : undefined)) : Promise.resolve();
  return { status, shell, firstBanner };
}

/**
 * How long the app's download waits for the first banner to be on screen. Capped: a slow picture must not keep the
 * page inert. Measured from boot; status, banners and a banner image take three round trips on a phone's connection.
 */
const FIRST_BANNER_WAIT_MS = 1500;

/** Settles when the first banner is painted (or there is none to paint), or after FIRST_BANNER_WAIT_MS. */
export function whenFirstBannerShown(first: FirstRequests): Promise<void> {
  return Promise.race([first.firstBanner, new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_BANNER_WAIT_MS))]);
}

/** The platform's domain route (§7) adds lines to the manifest's; asked once the portal is open, off the first paint's path. */
function loadRoutedLines(lines: LineSwitch): void {
  const ask = () =>
    void api
      .call('domainRoute')
      .then((route) => lines.setRouted(route.domainList.map((d) => d.domain)))
      .catch(() => undefined);
  whenIdle(ask);
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1000);
}

/** The memory cache hands this same image to the banner's <img> (same URL, no CORS mode), shell or not. */
function preloadImage(banner: Banner | undefined): void {
  if (!banner?.url) return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = banner.url;
}
