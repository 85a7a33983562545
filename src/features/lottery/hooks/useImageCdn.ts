import { useEffect, useState } from 'react';
import { api } from '@/api/api';
import type { Permission } from '@/api/models';
import { pickRandom } from '@/lib/game-launch';

/**
 * The image CDN (§9: picked at random from the permission's imageCDNs, same
 * origin when there is none), chosen once per page load so URLs stay stable.
 */
let chosen: Promise<string | null> | null = null;
let known: string | null | undefined;

export function useImageCdn(): string | null {
  const [cdn, setCdn] = useState<string | null>(known ?? null);
  useEffect(() => {
    if (known !== undefined) return;
    chosen ??= api
      .call<Permission>('permission', { query: { url: window.location.host } })
      .then((p) => pickRandom(p?.info?.imageCDNs ?? []) ?? null)
      .catch(() => null)
      .then((c) => (known = c));
    let live = true;
    void chosen.then((c) => live && setCdn(c));
    return () => {
      live = false;
    };
  }, []);
  return cdn;
}
