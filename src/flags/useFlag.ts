import { useStore } from '@/api/use-store';
import { subscribe } from 'valtio';
import { flagTable, type FlagDef, type FlagKey } from './flags';
import { effective, effectiveInHtml, flagSources } from './store';

const watchFlags = (notify: () => void) => subscribe(flagSources, notify);

/**
 * The effective value of a flag. Re-renders only when that value changes: the settings tree arriving (or
 * `loadFlags` re-stating the manifest's features) must not re-render every flag reader. With a whole-store
 * snapshot it did, and the page layout reads a flag, so every page rendered twice while it loaded.
 */
export function useFlag(key: FlagKey): boolean {
  return useStore(
    watchFlags,
    () => effective(key),
    // The pre-render had the manifest's flags and no settings tree: a page hydrating renders that first, even when the
    // tree has arrived meanwhile, and React renders the flag's value right after.
    () => effectiveInHtml(key),
  );
}

/** The flag's value once something has decided it (a test override, the manifest, or the settings tree's answer); undefined before. */
function decision(key: FlagKey): boolean | undefined {
  const def: FlagDef = flagTable[key];
  const fromManifest = def.manifestKey ? flagSources.features[def.manifestKey] : undefined;
  if (key in flagSources.overrides || typeof fromManifest === 'boolean') return effective(key);
  return flagSources.status === 'ready' || flagSources.status === 'failed' ? effective(key) : undefined;
}

/**
 * For a flag that opens or closes a whole page: undefined until the flag is decided, so a page is neither
 * shown nor refused on the flag's default while the settings tree is on its way.
 */
export function useFlagDecision(key: FlagKey): boolean | undefined {
  return useStore(
    watchFlags,
    () => decision(key),
    () => undefined,
  );
}
