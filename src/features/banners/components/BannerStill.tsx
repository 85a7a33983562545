import type { Banner } from '@/api/models';
import { resolveBannerLink, type LinkTarget } from '@/lib/safe-link';
import { CarouselFrame } from '@/components/CarouselFrame';
import { BannerSlide } from './BannerSlide';

/**
 * The first banner as a plain image: painted as soon as the banner list
 * arrives (it is usually the page's LCP element), without waiting for swiper.
 * With one banner this is all there is; with more, the carousel replaces it.
 */
export function BannerStill({
  banner,
  knownPaths,
  onActivate,
  aspectRatio,
  label,
}: {
  banner: Banner;
  knownPaths: readonly string[];
  onActivate: (t: LinkTarget) => void;
  aspectRatio: string;
  label: string;
}) {
  return (
    <CarouselFrame ratio={aspectRatio} aria-label={label} data-autoplay={0} data-slides={1}>
      <BannerSlide banner={banner} target={resolveBannerLink(banner.linkageType, banner.target, knownPaths)} onActivate={onActivate} eager />
    </CarouselFrame>
  );
}
