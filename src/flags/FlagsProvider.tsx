import { useEffect, useState, type ReactNode } from 'react';
import type { SettingsNode } from '@/api/models';
import type { FlagKey, ManifestFeatures } from './flags';
import { loadFlags, setMemoryFlags } from './store';

/**
 * Loads the settings tree once per session for `useFlag`. src/app mounts it
 * with the brand's `features` and `() => api.call('settingsTree')`.
 */
export function FlagsProvider({ features, loadTree, children }: { features: ManifestFeatures; loadTree: () => Promise<SettingsNode[]>; children: ReactNode }) {
  useEffect(() => {
    void loadFlags(features, loadTree);
  }, [features, loadTree]);
  return <>{children}</>;
}

/** The in-memory provider for component tests: fixed values, no HTTP. */
export function MemoryFlagsProvider({ flags, children }: { flags: Partial<Record<FlagKey, boolean>>; children: ReactNode }) {
  // Set before the first render of the children (not in an effect), once per mount.
  useState(() => setMemoryFlags(flags));
  return <>{children}</>;
}
