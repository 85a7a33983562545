import { lazy, useMemo } from 'react';
import type { Layout } from '@/brand/brand-config.generated';
import { resolveLayout } from '@/theme/variants';
import { useBrand } from '@/brand/brand-config';
import { CategoryTiles, HomePage, type HomeSlots, type HomeStrip } from '@/features/home/entry';
import { loadHotGamesStrip, useGameMenus, useLaunchGame } from '@/features/games/entry';
import { loadPopularLotteryStrip } from '@/features/lottery/entry';
import { openNoticeListOncePerSession } from '@/features/notices/entry';
import { loadPromotionsTeaser } from '@/features/promotions/entry';
import { withTimeout } from './lazy-chunk';
import { useSnapshot } from 'valtio';
import { openMemberCentre } from '@/features/member-centre/entry';
import * as saferGambling from '@/features/safer-gambling/entry';
import { openLoginPopup } from '@/session/prompts';
import { canOpenMemberCentre, session } from '@/session/session';

/**
 * The home page's composition (§2): the home feature lays out the page, the
 * other features draw what is in it. This module is the home route's chunk
 * (loaded like any page), so the strips' code stays out of the shell.
 */
function Tiles() {
  const brand = useBrand();
  const menus = useGameMenus();
  const { launchCategory } = useLaunchGame();
  return <CategoryTiles menus={menus} onLaunchCategory={(c) => void launchCategory(c)} order={brand.sideMenu?.categories} />;
}

// Below the fold: their own chunks, fetched when the strip nears the viewport.
const HotGamesStrip = lazy(withTimeout(loadHotGamesStrip));
const PopularLotteryStrip = lazy(withTimeout(loadPopularLotteryStrip));
const PromotionsTeaser = lazy(withTimeout(loadPromotionsTeaser));

const strips: Record<HomeStripId, HomeStrip> = {
  'hot-games': { id: 'hot-games', Strip: HotGamesStrip, minHeight: 240 },
  lottery: { id: 'lottery', Strip: PopularLotteryStrip, minHeight: 240 },
  promotions: { id: 'promotions', Strip: PromotionsTeaser, minHeight: 300 },
};

type HomeStripId = NonNullable<NonNullable<Layout['home']>['strips']>[number];

/** The brand's composition (theme.layout.home.strips): which strips show below the categories, in its order. */
function useSlots(): HomeSlots {
  const order = resolveLayout(useBrand().theme.layout).home.strips;
  return useMemo(() => ({ Tiles, strips: order.map((id) => strips[id]), announce: openNoticeListOncePerSession }), [order]);
}

// Safer gambling's link (UK RTS 12C: on the home page), last below the strips; members go to its page, visitors sign in first.
const SaferGamblingLink = lazy(saferGambling.loadSaferGamblingLink);
function SaferGamblingStrip() {
  const member = canOpenMemberCentre(useSnapshot(session));
  return <SaferGamblingLink onOpen={() => (member ? openMemberCentre('saferGambling') : openLoginPopup('login'))} />;
}
const saferGamblingStrip: HomeSlots['strips'][number] = { id: 'safer-gambling', Strip: SaferGamblingStrip, minHeight: 40 };

export function HomeRoute() {
  const slots = useSlots();
  return <HomePage {...slots} strips={[...slots.strips, saferGamblingStrip]} />;
}

export default HomeRoute;
