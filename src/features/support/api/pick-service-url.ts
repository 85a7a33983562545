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
