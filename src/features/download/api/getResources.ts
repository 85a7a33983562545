import { api } from '@/api/api';
import type { Resource } from '@/api/models';

let cache: Promise<Resource[]> | null = null;

/** Resources (§3: app downloads, social, affiliate link…). Fetched once per page load; a failure is not cached. */
export function getResources(): Promise<Resource[]> {
  cache ??= api.call('resources').catch((err: unknown) => {
    cache = null;
    throw err;
  });
  return cache;
}

export const APP_RESOURCE_TYPES = { android: 'Android', ios: 'MOBILECONFIG' } as const;

export function findResource(list: readonly Resource[], type: string): Resource | undefined {
  return list.find((r) => r.resourceType === type);
}
