import { proxy } from 'valtio';
import type { SettingsNode } from '@/api/models';
import { resolveFlag, type FlagKey, type ManifestFeatures } from './flags';

/**
 * The flag sources of this session: the brand manifest's features and the
 * settings tree, loaded once per session (a failed load leaves the tree empty:
 * flags fall back to their defaults, and a later `loadFlags` may try again).
 * `overrides` is the in-memory provider of tests and stories.
 */
export const flagSources = proxy({
  features: {} as ManifestFeatures,
  tree: null as SettingsNode[] | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  overrides: {} as Partial<Record<FlagKey, boolean>>,
  /** Flags a platform answer closes whatever the other sources say (the permission's register, src/platform/permission.ts). */
  vetoes: {} as Partial<Record<FlagKey, true>>,
});

let loading: Promise<void> | null = null;

/** Session key `settings` (§3): the settings tree this session's flags were read from. */
function keepSettings(tree: SettingsNode[]): void {
  try {
    sessionStorage.setItem('settings', JSON.stringify(tree));
  } catch {
    // storage disabled or full (the flags are in memory either way)
  }
}

/** Load the tree once; repeated calls share the first load. `loadTree` is usually `() => api.call('settingsTree')`. */
export function loadFlags(features: ManifestFeatures, loadTree: () => Promise<SettingsNode[]>): Promise<void> {
  flagSources.features = features;
  loading ??= (async () => {
    flagSources.status = 'loading';
    try {
      flagSources.tree = await loadTree();
      flagSources.status = 'ready';
      keepSettings(flagSources.tree);
    } catch {
      flagSources.status = 'failed';
      loading = null;
    }
  })();
  return loading;
}

/** effective(flag) outside React (guards, stores): a platform veto closes it; else the resolution rule (flags.ts). */
export function effective(
  key: FlagKey,
  sources: {
    features: ManifestFeatures;
    tree: SettingsNode[] | null;
    overrides: Partial<Record<FlagKey, boolean>>;
    vetoes?: Partial<Record<FlagKey, true>>;
  } = flagSources,
): boolean {
  if (sources.vetoes?.[key]) return false;
  return sources.overrides[key] ?? resolveFlag(key, sources.features, sources.tree);
}

/**
 * effective(flag) as the pre-render had it: the manifest's features (and test overrides), no settings tree and no
 * platform answer. What a page being hydrated shows, whatever has arrived meanwhile.
 */
export function effectiveInHtml(key: FlagKey): boolean {
  return effective(key, { features: flagSources.features, tree: null, overrides: flagSources.overrides });
}

/** A platform answer closes (or stops closing) a flag. */
export function setPlatformVeto(key: FlagKey, closed: boolean): void {
  if (closed) flagSources.vetoes[key] = true;
  else delete flagSources.vetoes[key];
}

/** In-memory flags for tests: fixed values, no HTTP. */
export function setMemoryFlags(values: Partial<Record<FlagKey, boolean>>, features: ManifestFeatures = {}, tree: SettingsNode[] | null = null): void {
  flagSources.overrides = { ...values };
  flagSources.features = features;
  flagSources.tree = tree;
  flagSources.status = 'ready';
}

export function resetFlags(): void {
  loading = null;
  flagSources.features = {};
  flagSources.tree = null;
  flagSources.status = 'idle';
  flagSources.overrides = {};
  flagSources.vetoes = {};
}
