import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import * as auth from '@/features/auth/entry';
import * as games from '@/features/games/entry';
import * as lottery from '@/features/lottery/entry';
import * as promotions from '@/features/promotions/entry';
import * as pointsMall from '@/features/points-mall/entry';
import * as help from '@/features/help/entry';
import * as download from '@/features/download/entry';
import { onceWithTimeout } from './lazy-chunk';
import { NOT_FOUND_LAYOUT, ROUTE_TABLE, type LobbyCategory, type PageKey, type RouteDef } from './paths';
import { routeDefOf } from './match-route';
import type { RouteHandle } from './route-handle';
import { RouteError } from './RouteError';
import { NotFoundPage } from './NotFoundPage';
import { PortalLayout } from '../layout/PortalLayout';
import { PageSkeleton } from '../layout/PageSkeleton';
import { useFlagDecision } from '@/flags/useFlag';
import type { FlagKey } from '@/flags/flags';

type PageModule = { default: ComponentType<{ category?: LobbyCategory }> };

/**
 * Each page is its own chunk, imported through its feature's entry (typed: a
 * missing page is a build error). `onceWithTimeout`: one download per page
 * (boot's preload and the router share it), failed after 120 s (§8).
 */
const pages: Record<PageKey, () => Promise<PageModule>> = {
  home: onceWithTimeout(() => import('./home-route')),
  login: onceWithTimeout(auth.pages.login),
  register: onceWithTimeout(auth.pages.register),
  lobby: onceWithTimeout(games.pages.lobby as () => Promise<PageModule>),
  game: onceWithTimeout(games.pages.game),
  lottery: onceWithTimeout(lottery.pages.lottery),
  vnLottery: onceWithTimeout(lottery.pages.vnLottery),
  elott: onceWithTimeout(lottery.pages.elott),
  seamless: onceWithTimeout(lottery.pages.seamless),
  promotions: onceWithTimeout(promotions.pages.promotions),
  promotionDetail: onceWithTimeout(promotions.pages.promotionDetail),
  pointsMall: onceWithTimeout(pointsMall.pages.pointsMall),
  help: onceWithTimeout(help.pages.help),
  download: onceWithTimeout(download.pages.download),
};

function toRoute(def: RouteDef): RouteObject {
  const handle: RouteHandle = { layout: def.layout };
  const route = { path: def.path, handle, errorElement: <RouteError /> };
  if ('redirect' in def) return { ...route, element: <Navigate to={def.redirect} replace /> };
  const { page, category, flag } = def;
  return {
    ...route,
    // The first page's frame shows at once with this skeleton where the page goes (no layout shift);
    // later navigations show it from PortalLayout (the router keeps the old page until the chunk is in).
    hydrateFallbackElement: <PageSkeleton />,
    lazy: async () => {
      const Page = (await pages[page]()).default;
      const Shown = category ? () => <Page category={category} /> : Page;
      return { Component: flag ? () => <FlagGate flag={flag} page={Shown} /> : Shown };
    },
  };
}

/** A page behind a flag: its skeleton until the flag is decided, the not-found page when the flag is off. */
function FlagGate({ flag, page: Page }: { flag: FlagKey; page: ComponentType }) {
  const on = useFlagDecision(flag);
  if (on === undefined) return <PageSkeleton />;
  return on ? <Page /> : <NotFoundPage />;
}

const notFound: RouteObject = {
  path: '*',
  element: <NotFoundPage />,
  handle: { layout: NOT_FOUND_LAYOUT } satisfies RouteHandle,
  errorElement: <RouteError />,
};

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
 * first render (the router would otherwise ask for it only once it exists).
 */
export function preloadPage(pathname: string): void {
  const def = routeDefOf(pathname);
  if (def && 'page' in def) void pages[def.page]().catch(() => undefined);
}
