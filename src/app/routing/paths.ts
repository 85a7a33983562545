import type { FlagKey } from '@/flags/flags';
import type { BannerRouteGroup, RouteLayout } from './route-handle';

/**
 * THE route table (§2 and its aliases) as plain data: which page each path
 * shows and which parts of the frame (§2 table). The router (routes.tsx) builds
 * its routes from it, banner links may only point at its paths
 * (src/lib/safe-link.ts via KNOWN_PATHS), and boot reads a path's banner group
 * from it before React has downloaded. Plain data with type-only imports, so the
 * small boot chunk and node scripts can read it.
 */
export type LobbyCategory = 'RNG' | 'PVP' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';

export type PageKey =
  | 'home'
  | 'login'
  | 'register'
  | 'lobby'
  | 'game'
  | 'lottery'
  | 'vnLottery'
  | 'elott'
  | 'seamless'
  | 'promotions'
  | 'promotionDetail'
  | 'pointsMall'
  | 'help'
  | 'download'
  | 'lines';

/** `flag`: the page exists only while this flag is on (§6); off, the path answers as an unknown one. */
export type RouteDef = { path: string; layout: RouteLayout } & ({ page: PageKey; category?: LobbyCategory; flag?: FlagKey } | { redirect: string });

const FULL: RouteLayout = { side: true, header: true, footer: true };
const LOBBY = (banner: BannerRouteGroup): RouteLayout => ({ side: true, banner, footer: true });
const home = (path: string): RouteDef => ({ path, page: 'home', layout: { ...FULL, banner: 'home' } });
const lobby = (path: string, category: LobbyCategory, banner: BannerRouteGroup): RouteDef => ({ path, page: 'lobby', category, layout: LOBBY(banner) });

export const ROUTE_TABLE: readonly RouteDef[] = [
  home('/'),
  home('/index'),
  home('/index.html'),
  home('/home'),
  { path: '/register', page: 'register', flag: 'directRegistration', layout: { header: true, banner: 'register' } },
  { path: '/register.html', page: 'register', flag: 'directRegistration', layout: { header: true, banner: 'register' } },
  { path: '/login', page: 'login', layout: {} },
  { path: '/pointMall', page: 'pointsMall', flag: 'pointsMall', layout: { header: true, banner: 'shop', footer: true } },
  { path: '/lottery', page: 'lottery', layout: { header: true } },
  { path: '/vnlottery', page: 'vnLottery', layout: { side: true, header: true, sideCollapsed: true } },
  { path: '/elott', page: 'elott', layout: LOBBY('lottery') },
  lobby('/rng', 'RNG', 'rng'),
  lobby('/pvp', 'PVP', 'pvp'),
  lobby('/live', 'LIVE', 'live'),
  lobby('/fish', 'FISH', 'fish'),
  lobby('/sports', 'SPORTS', 'sports'),
  lobby('/esports', 'ESPORTS', 'esports'),
  lobby('/cockfight', 'COCKFIGHT', 'cockfight'),
  lobby('/cockfightGames', 'COCKFIGHT', 'cockfight'),
  { path: '/promotions', page: 'promotions', layout: FULL },
  { path: '/promotions/:id', page: 'promotionDetail', layout: FULL },
  { path: '/promoDetail', page: 'promotionDetail', layout: FULL },
  { path: '/seamless', page: 'seamless', layout: { side: true, header: true, sideCollapsed: true } },
  { path: '/helpmc', page: 'help', layout: {} },
  { path: '/help', page: 'help', layout: { header: true, banner: 'help', footer: true } },
  { path: '/game', page: 'game', layout: { header: true } },
  { path: '/download', page: 'download', layout: { ...FULL, banner: 'download' } },
  { path: '/down', redirect: '/download', layout: {} },
  // The line-selection screen (mirrors, §7 domain route): each line's measured latency, the one in use, a choice.
  { path: '/lines', page: 'lines', layout: FULL },
  // In-house games are one vendor (BGS, §3) of the slots lobby, whose `page` query picks the vendor tab (§2).
  { path: '/inhouse', redirect: '/rng?page=BGS', layout: {} },
];

/** The frame of the catch-all not-found page. */
export const NOT_FOUND_LAYOUT: RouteLayout = { header: true, footer: true };

/** Every path the router serves. */
export const KNOWN_PATHS: readonly string[] = ROUTE_TABLE.map((r) => r.path);

/** The banner group of a path that shows banners (boot fetches the first page's banners with it). */
export function bannerGroupOfPath(pathname: string): BannerRouteGroup | null {
  return ROUTE_TABLE.find((r) => r.path === pathname)?.layout.banner ?? null;
}
