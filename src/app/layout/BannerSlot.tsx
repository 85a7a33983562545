import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '@/brand/brand-config';
import { useApiQuery } from '@/api/query';
import { BANNERS_STALE_MS, bannersQuery } from '@/platform/banners';
import { BannerStill, loadBannerCarousel } from '@/features/banners/entry';
import { useLaunchGame } from '@/features/games/entry';
import type { LinkTarget } from '@/lib/safe-link';
import type { BannerRouteGroup } from '../routing/route-handle';
import { KNOWN_PATHS } from '../routing/paths';
import { serverBannerGroup } from '../bootstrap/first-banner';

// swiper travels with the banners only: pages without a banner never download it.
const BannerCarousel = lazy(loadBannerCarousel);

/** Banner shape: taller on phones, a wide strip on desktop, so content still shows above the fold. */
export const BANNER_RATIO = '2 / 1';
const WIDE_RATIO = '10 / 3';

/** Reserved box while banners load, the same size as the carousel: nothing below it moves (CLS). */
const Placeholder = styled.div`
  width: 100%;
  aspect-ratio: ${BANNER_RATIO};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.colours.skeleton};
  ${(p) => p.theme.breakpoint.md} {
    aspect-ratio: ${WIDE_RATIO};
  }
`;

const Slot = styled.div`
  ${(p) => p.theme.breakpoint.md} {
    & > section {
      aspect-ratio: ${WIDE_RATIO};
    }
  }
`;

/** The carousel (and swiper) loads once the page has settled; until then the first banner shows as a still. */
function useAfterLoad(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    let timer = 0;
    const go = () => (timer = window.setTimeout(() => setReady(true), 300));
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      window.clearTimeout(timer);
    };
  }, [enabled, ready]);
  return ready;
}

export function BannerSlot({ group }: { group: BannerRouteGroup }) {
  const intl = useIntl();
  const brand = useBrand();
  const navigate = useNavigate();
  const { launch } = useLaunchGame();
  const name = serverBannerGroup(brand.bannerGroups, group);
  const res = useApiQuery('banners', { query: bannersQuery(name), staleMs: BANNERS_STALE_MS });

  const onActivate = useCallback(
    (target: LinkTarget) => {
      if (target.kind === 'route') navigate(target.path);
      else if (target.kind === 'game') {
        void launch({
          kind: 'game',
          game: { gameId: target.nodeId, nodeId: target.nodeId, vassalage: target.vassalage, gameType: 'RNG', gameName: '', smallIcon: '', code: '' },
        });
      }
    },
    [navigate, launch],
  );

  const rotates = res.status === 'ready' && (res.data?.length ?? 0) > 1;
  const carousel = useAfterLoad(rotates);

  // data-banner-placeholder: boot paints the first banner into the pre-rendered copy of this box (take-over.ts).
  if (res.status === 'loading') return <Placeholder aria-hidden="true" data-testid="banner-loading" data-banner-placeholder="" />;
  // A banner that fails or is empty takes no room: the page's content matters more than an apology.
  if (res.status === 'error' || !res.data || res.data.length === 0) return null;
  const still = (
    <BannerStill
      banner={res.data[0]}
      knownPaths={KNOWN_PATHS}
      onActivate={onActivate}
      aspectRatio={BANNER_RATIO}
      label={intl.formatMessage({ id: 'shell.banners' })}
    />
  );
  return (
    <Slot data-testid="banner-slot" data-group={name}>
      {rotates && carousel ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={res.data} knownPaths={KNOWN_PATHS} onActivate={onActivate} aspectRatio={BANNER_RATIO} />
        </Suspense>
      ) : (
        still
      )}
    </Slot>
  );
}
