import { useRef } from 'react';

/**
 * Moving focus among the buttons of a rendered list (a menu's items, a tab list's tabs): put `refAt(i)` on
 * the i-th, then `focusAt(i)` focuses it and `focusedIndex()` says which one has focus (-1: none).
 */
export function useListFocus<T extends HTMLElement>() {
  const elements = useRef<(T | null)[]>([]);
  return {
    refAt: (i: number) => (el: T | null) => {
      elements.current[i] = el;
    },
    focusAt: (i: number) => elements.current[i]?.focus(),
    focusedIndex: () => elements.current.findIndex((el) => el === document.activeElement),
  };
}
