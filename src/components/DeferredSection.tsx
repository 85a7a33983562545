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
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

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
