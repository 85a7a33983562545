import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { lazyWithPreload, type Preloadable } from './lazy-page';
import { ROUTE_TABLE, type LobbyCategory, type PageKey, type RouteDef } from './paths';
import type { RouteHandle } from './route-handle';
import { RouteError } from './RouteError';
import { NotFoundPage } from './NotFoundPage';
import { PortalLayout } from '../layout/PortalLayout';

// Each page is its own chunk, imported by path (no string lookup): a missing page is a build error.
const pages: Record<PageKey, Preloadable<{ category?: LobbyCategory }>> = {
  home: lazyWithPreload(() => import('./home-route')),
  login: lazyWithPreload(() => import('@/features/auth/pages/LoginPage')),
  register: lazyWithPreload(() => import('@/features/auth/pages/RegisterPage')),
  lobby: lazyWithPreload(() => import('@/features/games/pages/LobbyPage') as Promise<{ default: ComponentType<{ category?: LobbyCategory }> }>),
  game: lazyWithPreload(() => import('@/features/games/pages/GamePage')),
  lottery: lazyWithPreload(() => import('@/features/lottery/pages/LotteryPage')),
  vnLottery: lazyWithPreload(() => import('@/features/lottery/pages/VnLotteryPage')),
  elott: lazyWithPreload(() => import('@/features/lottery/pages/ElottPage')),
  seamless: lazyWithPreload(() => import('@/features/lottery/pages/SeamlessPage')),
  promotions: lazyWithPreload(() => import('@/features/promotions/pages/PromotionsPage')),
  promotionDetail: lazyWithPreload(() => import('@/features/promotions/pages/PromotionDetailPage')),
  pointsMall: lazyWithPreload(() => import('@/features/points-mall/pages/PointsMallPage')),
  help: lazyWithPreload(() => import('@/features/help/pages/HelpCentrePage')),
  download: lazyWithPreload(() => import('@/features/download/pages/DownloadPage')),
};

function toRoute(def: RouteDef): RouteObject {
  const handle: RouteHandle = { layout: def.layout };
  let element: React.ReactNode;
  if ('redirect' in def) element = <Navigate to={def.redirect} replace />;
  else {
    const Page = pages[def.page];
    element = def.category ? <Page key={def.category} category={def.category} /> : <Page />;
  }
  return { path: def.path, element, handle, errorElement: <RouteError /> };
}

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: { layout: { header: true, footer: true } } satisfies RouteHandle, errorElement: <RouteError /> };

/** The router's routes, built from the one route table (paths.ts). */
export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    errorElement: <RouteError />,
    children: [...ROUTE_TABLE.map(toRoute), notFound],
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
