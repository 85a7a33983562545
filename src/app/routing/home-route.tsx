import { lazy } from 'react';
import { useBrand } from '@/brand/brand-config';
import { CategoryTiles, HomePage, type HomeSlots } from '@/features/home/entry';
import { loadHotGamesStrip, useGameMenus, useLaunchGame } from '@/features/games/entry';
import { loadPopularLotteryStrip } from '@/features/lottery/entry';
import { openNoticeListOncePerSession } from '@/features/notices/entry';
import { loadPromotionsTeaser } from '@/features/promotions/entry';
import { withTimeout } from './lazy-chunk';

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

const slots: HomeSlots = {
  Tiles,
  strips: [
    { id: 'hot-games', Strip: HotGamesStrip, minHeight: 240 },
    { id: 'lottery', Strip: PopularLotteryStrip, minHeight: 240 },
    { id: 'promotions', Strip: PromotionsTeaser, minHeight: 300 },
  ],
  announce: openNoticeListOncePerSession,
};

export function HomeRoute() {
  return <HomePage {...slots} />;
}

export default HomeRoute;
