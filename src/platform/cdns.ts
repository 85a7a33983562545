import { useEffect, useState } from 'react';
import { loadPermission } from './permission';
import { pickRandom } from '@/lib/game-launch';

/**
 * Platform data several features share has one home here (src/platform), so
 * the home page asks the `permission` call once and picks ONE image CDN, for
 * the games and the lottery strips alike.
 *
 * CDNs come from the permission answer (§3 imageCDNs, launchGameCDNs), read
 * once per page load through the shared query cache. The image CDN is chosen
 * once at random (§9) and kept, so the same thumbnail keeps the same URL and
 * the lazy-image cache keeps hitting.
 */
export interface Cdns {
  image: string | null;
  launch: string[];
}

let pending: Promise<Cdns> | null = null;
let resolved: Cdns | null = null;

export function loadCdns(): Promise<Cdns> {
  pending ??= loadPermission()
    // Without the permission answer images stay same-origin and launches keep their address.
    .then((p) => (p ? { image: pickRandom(p.info.imageCDNs) ?? null, launch: p.info.launchGameCDNs } : { image: null, launch: [] }))
    .then((c) => (resolved = c));
  return pending;
}

/** The CDNs if already known (lets the first paint of a tile skip a state round trip). */
export function knownCdns(): Cdns | null {
  return resolved;
}

/** The image and launch CDNs; null until the permission answer is in. */
export function useCdns(): Cdns | null {
  const [cdns, setCdns] = useState<Cdns | null>(knownCdns);
  useEffect(() => {
    if (cdns) return;
    let live = true;
    void loadCdns().then((c) => live && setCdns(c));
    return () => {
      live = false;
    };
  }, [cdns]);
  return cdns;
}

/** The chosen image CDN (null: same origin, or not known yet). */
export function useImageCdn(): string | null {
  return useCdns()?.image ?? null;
}
