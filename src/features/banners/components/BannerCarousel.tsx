import { useIntl } from 'react-intl';
import type { Banner } from '@/api/models';
import { Carousel } from '@/components/Carousel';
import { resolveBannerLink, type LinkTarget } from '@/lib/safe-link';
import { BannerSlide } from './BannerSlide';

export interface BannerCarouselProps {
  banners: Banner[];
  knownPaths: readonly string[];
  onActivate: (target: LinkTarget) => void;
  aspectRatio: string;
  /** The still first banner showed until the first rotation was due: move on at once (Carousel's advanceOnStart). */
  advanceOnStart?: boolean;
}

/** The banners of a route group in the Carousel (swiper): autoplay every 5000 ms only with more than one (§2, §9). */
export function BannerCarousel({ banners, knownPaths, onActivate, aspectRatio, advanceOnStart }: BannerCarouselProps) {
  const intl = useIntl();
  return (
    <Carousel
      ariaLabel={intl.formatMessage({ id: 'shell.banners' })}
      aspectRatio={aspectRatio}
      advanceOnStart={advanceOnStart}
      slides={banners.map((b, i) => ({
        key: String(b.bannerId),
        content: <BannerSlide banner={b} target={resolveBannerLink(b.linkageType, b.target, knownPaths)} onActivate={onActivate} eager={i === 0} />,
      }))}
    />
  );
}
