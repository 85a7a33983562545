import { useCallback } from 'react';
import { useStore } from '@/api/use-store';

/** Live match of a media query (layout switches that CSS alone cannot do, e.g. drawer vs column). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    [query],
  );
  return useStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
