import { decodeServicePath } from '@/api/service-link';
import { isSafeExternalUrl } from '@/lib/safe-link';

/** §7: the online customer service is the path list's type-3 entry. */
export const ONLINE_SERVICE_TYPE = 3;

/** The decoded, http(s)-only address of the online customer service, or null. Pure. */
export function pickServiceUrl(pathList: readonly { type: number; path: string }[]): string | null {
  const entry = pathList.find((p) => p.type === ONLINE_SERVICE_TYPE);
  if (!entry) return null;
  const url = decodeServicePath(entry.path);
  return url && isSafeExternalUrl(url) ? url : null;
}

export type ServiceKind = 'VIP' | 'LIVECHAT';
export interface ServiceEntry {
  kind: ServiceKind;
  url: string;
}

/**
 * §3's customer-service entries (csType VIP or LIVECHAT) a player may open: http(s) addresses only, live chat for
 * everyone, the VIP desk only for a member with a VIP label or club level. Live chat first. Pure.
 */
export function pickServiceEntries(list: readonly { csType: ServiceKind; path: string }[], isVip: boolean): ServiceEntry[] {
  const order: ServiceKind[] = ['LIVECHAT', 'VIP'];
  return order.flatMap((kind) => {
    const entry = list.find((e) => e.csType === kind && isSafeExternalUrl(e.path));
    return entry && (kind !== 'VIP' || isVip) ? [{ kind, url: entry.path }] : [];
  });
}
