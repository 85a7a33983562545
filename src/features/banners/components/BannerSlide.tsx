import styled from '@emotion/styled';
import type { Banner } from '@/api/models';
import type { LinkTarget } from '@/lib/safe-link';
import { theme } from '@/theme/theme';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Hit = styled.a`
  display: block;
  width: 100%;
  height: 100%;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: -3px;
  }
`;

export interface BannerSlideProps {
  banner: Banner;
  target: LinkTarget;
  /** Opens a route or a game (the app knows how); external URLs are plain links. */
  onActivate: (target: LinkTarget) => void;
  eager: boolean;
}

/**
 * One banner. Routes and external URLs are real links (open in new tab works);
 * games are activated in the app; a refused target (`javascript:`…) is just an image.
 */
export function BannerSlide({ banner, target, onActivate, eager }: BannerSlideProps) {
  const img = (
    <Img src={banner.url} alt={banner.title} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" draggable={false} />
  );
  if (target.kind === 'none')
    return (
      <div data-testid="banner-slide" data-link="none">
        {img}
      </div>
    );
  if (target.kind === 'external') {
    return (
      <Hit href={target.url} target="_blank" rel="noopener noreferrer" data-testid="banner-slide" data-link="external">
        {img}
      </Hit>
    );
  }
  const href = target.kind === 'route' ? target.path : '#';
  return (
    <Hit
      href={href}
      data-testid="banner-slide"
      data-link={target.kind}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onActivate(target);
      }}
    >
      {img}
    </Hit>
  );
}
