import type { BannerRouteGroup } from '../routing/route-handle';

/** A path's banner group comes from the one route table (src/app/routing/paths.ts). */
export { bannerGroupOfPath } from '../routing/paths';

/** The brand's server group for a route group (§2): its `bannerGroups` map, `w_reg` for register by default. */
export function serverBannerGroup(map: Partial<Record<BannerRouteGroup, string>>, group: BannerRouteGroup): string {
  return map[group] ?? (group === 'register' ? 'w_reg' : group);
}
