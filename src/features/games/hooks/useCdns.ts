import { useEffect, useState } from 'react';
import { knownCdns, loadCdns, type Cdns } from '../api/cdn';

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
