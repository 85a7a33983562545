import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { insertStaticStyles } from '@/lib/static-styles';
import { theme as t } from '@/theme/theme';

// One static sheet (why: src/lib/static-styles.ts): a loading page draws dozens of skeletons at once, and as a
// styled component each one hashed and serialised its CSS (and inserted a rule per size) on every render.
// The shine moves by transform on a layer of its own, which the compositor animates: an animated
// background-position is repainted by the main thread every frame, which on a phone turns a loading page's idle
// frames into work that delays the app taking over (Lighthouse counts each such task toward TBT).
// The shine waits 1 s before it starts (off the box until then): a running animation on 50 skeletons still cost the
// main thread a style update per frame, and most loads replace their skeletons within that second, so they never
// animate at all; a slow answer still gets the shimmer (figures: README, issue 13's section).
insertStaticStyles(
  'skeleton',
  `@keyframes sk-shimmer{from{transform:translateX(-100%)}to{transform:translateX(100%)}}
.sk{display:block;position:relative;overflow:hidden;max-width:100%;border-radius:${t.radius.sm};background:${t.colours.skeleton}}
.sk::after{content:"";position:absolute;inset:0;transform:translateX(-100%);background:linear-gradient(90deg,transparent 20%,${t.colours.skeletonShine} 50%,transparent 80%);animation:sk-shimmer 1.4s ease-in-out 1s infinite}
@media (prefers-reduced-motion:reduce){.sk::after{animation:none;display:none}}`,
);

/** The skeleton's class, for placeholders built once as plain elements (a loading row of tiles) instead of components. */
export const SKELETON_CLASS = 'sk';

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder of the final content's size, so nothing jumps when data lands (CLS). Hidden from screen readers. */
export function Skeleton({ width, height, radius }: { width: number | string; height: number | string; radius?: number | string }) {
  return (
    <span aria-hidden="true" className="sk" style={{ width: px(width), height: px(height), borderRadius: radius === undefined ? undefined : px(radius) }} />
  );
}

/** `count` full-width placeholders as list items: what a `<ul>` list or grid shows while its items load. */
export function SkeletonItems({ count, height, radius }: { count: number; height: number | string; radius?: number | string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton width="100%" height={height} radius={radius} />
        </li>
      ))}
    </>
  );
}

const Column = styled.div<{ gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.gap}px;
`;

/** Skeletons one under the other, `gap` px apart (a page's heading and body while it loads), marked busy. */
export function SkeletonStack({ gap, children }: { gap: number; children: ReactNode }) {
  return (
    <Column aria-busy="true" gap={gap}>
      {children}
    </Column>
  );
}
