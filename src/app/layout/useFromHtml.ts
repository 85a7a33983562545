import { useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True when this component first rendered into HTML: in the build's pre-render, or in the browser while hydrating that
 * HTML (React renders a store's server snapshot then), and it stays so. For a part that a fresh render leaves out but
 * the pre-render keeps: the hydrating render must draw it too, and removing it after hydration would be wasted work.
 */
export function useFromHtml(): boolean {
  const now = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  return useState(now)[0];
}
