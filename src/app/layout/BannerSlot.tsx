import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '@/brand/brand-config';
import { CAROUSEL_AUTOPLAY_MS, prefersReducedMotion } from '@/components/CarouselFrame';
import { useApiQuery } from '@/api/query';
import { BANNERS_STALE_MS, bannersQuery } from '@/platform/banners';
import { BannerStill, loadBannerCarousel } from '@/features/banners/entry';
import { useLaunchGame } from '@/features/games/entry';
import type { LinkTarget } from '@/lib/safe-link';
import type { BannerRouteGroup } from '../routing/route-handle';
import { KNOWN_PATHS } from '../routing/paths';
import { serverBannerGroup } from '../bootstrap/first-banner';
import { theme } from '@/theme/theme';
import { BANNER_PLACEHOLDER_ATTR } from '@/brand/page-marks';

const PLACEHOLDER_MARK = { [BANNER_PLACEHOLDER_ATTR]: '' };

// swiper travels with the banners only: pages without a banner never download it.
const BannerCarousel = lazy(loadBannerCarousel);

/** Banner shape: taller on phones, a wide strip on desktop, so content still shows above the fold. */
export const BANNER_RATIO = '2 / 1';
const WIDE_RATIO = '10 / 3';

/** Reserved box while banners load, the same size as the carousel: nothing below it moves (CLS). */
const Placeholder = styled.div`
  width: 100%;
  aspect-ratio: ${BANNER_RATIO};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.skeleton};
  ${theme.breakpoint.md} {
    aspect-ratio: ${WIDE_RATIO};
  }
`;

const Slot = styled.div`
  ${theme.breakpoint.md} {
    & > section {
      aspect-ratio: ${WIDE_RATIO};
    }
  }
`;

type CarouselStart = 'still' | 'rotate' | 'show';

/** How long the page must be left alone (no tap, click or key) before the timer hands the still over to swiper. */
const HAND_OVER_QUIET_MS = 1500;

/**
 * When the carousel (and swiper, its largest chunk: about 90 ms of a phone's main thread to load and start)
 * replaces the still first banner (issue 13: "swiper until a second banner"): when the first rotation is due,
 * CAROUSEL_AUTOPLAY_MS after the page has loaded ('rotate': it moves on at once, so the rhythm is unchanged);
 * sooner when a player reaches for the banner (pointer, touch, keyboard focus), and right after load under
 * reduced motion, where nothing rotates and the dots are how a player moves on: both 'show', on the first banner.
 * A timer's hand-over waits for a quiet moment (HAND_OVER_QUIET_MS without input elsewhere on the page).
 */
function useCarouselStart(enabled: boolean, slot: RefObject<HTMLDivElement | null>): CarouselStart {
  const [start, setStart] = useState<CarouselStart>('still');
  useEffect(() => {
    if (!enabled || start !== 'still') return;
    let timer = 0;
    // The timer's hand-over is one long task: it waits for a moment when the player is not tapping or typing
    // elsewhere on the page, so it never holds up the answer to a click (a tap on the banner itself starts it at once).
    let lastInput = -Infinity;
    const input = () => (lastInput = performance.now());
    const whenQuiet = (next: CarouselStart) => {
      const wait = lastInput + HAND_OVER_QUIET_MS - performance.now();
      if (wait > 0) timer = window.setTimeout(() => whenQuiet(next), wait);
      else setStart(next);
    };
    const afterLoad = () =>
      (timer = prefersReducedMotion() ? window.setTimeout(() => whenQuiet('show'), 300) : window.setTimeout(() => whenQuiet('rotate'), CAROUSEL_AUTOPLAY_MS));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    const inputs = ['pointerdown', 'keydown'] as const;
    for (const e of inputs) window.addEventListener(e, input, { passive: true, capture: true });
    const reach = () => setStart('show');
    const el = slot.current;
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const e of events) el?.addEventListener(e, reach, { passive: true, once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      for (const e of inputs) window.removeEventListener(e, input, { capture: true });
      for (const e of events) el?.removeEventListener(e, reach);
    };
  }, [enabled, start, slot]);
  return start;
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
  const slot = useRef<HTMLDivElement>(null);
  const start = useCarouselStart(rotates, slot);

  // The first banner is painted into the pre-rendered copy of this box before the app runs (static-shell.ts).
  if (res.status === 'loading') return <Placeholder aria-hidden="true" data-testid="banner-loading" {...PLACEHOLDER_MARK} />;
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
    <Slot ref={slot} data-testid="banner-slot" data-group={name}>
      {rotates && start !== 'still' ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={res.data} knownPaths={KNOWN_PATHS} onActivate={onActivate} aspectRatio={BANNER_RATIO} advanceOnStart={start === 'rotate'} />
        </Suspense>
      ) : (
        still
      )}
    </Slot>
  );
}
