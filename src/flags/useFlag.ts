import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { FlagKey } from './flags';
import { effective, flagSources } from './store';

/**
 * The effective value of a flag. Re-renders only when that value changes: the settings tree arriving (or
 * `loadFlags` re-stating the manifest's features) must not re-render every flag reader. With a whole-store
 * snapshot it did, and the page layout reads a flag, so every page rendered twice while it loaded.
 */
export function useFlag(key: FlagKey): boolean {
  return useSyncExternalStore(
    (notify) => subscribe(flagSources, notify),
    () => effective(key),
    () => effective(key),
  );
}
