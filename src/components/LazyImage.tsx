import { memo, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { OBSERVER_THRESHOLD, loadedImages, preloadMargin } from '@/lib/image-cache';
import { insertStaticStyles } from '@/lib/static-styles';
import { theme } from '@/theme/theme';

/**
 * An image that loads when it comes within 1.3 screens of the viewport (§9),
 * tries once, and shows `fallback` if that fails. Its box has a fixed aspect
 * ratio, so nothing moves when the image arrives (zero layout shift).
 *
 * One IntersectionObserver serves every LazyImage on the page (42 tiles would
 * otherwise mean 42 observers), and the styles are one static sheet (see
 * src/lib/static-styles.ts): grids render dozens of these at once.
 */
type State = 'waiting' | 'loading' | 'loaded' | 'failed';

insertStaticStyles(
  'lazy-image',
  `.lzi{position:relative;display:block;width:100%;overflow:hidden;background:${theme.colours.skeleton}}
.lzi[data-state=loaded],.lzi[data-state=failed]{background:${theme.colours.surfaceSunken}}
.lzi>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0;transition:opacity ${theme.motion.normal}}
.lzi>img[data-ready=true]{opacity:1}
.lzi>.lzi-fb{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
@media (prefers-reduced-motion:reduce){.lzi>img{transition:none}}`,
);

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

export interface LazyImageProps {
  src: string | null;
  alt: string;
  /** width / height of the box; the image covers it. */
  ratio?: number;
  /** Shown when the one attempt fails or there is no src. */
  fallback: ReactNode;
  className?: string;
}

/**
 * A tile leaving the page (next page, new search) should not keep downloading
 * its thumbnail: clearing src cancels the request and frees the connection.
 */
function abortOnUnmount(img: HTMLImageElement | null) {
  if (!img) return;
  return () => {
    if (!img.complete) img.removeAttribute('src');
  };
}

const ratios = new Map<number, CSSProperties>();
const ratioStyle = (r: number) => {
  let s = ratios.get(r);
  if (!s) ratios.set(r, (s = { aspectRatio: String(r) }));
  return s;
};

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
    <span ref={ref} className={className ? `lzi ${className}` : 'lzi'} style={ratioStyle(ratio)} data-state={current}>
      {src && (current === 'loading' || current === 'loaded') && (
        <img
          src={src}
          alt={alt}
          decoding="async"
          // Thumbnails queue behind the game-list call, not ahead of it (6 connections per host on HTTP/1.1).
          fetchPriority="low"
          draggable={false}
          ref={abortOnUnmount}
          data-ready={current === 'loaded'}
          onLoad={() => {
            loadedImages.add(src);
            setState({ src, state: 'loaded' });
          }}
          // One attempt (§5): no retry, the fallback stays.
          onError={() => setState({ src, state: 'failed' })}
        />
      )}
      {current === 'failed' && <span className="lzi-fb">{fallback}</span>}
    </span>
  );
});
