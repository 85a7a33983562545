import { useState } from 'react';

let pageFromHtml = false;

/** The app is about to hydrate a pre-rendered page (src/app/bootstrap/mount.tsx). */
export function hydratingPrerenderedPage(): void {
  pageFromHtml = true;
}

/**
 * True in the build's pre-render and in the browser when the app hydrated a pre-rendered page. For a part that a fresh
 * render leaves out but the pre-render keeps: the hydrating render must draw it too, and removing it after hydration
 * would be wasted work. Read once per mount (no second render to find out).
 */
export function useFromHtml(): boolean {
  return useState(() => pageFromHtml || typeof document === 'undefined')[0];
}
