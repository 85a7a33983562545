import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage, lazyWithPreload, type Preloadable } from './lazy-page';
import type { RouteHandle, RouteLayout } from './route-handle';
import { RouteError } from './RouteError';
import { NotFoundPage } from './NotFoundPage';
import { PortalLayout } from '../layout/PortalLayout';

type LobbyProps = { category: 'RNG' | 'PVP' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' };
type WithId = { id?: string };

const HomePage = lazyWithPreload(() => import('../home/HomePage'));
const LoginPage = lazyPage('auth', 'LoginPage');
const RegisterPage = lazyPage('auth', 'RegisterPage');
const LobbyPage = lazyPage<LobbyProps>('games', 'LobbyPage');
const GamePage = lazyPage('games', 'GamePage');
const LotteryPage = lazyPage('lottery', 'LotteryPage');
const VnLotteryPage = lazyPage('lottery', 'VnLotteryPage');
const ElottPage = lazyPage('lottery', 'ElottPage');
const SeamlessPage = lazyPage('lottery', 'SeamlessPage');
const PromotionsPage = lazyPage('promotions', 'PromotionsPage');
const PromotionDetailPage = lazyPage<WithId>('promotions', 'PromotionDetailPage');
const PointsMallPage = lazyPage('points-mall', 'PointsMallPage');
const HelpCentrePage = lazyPage('help', 'HelpCentrePage');
const DownloadPage = lazyPage('download', 'DownloadPage');

// The §2 table as data: which frame parts each route shows.
const FULL: RouteLayout = { side: true, header: true, footer: true };
const LOBBY = (banner: RouteLayout['banner']): RouteLayout => ({ side: true, banner, footer: true });

function page(path: string, element: React.ReactNode, layout: RouteLayout): RouteObject {
  const handle: RouteHandle = { layout };
  return { path, element, handle, errorElement: <RouteError /> };
}

const home = (path: string) => page(path, <HomePage />, { ...FULL, banner: 'home' });
const lobby = (path: string, category: LobbyProps['category'], banner: RouteLayout['banner']) =>
  page(path, <LobbyPage key={category} category={category} />, LOBBY(banner));

export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    errorElement: <RouteError />,
    children: [
      home('/'),
      home('/index'),
      home('/index.html'),
      home('/home'),
      page('/register', <RegisterPage />, { header: true, banner: 'register' }),
      page('/register.html', <RegisterPage />, { header: true, banner: 'register' }),
      page('/login', <LoginPage />, {}),
      page('/pointMall', <PointsMallPage />, { header: true, banner: 'shop', footer: true }),
      page('/lottery', <LotteryPage />, { header: true }),
      page('/vnlottery', <VnLotteryPage />, { side: true, header: true, sideCollapsed: true }),
      page('/elott', <ElottPage />, LOBBY('lottery')),
      lobby('/rng', 'RNG', 'rng'),
      lobby('/pvp', 'PVP', 'pvp'),
      lobby('/live', 'LIVE', 'live'),
      lobby('/fish', 'FISH', 'fish'),
      lobby('/sports', 'SPORTS', 'sports'),
      lobby('/esports', 'ESPORTS', 'esports'),
      lobby('/cockfight', 'COCKFIGHT', 'cockfight'),
      lobby('/cockfightGames', 'COCKFIGHT', 'cockfight'),
      page('/promotions', <PromotionsPage />, FULL),
      page('/promotions/:id', <PromotionDetailPage />, FULL),
      page('/promoDetail', <PromotionDetailPage />, FULL),
      page('/seamless', <SeamlessPage />, { side: true, header: true, sideCollapsed: true }),
      page('/helpmc', <HelpCentrePage />, {}),
      page('/help', <HelpCentrePage />, { header: true, banner: 'help', footer: true }),
      page('/game', <GamePage />, { header: true }),
      page('/download', <DownloadPage />, { ...FULL, banner: 'download' }),
      page('/down', <Navigate to="/download" replace />, {}),
      // In-house games are one vendor (BGS, §3) of the slots lobby, whose `page` query picks the vendor tab (§2).
      page('/inhouse', <Navigate to="/rng?page=BGS" replace />, {}),
      page('*', <NotFoundPage />, { header: true, footer: true }),
    ],
  },
];

/**
 * Starts the download of a path's page chunk before the status answer and the
 * first render (the lazy page would otherwise wait for both).
 */
export function preloadPage(pathname: string): void {
  const matches = matchRoutes(portalRoutes, pathname);
  const el = matches?.[matches.length - 1]?.route.element;
  if (isValidElement(el)) (el.type as Preloadable<unknown>).preload?.();
}
