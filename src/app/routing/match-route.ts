import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLE, type RouteDef } from './paths';

/** The route table's row for a path (params and aliases matched as the router does), or null (not found). */
export function routeDefOf(pathname: string): RouteDef | null {
  return matchRoutes(ROUTE_TABLE as (RouteDef & { path: string })[], pathname)?.[0]?.route ?? null;
}
