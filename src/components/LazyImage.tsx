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
 * src/lib/static-styles.ts): grids render dozens of these at once. For the
 * same reason the picture is not React state: the observer puts the <img> in
 * the box and its load event shows it, so an image costs its tile no
 * render at all (two per tile before: coming near, then loaded). Only a
 * failure renders again, to show the fallback.
 * The picture appears at once, without a fade: 42 thumbnails fading in as each
 * arrived kept the page repainting for as long as a page of them loaded, and a
 * page turn's next paint waited behind those frames (bench:inp, lobby page turn).
 */
insertStaticStyles(
  'lazy-image',
  `.lzi{position:relative;display:block;width:100%;overflow:hidden;background:${theme.colours.skeleton}}
.lzi>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:0}
.lzi>img[data-ready=true]{opacity:1;background:${theme.colours.surfaceSunken}}
.lzi>.lzi-fb{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:${theme.colours.surfaceSunken}}`,
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

const ratios = new Map<number, CSSProperties>();
const ratioStyle = (r: number) => {
  let s = ratios.get(r);
  if (!s) ratios.set(r, (s = { aspectRatio: String(r) }));
  return s;
};

/** The picture, made when the box comes near: decoded off the main thread, queued behind the page's data calls. */
function startImage(box: HTMLElement, src: string, alt: string, onFail: () => void): () => void {
  const img = document.createElement('img');
  img.alt = alt;
  img.decoding = 'async';
  // Thumbnails queue behind the game-list call, not ahead of it (6 connections per host on HTTP/1.1).
  img.setAttribute('fetchpriority', 'low');
  img.draggable = false;
  img.onload = () => {
    loadedImages.add(src);
    img.dataset.ready = 'true';
    box.dataset.state = 'loaded';
  };
  // One attempt (§5): no retry, the fallback stays.
  img.onerror = () => {
    img.remove();
    box.dataset.state = 'failed';
    onFail();
  };
  img.src = src;
  box.dataset.state = 'loading';
  box.prepend(img);
  return () => {
    // A tile leaving the page (next page, new search) should not keep downloading its thumbnail: clearing src
    // cancels the request and frees the connection.
    if (!img.complete) img.removeAttribute('src');
    img.remove();
    delete box.dataset.state;
  };
}

/**
 * The picture's state for a box of the caller's own (a tile rendering dozens at once keeps the image in its own
 * render instead of a component per image): attach `ref` to the box that `lazyImageBox` draws.
 */
export function useLazyImage(src: string | null, alt: string) {
  const ref = useRef<HTMLSpanElement>(null);
  // A picture this page has already shown paints at once, without waiting for the observer.
  const cached = src !== null && loadedImages.has(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === null || failedSrc === src;

  useEffect(() => {
    const box = ref.current;
    if (!box || src === null || cached || failed) return;
    let stopImage: (() => void) | null = null;
    const stopWatching = observe(box, () => (stopImage = startImage(box, src, alt, () => setFailedSrc(src))));
    return () => {
      stopWatching();
      stopImage?.();
    };
  }, [src, alt, cached, failed]);
  return { ref, src, alt, cached, failed };
}

/** The box of `useLazyImage`: fixed aspect ratio, the picture once shown, or `fallback`. */
export function lazyImageBox(
  { ref, src, alt, cached, failed }: ReturnType<typeof useLazyImage>,
  { ratio = 1, fallback, className }: Pick<LazyImageProps, 'ratio' | 'fallback' | 'className'>,
) {
  return (
    <span ref={ref} className={className ? `lzi ${className}` : 'lzi'} style={ratioStyle(ratio)}>
      {cached && <img src={src!} alt={alt} decoding="async" draggable={false} data-ready="true" />}
      {failed && <span className="lzi-fb">{fallback}</span>}
    </span>
  );
}

export const LazyImage = memo(function LazyImage({ src, alt, ratio, fallback, className }: LazyImageProps) {
  return lazyImageBox(useLazyImage(src, alt), { ratio, fallback, className });
});
