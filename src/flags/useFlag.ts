import { useSnapshot } from 'valtio';
import type { FlagKey } from './flags';
import { effective, flagSources } from './store';

/** The effective value of a flag; re-renders when the tree arrives or a test changes it. */
export function useFlag(key: FlagKey): boolean {
  const snap = useSnapshot(flagSources);
  return effective(key, snap as typeof flagSources);
}
