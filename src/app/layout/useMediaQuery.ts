import { useSyncExternalStore } from 'react';

/** Live match of a media query (layout switches that CSS alone cannot do, e.g. drawer vs column). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
