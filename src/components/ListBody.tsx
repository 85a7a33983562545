import type { ReactNode } from 'react';

export interface ListBodyProps<T> {
  /** The items once they are in; null (or undefined) while none arrived. */
  items: readonly T[] | null | undefined;
  /** The error state while no items arrived and the read failed, or false. */
  failure: ReactNode;
  skeleton: ReactNode;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The body of a list read from the platform, in the order a reader meets it: what went wrong, the skeleton while it
 * loads, the empty state, then the list itself.
 */
export function ListBody<T>({ items, failure, skeleton, empty, children }: ListBodyProps<T>) {
  if (!items) return failure || skeleton;
  return items.length === 0 ? empty : children(items);
}
