import styled from '@emotion/styled';
import { CAROUSEL_AUTOPLAY_MS, CarouselFrame, prefersReducedMotion } from './CarouselFrame';
import { useMemo, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import { startTimerAutoplay } from './carousel-autoplay';
import 'swiper/css';
import 'swiper/css/pagination';
import { theme } from '@/theme/theme';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  ariaLabel: string;
  autoplayMs?: number;
  /** CSS aspect-ratio of the frame (e.g. '16 / 5'), reserved before slides load so nothing shifts. */
  aspectRatio?: string;
  /** Moves to the second slide as soon as it is on screen: the carousel replaces a still first slide when its first rotation is due. */
  advanceOnStart?: boolean;
}

const Frame = styled(CarouselFrame)`
  .swiper {
    height: 100%;
    border-radius: inherit;
  }
  .swiper-slide {
    height: 100%;
  }
  /* Each dot is a 24 x 24 px target (WCAG 2.2 target size) with the small dot drawn inside it. */
  .swiper-pagination {
    --swiper-pagination-bottom: 0;
    display: flex;
    justify-content: center;
  }
  .swiper-pagination-bullet {
    position: relative;
    width: 24px;
    height: 24px;
    margin: 0 !important;
    border-radius: 0;
    background: none;
    opacity: 1;
  }
  .swiper-pagination-bullet::before {
    content: '';
    position: absolute;
    inset: 8px;
    border-radius: 50%;
    background: ${theme.colours.onPrimary};
    opacity: 0.6;
  }
  .swiper-pagination-bullet-active::before {
    inset: 8px 2px;
    border-radius: 4px;
    background: ${theme.colours.primary};
    opacity: 1;
  }
  .swiper-pagination-bullet:focus-visible {
    outline: 2px solid ${theme.colours.focusRing};
    outline-offset: -2px;
    border-radius: ${theme.radius.sm};
  }
`;

/**
 * Swiper with only the modules it uses (pagination, a11y): this file
 * is imported by the banner slot only, so swiper stays out of pages without one.
 * Autoplay (a timer, carousel-autoplay.ts) pauses on hover and focus, and is off for reduced-motion users
 * (WCAG 2.2.2); the dots still let them move on.
 */
export function Carousel({ slides, ariaLabel, autoplayMs = CAROUSEL_AUTOPLAY_MS, aspectRatio = '16 / 5', advanceOnStart = false }: CarouselProps) {
  const rotates = slides.length > 1;
  const autoplay = useMemo(() => rotates && !prefersReducedMotion(), [rotates]);
  return (
    <Frame ratio={aspectRatio} aria-roledescription="carousel" aria-label={ariaLabel} data-autoplay={autoplay ? autoplayMs : 0} data-slides={slides.length}>
      <Swiper
        modules={[A11y, Pagination]}
        loop={rotates}
        allowTouchMove={rotates}
        pagination={rotates ? { clickable: true } : false}
        a11y={{ enabled: true }}
        onSwiper={(swiper) => {
          if (!autoplay) return;
          startTimerAutoplay(swiper, autoplayMs);
          if (advanceOnStart) requestAnimationFrame(() => !swiper.destroyed && swiper.slideNext());
        }}
      >
        {slides.map((s) => (
          <SwiperSlide key={s.key}>{s.content}</SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
