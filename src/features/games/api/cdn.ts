import { api } from '@/api/api';
import type { Permission } from '@/api/models';
import { pickRandom } from '@/lib/game-launch';

/**
 * CDNs from the permission answer (§3 imageCDNs, launchGameCDNs), fetched once
 * per page load. The image CDN is chosen once at random (§9) and kept, so the
 * same thumbnail keeps the same URL and the lazy-image cache keeps hitting.
 */
export interface Cdns {
  image: string | null;
  launch: string[];
}

let pending: Promise<Cdns> | null = null;
let resolved: Cdns | null = null;

export function loadCdns(): Promise<Cdns> {
  pending ??= api
    .call<Permission>('permission', { query: { url: window.location.host } })
    .then((p) => ({ image: pickRandom(p?.info?.imageCDNs ?? []) ?? null, launch: p?.info?.launchGameCDNs ?? [] }))
    // Without the permission answer images stay same-origin and launches keep their address.
    .catch(() => ({ image: null, launch: [] }))
    .then((c) => (resolved = c));
  return pending;
}

/** The CDNs if already known (lets the first paint of a tile skip a state round trip). */
export function knownCdns(): Cdns | null {
  return resolved;
}
