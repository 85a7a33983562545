import { useCallback, useEffect, useRef, useState } from 'react';
import { getBalance } from '../api/getBalance';

export type BalanceState = { loading: boolean; amount: number | null; failed: boolean };

/** The member's wallet total; refresh() on demand. Loads when `enabled` (logged in). */
export function useBalance(enabled: boolean) {
  const [state, setState] = useState<BalanceState>({ loading: enabled, amount: null, failed: false });
  const ctrl = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    ctrl.current?.abort();
    const c = new AbortController();
    ctrl.current = c;
    setState((s) => ({ ...s, loading: true, failed: false }));
    getBalance(c.signal).then(
      (amount) => !c.signal.aborted && setState({ loading: false, amount, failed: false }),
      () => !c.signal.aborted && setState((s) => ({ ...s, loading: false, failed: true })),
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading is an external fetch's state
    refresh();
    return () => ctrl.current?.abort();
  }, [enabled, refresh]);

  return { ...state, refresh };
}
