import { matchRoutes } from 'react-router-dom';
import { NOT_FOUND_LAYOUT, ROUTE_TABLE, type RouteDef } from './paths';
import type { RouteLayout } from './route-handle';

/** The route table's row for a path (params and aliases matched as the router does), or null (not found). */
export function routeDefOf(pathname: string): RouteDef | null {
  return matchRoutes(ROUTE_TABLE as (RouteDef & { path: string })[], pathname)?.[0]?.route ?? null;
}

/** The frame a path shows (§2 table): the not-found frame for unknown paths. */
export function layoutOfPath(pathname: string): RouteLayout {
  return routeDefOf(pathname)?.layout ?? NOT_FOUND_LAYOUT;
}
