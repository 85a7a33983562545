import { useLayoutEffect, useState, type ReactNode } from 'react';
import { isSlicing, queueSlice, SKELETON_ATTR } from '../bootstrap/take-over';

/**
 * A part of the frame that the take-over renders in a task of its own (take-over.ts, `isSlicing`): until then a
 * hidden placeholder that keeps the swap waiting. Outside the take-over it is just its children.
 */
export function TakeOverSlice({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !isSlicing());
  useLayoutEffect(() => (shown ? undefined : queueSlice(() => setShown(true))), [shown]);
  return shown ? <>{children}</> : <div hidden {...{ [SKELETON_ATTR]: 'slice' }} />;
}
