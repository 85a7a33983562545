import type { Swiper } from 'swiper';

/**
 * Moves a swiper on every `delay` ms with a plain timer, paused while the pointer is over it or focus is inside.
 * Swiper's own Autoplay module counts the time left in a requestAnimationFrame loop, so a page with a banner drew a
 * frame at every vsync forever (a quarter to half of a 4x-throttled main thread while idle, late answers to clicks).
 * Returns the stop function.
 */
export function startTimerAutoplay(swiper: Swiper, delay: number): () => void {
  const el = swiper.el;
  let timer = 0;
  let hovered = false;
  let focused = false;
  const schedule = () => {
    window.clearTimeout(timer);
    if (hovered || focused || swiper.destroyed) return;
    timer = window.setTimeout(() => {
      if (!swiper.destroyed) swiper.slideNext();
    }, delay);
  };
  const listeners: [string, (e: Event) => void][] = [
    ['pointerenter', () => ((hovered = true), schedule())],
    ['pointerleave', () => ((hovered = false), schedule())],
    ['focusin', () => ((focused = true), schedule())],
    ['focusout', (e) => ((focused = el.contains((e as FocusEvent).relatedTarget as Node | null)), schedule())],
  ];
  for (const [type, fn] of listeners) el.addEventListener(type, fn);
  // A slide moved by the timer, a dot or a swipe: the next one is `delay` after it.
  swiper.on('slideChange', schedule);
  const stop = () => {
    window.clearTimeout(timer);
    for (const [type, fn] of listeners) el.removeEventListener(type, fn);
    swiper.off('slideChange', schedule);
  };
  swiper.once('destroy', stop);
  schedule();
  return stop;
}
