import { useSnapshot } from 'valtio';
import type { FlagKey } from './flags';
import { effective, flagSources } from './store';

/** The effective value of a flag; re-renders when the tree arrives or a test changes it. */
export function useFlag(key: FlagKey): boolean {
  const snap = useSnapshot(flagSources);
  return effective(key, snap as typeof flagSources);
}

/** Whether the settings tree has been answered (or failed): screens that must not flash a wrong variant can wait for it. */
export function useFlagsReady(): boolean {
  const { status } = useSnapshot(flagSources);
  return status === 'ready' || status === 'failed';
}
