import { startTransition, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';

const neverNotifies = () => () => undefined;
/** Which snapshot React asked for last: it asks for the server's only while it hydrates. */
let askedFor: 'server' | 'client' = 'client';
const clientSnapshot = () => {
  askedFor = 'client';
  return 0;
};
const serverSnapshot = () => {
  askedFor = 'server';
  return 0;
};

/**
 * useSyncExternalStore's contract (the store's value, the pre-render's value while hydrating), with each change
 * reaching the component as a transition. useSyncExternalStore re-renders synchronously: a store that changed while
 * a page hydrated (the platform's answers, flags, a phone's media query) had React re-render every reader in one
 * blocking task right after hydration, and an answer arriving later re-rendered its whole region the same way. A
 * transition renders in slices, and a tap in the meantime is handled first.
 *
 * `subscribe` should keep its identity between renders (module scope or useCallback): a new one re-subscribes.
 */
export function useStore<T>(subscribe: (notify: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  // React asks for a server snapshot only while it hydrates: this learns that without handing React two different
  // values (which it reconciles by that synchronous re-render).
  useSyncExternalStore(neverNotifies, clientSnapshot, serverSnapshot);
  const hydrating = askedFor === 'server';
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const value = hydrating ? getServerSnapshot() : getSnapshot();
  // What the component last showed and how to read the store now, for the subscription (a notification re-renders
  // only when the value differs, as useSyncExternalStore bails out).
  const shown = useRef({ value, getSnapshot });
  useEffect(() => {
    shown.current = { value, getSnapshot };
  });

  useEffect(() => {
    const notify = () => {
      if (!Object.is(shown.current.getSnapshot(), shown.current.value)) startTransition(changed);
    };
    const unsubscribe = subscribe(notify);
    // What changed between this render and this subscription (the live value after hydration, an answer meanwhile).
    notify();
    return unsubscribe;
  }, [subscribe]);
  return value;
}
