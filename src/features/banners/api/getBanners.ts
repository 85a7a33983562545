import { api } from '@/api/api';
import type { Banner } from '@/api/models';

const cache = new Map<string, Promise<Banner[]>>();

/** Banners of one server group (§2), cached per page load so moving between lobbies does not refetch. */
export function getBanners(groupName: string): Promise<Banner[]> {
  let hit = cache.get(groupName);
  if (!hit) {
    hit = api.call('banners', { query: { groupName } }).catch((err: unknown) => {
      cache.delete(groupName);
      throw err;
    });
    cache.set(groupName, hit);
  }
  return hit;
}
