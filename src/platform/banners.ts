import type { Banner } from '@/api/models';
import { fetchQuery } from '@/api/query';

/** Banners change with a deploy, not within a visit: one answer per group for the page load. */
export const BANNERS_STALE_MS = Number.POSITIVE_INFINITY;

export const bannersQuery = (groupName: string) => ({ groupName });

/**
 * Banners of one server group (§2) through the shared query cache: boot asks
 * before React mounts, and the banner slot's useApiQuery reads (or joins) the
 * same entry, so moving between lobbies does not refetch. Platform data (boot
 * and the banner slot share it), so boot's small chunk imports no feature.
 */
export function getBanners(groupName: string): Promise<Banner[]> {
  return fetchQuery('banners', { query: bannersQuery(groupName), staleMs: BANNERS_STALE_MS });
}
