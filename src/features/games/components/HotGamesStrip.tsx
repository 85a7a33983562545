import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Icon } from '@/components/Icon';
import { ErrorState } from '@/components/StateMessage';
import { session } from '@/session/session';
import { useCdns } from '../hooks/useCdns';
import { useGameMenus } from '../hooks/useGameMenus';
import { useHotGames } from '../hooks/useHotGames';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { ensureFavouriteIds, favourites, toggleFavourite } from '../stores/favourites';
import { launchState } from '../stores/launch';
import { GameTile, TilePlaceholder } from './GameTile';
import { LaunchHost } from './LaunchHost';

/**
 * Home page strip of hot games (§7: isPlatform 2): one scrolling row, with
 * arrow buttons on wide screens. Launches like the lobby does.
 */
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    color: ${(p) => p.theme.colours.text};
    svg {
      color: ${(p) => p.theme.colours.primary};
    }
  }
`;

const Arrows = styled.div`
  display: none;
  gap: ${(p) => p.theme.space(1)};
  ${(p) => p.theme.breakpoint.md} {
    display: flex;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border: 1px solid ${(p) => p.theme.colours.border};
    border-radius: 50%;
    background: ${(p) => p.theme.colours.surface};
    color: ${(p) => p.theme.colours.text};
    cursor: pointer;
    &:hover {
      border-color: ${(p) => p.theme.colours.primary};
    }
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colours.focusRing};
    }
  }
`;

export const StripRow = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 112px;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0 0 ${(p) => p.theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  ${(p) => p.theme.breakpoint.md} {
    grid-auto-columns: 152px;
    gap: ${(p) => p.theme.space(3)};
  }
  > li {
    scroll-snap-align: start;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

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
  const fav = useSnapshot(favourites);
  const { pending } = useSnapshot(launchState);
  const { token } = useSnapshot(session);
  const { launch } = useLaunchGame();
  const rowRef = useRef<HTMLUListElement>(null);
  const onLaunch = useCallback((g: Game) => void launch({ kind: 'game', game: g }, g.gameName), [launch]);
  const onToggle = useCallback((g: Game) => void toggleFavourite(g), []);
  const title = intl.formatMessage({ id: 'lobby.hotGames' });

  useEffect(() => {
    void ensureFavouriteIds();
  }, [token]);

  const scroll = (dir: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: dir * row.clientWidth * 0.8 });
  };

  if (games && games.length === 0) return null; // nothing hot: no empty shelf on the home page
  return (
    <Section aria-label={title} data-testid="hot-games-strip">
      <Head>
        <h2>
          <Icon name="star" size={20} />
          {title}
        </h2>
        <Arrows>
          <button type="button" onClick={() => scroll(-1)} aria-label={intl.formatMessage({ id: 'common.previous' })}>
            <Icon name="chevron-left" size={18} />
          </button>
          <button type="button" onClick={() => scroll(1)} aria-label={intl.formatMessage({ id: 'common.next' })}>
            <Icon name="chevron-right" size={18} />
          </button>
        </Arrows>
      </Head>
      {error ? (
        <ErrorState messageKey={error} onRetry={retry} />
      ) : (
        <StripRow ref={rowRef}>
          {games
            ? games.map((g) => (
                <li key={g.nodeId}>
                  <GameTile
                    game={g}
                    vendorName={vendorNames[g.vassalage] ?? g.vassalage}
                    imageCdn={cdns?.image ?? null}
                    favourite={fav.ids.includes(g.nodeId)}
                    favouriteBusy={fav.busy.includes(g.nodeId)}
                    launching={pending === g.nodeId}
                    onLaunch={onLaunch}
                    onToggleFavourite={onToggle}
                  />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <TilePlaceholder />
                </li>
              ))}
        </StripRow>
      )}
      <LaunchHost />
    </Section>
  );
}

export default HotGamesStrip;
