// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Swiper } from 'swiper';
import { startTimerAutoplay } from '../../src/components/carousel-autoplay';

/** A stand-in with the part of swiper the timer uses: its element, events and slideNext. */
function fakeSwiper() {
  const handlers: Record<string, (() => void)[]> = {};
  const el = document.createElement('div');
  el.append(document.createElement('button'));
  document.body.append(el);
  const swiper = {
    el,
    destroyed: false,
    slideNext: vi.fn(() => handlers.slideChange?.forEach((h) => h())),
    on: (name: string, h: () => void) => void (handlers[name] ??= []).push(h),
    once: (name: string, h: () => void) => void (handlers[name] ??= []).push(h),
    off: (name: string, h: () => void) => void (handlers[name] = (handlers[name] ?? []).filter((x) => x !== h)),
    emit: (name: string) => handlers[name]?.forEach((h) => h()),
  };
  return swiper;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('timer autoplay', () => {
  it('moves on every delay, holds while hovered or focused, and stops when the swiper goes', () => {
    vi.useFakeTimers();
    const s = fakeSwiper();
    startTimerAutoplay(s as unknown as Swiper, 5000);
    vi.advanceTimersByTime(4999);
    expect(s.slideNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(s.slideNext).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(s.slideNext).toHaveBeenCalledTimes(2);

    s.el.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(20_000);
    expect(s.slideNext).toHaveBeenCalledTimes(2);
    s.el.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(5000);
    expect(s.slideNext).toHaveBeenCalledTimes(3);

    s.el.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(20_000);
    expect(s.slideNext).toHaveBeenCalledTimes(3);
    s.el.dispatchEvent(new FocusEvent('focusout', { relatedTarget: document.body }));
    vi.advanceTimersByTime(5000);
    expect(s.slideNext).toHaveBeenCalledTimes(4);

    s.emit('destroy');
    vi.advanceTimersByTime(20_000);
    expect(s.slideNext).toHaveBeenCalledTimes(4);
  });

  it('starts the wait again after a slide moved by hand (a dot, a swipe)', () => {
    vi.useFakeTimers();
    const s = fakeSwiper();
    startTimerAutoplay(s as unknown as Swiper, 5000);
    vi.advanceTimersByTime(4000);
    s.emit('slideChange');
    vi.advanceTimersByTime(4000);
    expect(s.slideNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(s.slideNext).toHaveBeenCalledTimes(1);
  });
});
