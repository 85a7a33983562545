import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/** §9: banners and carousels advance every 5000 ms, and only when there is more than one slide. Here, not in Carousel.tsx: the banner slot times the still's hand-over without loading swiper. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/** Reduced-motion players get no autoplay (WCAG 2.2.2): the carousel and the banner slot's hand-over both ask. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The banner box: the carousel's frame and the still first banner that stands
 * in for it share it, so swapping one for the other moves nothing (CLS). Kept
 * apart from Carousel.tsx so the still does not pull in swiper.
 */
export const CarouselFrame = styled.section<{ ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${(p) => p.ratio};
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surfaceSunken};
  /* Without its own stacking context, swiper's translated slides escape the rounded corners in Chromium. */
  isolation: isolate;
`;
