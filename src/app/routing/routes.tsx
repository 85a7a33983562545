import { use, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import * as auth from '@/features/auth/entry';
import * as games from '@/features/games/entry';
import * as lottery from '@/features/lottery/entry';
import * as promotions from '@/features/promotions/entry';
import * as pointsMall from '@/features/points-mall/entry';
import * as help from '@/features/help/entry';
import * as download from '@/features/download/entry';
import * as lines from '@/features/lines/entry';
import { onceWithTimeout } from './lazy-chunk';
import { ROUTE_TABLE, type LobbyCategory, type PageKey, type RouteDef } from './paths';
import { routeDefOf } from './match-route';
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
const loaders: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./home-route'),
  login: auth.pages.login,
  register: auth.pages.register,
  lobby: games.pages.lobby as () => Promise<PageModule>,
  game: games.pages.game,
  lottery: lottery.pages.lottery,
  vnLottery: lottery.pages.vnLottery,
  elott: lottery.pages.elott,
  seamless: lottery.pages.seamless,
  promotions: promotions.pages.promotions,
  promotionDetail: promotions.pages.promotionDetail,
  pointsMall: pointsMall.pages.pointsMall,
  help: help.pages.help,
  download: download.pages.download,
  lines: lines.pages.lines,
};

/** Pages whose chunk is in: they render at once (a hydrating render must not suspend on a page it already has). */
const loaded: Partial<Record<PageKey, PageModule>> = {};
const pages = Object.fromEntries(
  (Object.keys(loaders) as PageKey[]).map((key) => [key, onceWithTimeout(() => loaders[key]().then((m) => (loaded[key] = m)))]),
) as Record<PageKey, () => Promise<PageModule>>;

/**
 * A route's page: suspends (PortalLayout's page skeleton) until its chunk is in; a chunk that failed throws to the
 * route's error boundary (the reload prompt).
 */
function RoutePage({ page, category, flag }: { page: PageKey; category?: LobbyCategory; flag?: FlagKey }) {
  const Page = (loaded[page] ?? use(pages[page]())).default;
  const shown = <Page category={category} />;
  return flag ? <FlagGate flag={flag}>{shown}</FlagGate> : shown;
}

/** A page behind a flag: its skeleton until the flag is decided, the not-found page when the flag is off. */
function FlagGate({ flag, children }: { flag: FlagKey; children: React.ReactNode }) {
  const on = useFlagDecision(flag);
  if (on === undefined) return <PageSkeleton />;
  return on ? children : <NotFoundPage />;
}

function toRoute(def: RouteDef): RouteObject {
  if ('redirect' in def) return { path: def.path, element: <Navigate to={def.redirect} replace /> };
  return { path: def.path, element: <RoutePage page={def.page} category={def.category} flag={def.flag} /> };
}

/**
 * The router's routes (useRoutes), built from the one route table (paths.ts): the frame, and each path's page in
 * it. The frame reads a path's layout from the table (routeDefOf) and gives each route its error boundary.
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [...ROUTE_TABLE.map(toRoute), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * Starts the download of a path's page chunk before the status answer and the first render (the router would
 * otherwise ask for it only once it renders). Settles when the page can render without suspending (or it failed).
 */
export function preloadPage(pathname: string): Promise<void> {
  const def = routeDefOf(pathname);
  return def && 'page' in def
    ? pages[def.page]().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
