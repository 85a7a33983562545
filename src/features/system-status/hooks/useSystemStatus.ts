import { startTransition, useEffect, useState } from 'react';
import type { SystemStatus } from '@/api/models';
import { getSystemStatus } from '@/platform/system-status';

/** While blocked, ask again this often: when the platform is back the app returns in place (no reload, no loop). */
export const STATUS_RECHECK_MS = 30_000;

export type StatusState = { phase: 'checking' } | { phase: 'ready'; status: SystemStatus };

/**
 * The platform's status at start (§2, §4). A failed check lets the visitor in:
 * the status call being down must not lock everyone out; the pages' own calls
 * then show their errors.
 */
export function useSystemStatus(first: Promise<SystemStatus> | null = null): StatusState & { recheck: () => void } {
  const [state, setState] = useState<StatusState>({ phase: 'checking' });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    const request = tick === 0 && first ? first : getSystemStatus(ctrl.signal);
    // A transition: the app's first full render yields to the browser instead of one long task (TBT).
    const ready = (status: SystemStatus) => !ctrl.signal.aborted && startTransition(() => setState({ phase: 'ready', status }));
    request.then(ready, () => ready({ status: 0 }));
    return () => ctrl.abort();
  }, [tick, first]);

  const blocked = state.phase === 'ready' && state.status.status !== 0;
  useEffect(() => {
    if (!blocked) return;
    const t = window.setInterval(() => setTick((n) => n + 1), STATUS_RECHECK_MS);
    return () => window.clearInterval(t);
  }, [blocked]);

  return { ...state, recheck: () => setTick((n) => n + 1) };
}
