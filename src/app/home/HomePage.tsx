import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { DeferredSection } from '@/components/DeferredSection';
import { Skeleton } from '@/components/Skeleton';
import { openNoticeListOncePerSession } from '@/features/notices/stores/notices';
import { PromotionsTeaser } from '@/features/promotions/components/PromotionsTeaser';
import { lazyWidget } from '../routing/lazy-page';
import { CategoryTiles } from './CategoryTiles';

const HotGamesStrip = lazyWidget<object>('games', 'HotGamesStrip');
const PopularLotteryStrip = lazyWidget<object>('lottery', 'PopularLotteryStrip');

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(8)};
`;

const StripFallback = () => <Skeleton width="100%" height={180} radius={12} />;

/**
 * Home (§2): the layout brings the banner; this composes the category tiles,
 * the games' hot-games strip, the lottery strip and the promotions teaser, and
 * opens the announcement popup once per session.
 */
export function HomePage() {
  const intl = useIntl();
  const brand = useBrand();
  // The announcement popup waits for the page to finish loading: it must not
  // compete with the banner and tiles for the first paint (LCP, TBT).
  useEffect(() => {
    let timer = 0;
    const open = () => (timer = window.setTimeout(openNoticeListOncePerSession, 800));
    if (document.readyState === 'complete') open();
    else window.addEventListener('load', open, { once: true });
    return () => {
      window.removeEventListener('load', open);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <Stack>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {intl.formatMessage({ id: 'home.title' }, { brand: brand.name })}
      </h1>
      <CategoryTiles order={brand.sideMenu?.categories} />
      {HotGamesStrip && (
        <DeferredSection minHeight={240} placeholder={<StripFallback />}>
          <Suspense fallback={<StripFallback />}>
            <HotGamesStrip />
          </Suspense>
        </DeferredSection>
      )}
      {PopularLotteryStrip && (
        <DeferredSection minHeight={240} placeholder={<StripFallback />}>
          <Suspense fallback={<StripFallback />}>
            <PopularLotteryStrip />
          </Suspense>
        </DeferredSection>
      )}
      <DeferredSection minHeight={300} placeholder={<StripFallback />}>
        <PromotionsTeaser />
      </DeferredSection>
    </Stack>
  );
}

export default HomePage;
