import styled from '@emotion/styled';

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
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.colours.surfaceSunken};
  /* Without its own stacking context, swiper's translated slides escape the rounded corners in Chromium. */
  isolation: isolate;
`;
