import { useCallback, useRef, useState, type PointerEvent } from 'react';

/**
 * Drag a dialog by its title bar (§2). Pointer events cover mouse, pen and touch;
 * drags starting on a control (the close button) are ignored. The offset is
 * clamped so the title bar can never leave the viewport and be lost.
 */
export function useDraggable(target: React.RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ px: number; py: number; x: number; y: number; rect: DOMRect } | null>(null);

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      const el = target.current;
      if (!el) return;
      start.current = { px: e.clientX, py: e.clientY, x: offset.x, y: offset.y, rect: el.getBoundingClientRect() };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    [offset, target],
  );

  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    let dx = e.clientX - s.px;
    let dy = e.clientY - s.py;
    // Clamp: keep at least 48px of the dialog's top bar on screen.
    dx = Math.min(Math.max(dx, -s.rect.left - s.rect.width + 48), window.innerWidth - s.rect.left - 48);
    dy = Math.min(Math.max(dy, -s.rect.top), window.innerHeight - s.rect.top - 48);
    setOffset({ x: s.x + dx, y: s.y + dy });
  }, []);

  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);

  // Where it already is (every opening of a dialog that was not dragged): the same state, so no second render.
  const reset = useCallback(() => setOffset((o) => (o.x === 0 && o.y === 0 ? o : { x: 0, y: 0 })), []);

  return { offset, reset, handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
