import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

const Block = styled.span<{ w: string; h: string; r?: string }>`
  display: block;
  width: ${(p) => p.w};
  max-width: 100%;
  height: ${(p) => p.h};
  border-radius: ${(p) => p.r ?? p.theme.radius.sm};
  background: linear-gradient(
      90deg,
      ${(p) => p.theme.colours.skeleton} 30%,
      ${(p) => p.theme.colours.skeletonShine} 50%,
      ${(p) => p.theme.colours.skeleton} 70%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const px = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder of the final content's size, so nothing jumps when data lands (CLS). Hidden from screen readers. */
export function Skeleton({ width, height, radius }: { width: number | string; height: number | string; radius?: number | string }) {
  return <Block aria-hidden="true" w={px(width)} h={px(height)} r={radius === undefined ? undefined : px(radius)} />;
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
