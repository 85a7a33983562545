import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the placeholder comes near the viewport, so
 * below-the-fold widgets (and their chunks and requests) stay out of the first
 * load. The placeholder reserves `minHeight` so nothing above it moves.
 */
export function DeferredSection({
  children,
  placeholder,
  minHeight,
  rootMargin = '300px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The placeholder first: the pre-rendered page holds it (no document, no observer there), and the browser's first
  // render draws the same to hydrate that page. A browser without an observer shows the content at once.
  const [visible, setVisible] = useState(() => typeof document !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [visible, rootMargin]);

  if (visible) return <>{children}</>;
  return (
    <div ref={ref} style={{ minHeight }}>
      {placeholder}
    </div>
  );
}
