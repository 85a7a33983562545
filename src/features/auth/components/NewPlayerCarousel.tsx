import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Promotion } from '@/api/models';
import { Carousel } from '@/components/Carousel';
import { CAROUSEL_AUTOPLAY_MS } from '@/components/CarouselFrame';
import { newPlayerPromotions } from '../api/auth-api';

const Slide = styled.div`
  position: relative;
  margin: 0;
  height: 100%;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/**
 * The registration page's carousel of new_player promotions (§2): one slide per
 * item, advancing every 5000 ms only when there is more than one (the shared
 * Carousel's rule). Nothing renders when there are none or the call fails.
 */
export function NewPlayerCarousel() {
  const intl = useIntl();
  const [items, setItems] = useState<Promotion[]>([]);
  useEffect(() => {
    let live = true;
    newPlayerPromotions().then(
      (list) => live && setItems(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (items.length === 0) return null;
  return (
    <Carousel
      ariaLabel={intl.formatMessage({ id: 'auth.register.promotions' })}
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      aspectRatio="16 / 7"
      slides={items.map((p) => ({
        key: String(p.id),
        content: (
          <Slide>
            <img src={p.image} alt={p.title} loading="lazy" />
          </Slide>
        ),
      }))}
    />
  );
}
