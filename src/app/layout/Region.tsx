import { Suspense, type ReactNode } from 'react';

/**
 * A part of the frame that hydrates on its own (header, side menu, banner, page, footer, overlays): React adopts the
 * pre-rendered markup boundary by boundary, yielding between them, and hydrates first the one a player taps.
 * Nothing inside suspends on its own (lazy parts have their own boundaries), so the fallback never shows.
 */
export function Region({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
