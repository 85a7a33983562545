import type { Resource } from '@/api/models';

/** Resources (§3: app downloads, social, affiliate link…) are read with useApiQuery('resources'); these pick the app entries. */

export const APP_RESOURCE_TYPES = { android: 'Android', ios: 'MOBILECONFIG' } as const;

export function findResource(list: readonly Resource[], type: string): Resource | undefined {
  return list.find((r) => r.resourceType === type);
}
