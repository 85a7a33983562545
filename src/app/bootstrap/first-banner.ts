import type { BannerRouteGroup } from '../routing/route-handle';

/**
 * The banner group of each path that shows banners, as the route table has it
 * (src/app/routing/routes.tsx; tests/unit/first-banner.test.ts keeps the two
 * equal). Boot runs before the route table has downloaded, and needs only this
 * to fetch the first page's banners during the app download.
 */
const BANNER_BY_PATH: Readonly<Record<string, BannerRouteGroup>> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/register': 'register',
  '/register.html': 'register',
  '/pointMall': 'shop',
  '/elott': 'lottery',
  '/rng': 'rng',
  '/pvp': 'pvp',
  '/live': 'live',
  '/fish': 'fish',
  '/sports': 'sports',
  '/esports': 'esports',
  '/cockfight': 'cockfight',
  '/cockfightGames': 'cockfight',
  '/help': 'help',
  '/download': 'download',
};

export function bannerGroupOfPath(pathname: string): BannerRouteGroup | null {
  return Object.hasOwn(BANNER_BY_PATH, pathname) ? BANNER_BY_PATH[pathname] : null;
}

/** The brand's server group for a route group (§2): its `bannerGroups` map, `w_reg` for register by default. */
export function serverBannerGroup(map: Partial<Record<BannerRouteGroup, string>>, group: BannerRouteGroup): string {
  return map[group] ?? (group === 'register' ? 'w_reg' : group);
}
