import styled from '@emotion/styled';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { OBSERVER_THRESHOLD, loadedImages, preloadMargin } from '@/lib/image-cache';

/**
 * An image that loads when it comes within 1.3 screens of the viewport (§9),
 * tries once, and shows `fallback` if that fails. Its box has a fixed aspect
 * ratio, so nothing moves when the image arrives (zero layout shift).
 *
 * One IntersectionObserver serves every LazyImage on the page: 42 tiles would
 * otherwise mean 42 observers.
 */
type State = 'waiting' | 'loading' | 'loaded' | 'failed';

const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function observe(el: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible(); // very old browsers and some test DOMs: just load
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        callbacks.get(e.target)?.();
        callbacks.delete(e.target);
        observer?.unobserve(e.target);
      }
    },
    { rootMargin: preloadMargin(), threshold: OBSERVER_THRESHOLD },
  );
  callbacks.set(el, onVisible);
  observer.observe(el);
  return () => {
    callbacks.delete(el);
    observer?.unobserve(el);
  };
}

const Box = styled.span<{ ratio: number }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${(p) => p.ratio};
  overflow: hidden;
  background: ${(p) => p.theme.colours.skeleton};
  &[data-state='loaded'],
  &[data-state='failed'] {
    background: ${(p) => p.theme.colours.surfaceSunken};
  }
`;

const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity ${(p) => p.theme.motion.normal};
  &[data-ready='true'] {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Fallback = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface LazyImageProps {
  src: string | null;
  alt: string;
  /** width / height of the box; the image covers it. */
  ratio?: number;
  /** Shown when the one attempt fails or there is no src. */
  fallback: ReactNode;
  className?: string;
}

export const LazyImage = memo(function LazyImage({ src, alt, ratio = 1, fallback, className }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const cached = src !== null && loadedImages.has(src);
  const [state, setState] = useState<{ src: string | null; state: State }>({ src, state: cached ? 'loaded' : src ? 'waiting' : 'failed' });
  // A new src (tile reused for another game) starts over; derived in render, no effect round trip.
  const current = state.src === src ? state.state : cached ? 'loaded' : src ? 'waiting' : 'failed';
  if (state.src !== src) setState({ src, state: current });

  useEffect(() => {
    if (current !== 'waiting' || !ref.current) return;
    return observe(ref.current, () => setState((s) => (s.src === src && s.state === 'waiting' ? { src, state: 'loading' } : s)));
  }, [current, src]);

  return (
    <Box ref={ref} ratio={ratio} className={className} data-state={current}>
      {src && (current === 'loading' || current === 'loaded') && (
        <Img
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          data-ready={current === 'loaded'}
          onLoad={() => {
            loadedImages.add(src);
            setState({ src, state: 'loaded' });
          }}
          // One attempt (§5): no retry, the fallback stays.
          onError={() => setState({ src, state: 'failed' })}
        />
      )}
      {current === 'failed' && <Fallback>{fallback}</Fallback>}
    </Box>
  );
});
