import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Strip } from '@/components/Strip';
import { session } from '@/session/session';
import { useCdns } from '@/platform/cdns';
import { useGameMenus } from '../hooks/useGameMenus';
import { useHotGames } from '../hooks/useHotGames';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { ensureFavouriteIds } from '../stores/favourites';
import { tilePlaceholderItems } from './GameTile';
import { GameTileItems } from './GameTileItems';
import { LaunchHost } from './LaunchHost';

/** What the shelf shows while the games load: the same elements every render, so React never walks them twice. */
const loadingRow = tilePlaceholderItems(8);

/** Home page strip of hot games (§7: isPlatform 2). Launches like the lobby does. */
export function HotGamesStrip() {
  const intl = useIntl();
  const { games, error, retry } = useHotGames();
  const menus = useGameMenus();
  // Vendor display names from the (session-cached) menus; the code until they arrive.
  const vendorNames = useMemo(() => {
    const names: Record<string, string> = {};
    for (const g of menus.groups ?? []) for (const v of g.vendors) names[v] ??= g.cards[v]?.name ?? v;
    return names;
  }, [menus.groups]);
  const cdns = useCdns();
  const { token } = useSnapshot(session);
  const { launch } = useLaunchGame();
  const onLaunch = useCallback((g: Game) => void launch({ kind: 'game', game: g }, g.gameName), [launch]);
  const title = intl.formatMessage({ id: 'lobby.hotGames' });

  useEffect(() => {
    void ensureFavouriteIds();
  }, [token]);

  if (games && games.length === 0) return null; // nothing hot: no empty shelf on the home page
  return (
    <>
      <Strip title={title} icon="star" testId="hot-games-strip" itemWidth={{ phone: 112, wide: 152 }} error={error} onRetry={retry}>
        {games ? <GameTileItems games={games} vendorNames={vendorNames} imageCdn={cdns?.image ?? null} onLaunch={onLaunch} /> : loadingRow}
      </Strip>
      <LaunchHost />
    </>
  );
}

export default HotGamesStrip;
