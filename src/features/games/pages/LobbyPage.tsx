import styled from '@emotion/styled';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Game, VendorCard } from '@/api/models';
import { Button } from '@/components/Button';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Stack } from '@/components/Stack';
import { Tabs } from '@/components/Tabs';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { groupOf, type LobbyCategory } from '@/lib/game-categories';
import { requireRealAccount } from '@/session/prompts';
import { session } from '@/session/session';
import { PAGE_SIZE } from '../api/games-api';
import { GameGrid, GridSkeleton } from '../components/GameGrid';
import { LaunchHost } from '../components/LaunchHost';
import { LobbyPagination } from '../components/LobbyPagination';
import { LobbyToolbar } from '../components/LobbyToolbar';
import { PvpRooms } from '../components/PvpRooms';
import { VendorCards, VendorCardsSkeleton } from '../components/VendorCards';
import { useCdns } from '@/platform/cdns';
import { useGameMenus } from '../hooks/useGameMenus';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { useLobbyGames } from '../hooks/useLobbyGames';
import { useLobbyParams } from '../hooks/useLobbyParams';
import type { LobbyView } from '../lib/lobby-params';
import { ensureFavouriteIds } from '../stores/favourites';
import { theme } from '@/theme/theme';
import { headingText } from '@/components/heading-text';

/**
 * A category lobby (§2: /rng /pvp /live /fish /sports /esports /cockfight):
 * vendor cards (on /pvp, the open tables), vendor tabs, search and filters, hot / recent / favourites,
 * a 42-tile grid and pagination. State lives in the address (useLobbyParams).
 */
/* The layout frames the page (max width, padding); the lobby only spaces its sections. */
const Page = styled(Stack)`
  width: 100%;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
  h1 {
    ${headingText('xl')};
    color: ${theme.colours.text};
    ${theme.breakpoint.md} {
      font-size: ${theme.font.size.xxl};
    }
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.colours.textMuted};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space(2)});
`;

const ALL = 'all';
const NO_CLASSIFIES: readonly string[] = [];

/** Vendor tabs, "<vendor> game hall" (§2). Memoised: 20-odd tabs need not re-render when a page of games lands. */
const VendorTabs = memo(function VendorTabs({
  cards,
  value,
  onChange,
}: {
  cards: readonly VendorCard[];
  value: string | null;
  onChange: (vendor: string | null) => void;
}) {
  const intl = useIntl();
  const items = useMemo(
    () => [
      { id: ALL, label: intl.formatMessage({ id: 'lobby.tab.all' }) },
      ...cards.map((c) => ({ id: c.vassalage, label: intl.formatMessage({ id: 'lobby.vendorTab' }, { name: c.name }) })),
    ],
    [cards, intl],
  );
  return (
    <Tabs
      items={items}
      value={value ?? ALL}
      onChange={(id) => onChange(id === ALL ? null : id)}
      ariaLabel={intl.formatMessage({ id: 'lobby.vendorTabs' })}
      idPrefix="lobby"
    />
  );
});

export function LobbyPage({ category }: { category: LobbyCategory }) {
  const intl = useIntl();
  const menus = useGameMenus();
  const cdns = useCdns();
  const { token } = useSnapshot(session);
  const { launch } = useLaunchGame();
  const resultsRef = useRef<HTMLElement>(null);

  const group = menus.groups ? groupOf(menus.groups, category) : undefined;
  const vendors = useMemo(() => (menus.groups ? (group?.vendors ?? []) : null), [menus.groups, group]);
  const [params, update] = useLobbyParams(vendors);
  const cards = useMemo(() => (group ? group.vendors.map((v) => group.cards[v]).filter((c): c is VendorCard => Boolean(c)) : []), [group]);
  const vendorNames = useMemo(() => Object.fromEntries(cards.map((c) => [c.vassalage, c.name])), [cards]);
  // Live casino and sports vendors launch from their cards; their list is shown
  // too, but only when it holds more than the cards themselves (live tables).
  const directCards = cards.length > 0 && cards.every((c) => c.nodeId);
  const games = useLobbyGames(category, params, menus.status === 'ready' && cards.length > 0);
  // Until the list answers, its skeleton stays (as the pre-rendered page shows it): hiding it and bringing it back
  // moved everything under it twice (CLS 0.5 on /live at 1280 px). A failed list leaves the cards alone.
  const listAddsNothing = games.error !== null || (games.data !== null && games.data.totalCount <= cards.length);
  const directOnly = directCards && params.view === 'all' && !params.vendor && !params.q && listAddsNothing;

  useEffect(() => {
    void ensureFavouriteIds();
  }, [token]);

  // Recent and favourites belong to a member: signing out returns to all games.
  useEffect(() => {
    if (!token && (params.view === 'recent' || params.view === 'favourites')) update({ view: 'all' });
  }, [token, params.view, update]);

  const categoryName = intl.formatMessage({ id: `lobby.category.${category}` });
  const onLaunch = useCallback((g: Game) => void launch({ kind: 'game', game: g }, g.gameName), [launch]);
  const onVendor = useCallback(
    (c: VendorCard) => {
      if (c.nodeId) void launch({ kind: 'vendor', card: c, category }, c.name);
      else update({ vendor: params.vendor === c.vassalage ? null : c.vassalage });
    },
    [launch, update, category, params.vendor],
  );
  const onView = useCallback(
    (v: LobbyView) => {
      // Recent and favourites need a real account (§5): visitors get the login popup, type 4 the warning.
      if ((v === 'recent' || v === 'favourites') && !requireRealAccount()) return;
      update({ view: v });
    },
    [update],
  );
  const onSearch = useCallback((q: string) => update({ q }), [update]);
  const onClassify = useCallback((classify: string | null) => update({ classify }), [update]);
  const onMinBet = useCallback((minBet: number | null) => update({ minBet }), [update]);
  // Back to the top of the grid once the new page's tiles are in, so it starts where the eye is. Not in the click's
  // own frame: scrolling there repainted every thumbnail on screen before the click's feedback could show.
  const scrollToGrid = useRef(false);
  const onPage = useCallback(
    (pageNo: number) => {
      scrollToGrid.current = true;
      update({ pageNo });
    },
    [update],
  );
  const launches = useCallback((c: VendorCard) => Boolean(c.nodeId), []);
  const onTab = useCallback((vendor: string | null) => update({ vendor }), [update]);

  // A page turn (or a filter) answers the click at once: the pagination moves, and the new tiles render in the
  // background, so the click's next paint never waits for 42 tiles and their layout. The grid is not dimmed for that
  // moment (only while the network answers): dimming repaints every thumbnail in the click's own frame.
  const gridGames = useDeferredValue(games.data?.games);
  useEffect(() => {
    if (!scrollToGrid.current || games.loading || gridGames !== games.data?.games) return;
    scrollToGrid.current = false;
    const el = resultsRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [gridGames, games.data?.games, games.loading]);

  if (menus.status === 'error') {
    return (
      <Page>
        <Head>
          <h1>{categoryName}</h1>
        </Head>
        <ErrorState messageKey={menus.error} onRetry={menus.reload} />
      </Page>
    );
  }

  const data = games.data;
  const filtered = Boolean(params.q.trim() || params.classify || params.minBet);

  return (
    <Page data-testid={`lobby-${category.toLowerCase()}`}>
      <Head>
        <h1>{categoryName}</h1>
        {data && !directOnly && params.view === 'all' && <Count>{intl.formatMessage({ id: 'lobby.count' }, { count: data.totalCount })}</Count>}
      </Head>

      {menus.status === 'loading' ? (
        <VendorCardsSkeleton />
      ) : cards.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'lobby.noVendors' })} />
      ) : (
        <VendorCards
          cards={cards}
          selected={params.vendor}
          imageCdn={cdns?.image ?? null}
          launches={launches}
          onSelect={onVendor}
          wrap={directCards}
          label={intl.formatMessage({ id: 'lobby.vendors' }, { category: categoryName })}
        />
      )}

      {/* /pvp (§2, §7 pvp rooms): the open tables of the selected vendor, above its games. */}
      {category === 'PVP' && cards.length > 0 && <PvpRooms vendor={params.vendor} vendorNames={vendorNames} onJoin={onLaunch} />}

      {/* Tabs and toolbar show while the menus load too (with "all games" only), so the grid below never moves. */}
      {(menus.status === 'loading' || (!directOnly && cards.length > 0)) && (
        <>
          <VendorTabs cards={cards} value={params.vendor} onChange={onTab} />
          <LobbyToolbar
            q={params.q}
            onSearch={onSearch}
            classifies={group?.gameClassify ?? NO_CLASSIFIES}
            classify={params.classify}
            onClassify={onClassify}
            minBet={params.minBet}
            onMinBet={onMinBet}
            view={params.view}
            onView={onView}
            filtersEnabled={params.view === 'all'}
          />
        </>
      )}

      {(menus.status === 'loading' || (!directOnly && cards.length > 0)) && (
        <Results ref={resultsRef} aria-label={intl.formatMessage({ id: 'lobby.results' })}>
          <VisuallyHidden as="p" aria-live="polite">
            {data && !games.loading ? intl.formatMessage({ id: 'lobby.status' }, { page: data.pageNo, pages: data.totalPages, count: data.totalCount }) : ''}
          </VisuallyHidden>
          {games.error ? (
            <ErrorState messageKey={games.error} onRetry={games.retry} />
          ) : !data || menus.status === 'loading' ? (
            <GridSkeleton count={PAGE_SIZE} />
          ) : data.games.length === 0 ? (
            <EmptyLobby view={params.view} filtered={filtered} onClear={() => update({ q: '', classify: null, minBet: null })} />
          ) : (
            <GameGrid
              games={gridGames ?? data.games}
              vendorNames={vendorNames}
              imageCdn={cdns?.image ?? null}
              busy={games.loading}
              onLaunch={onLaunch}
              label={categoryName}
            />
          )}
          {data && !games.error && data.games.length > 0 && (
            <LobbyPagination page={Math.min(params.pageNo, data.totalPages)} pageCount={data.totalPages} onChange={onPage} onIntent={games.prefetch} />
          )}
        </Results>
      )}
      <LaunchHost />
    </Page>
  );
}

function EmptyLobby({ view, filtered, onClear }: { view: LobbyView; filtered: boolean; onClear: () => void }) {
  const intl = useIntl();
  if (view === 'favourites')
    return (
      <EmptyState
        icon="heart"
        title={intl.formatMessage({ id: 'lobby.empty.favourites' })}
        description={intl.formatMessage({ id: 'lobby.empty.favouritesHint' })}
      />
    );
  if (view === 'recent') return <EmptyState icon="clock" title={intl.formatMessage({ id: 'lobby.empty.recent' })} />;
  return (
    <EmptyState
      icon="search"
      title={intl.formatMessage({ id: 'lobby.empty.noMatch' })}
      description={filtered ? intl.formatMessage({ id: 'lobby.empty.noMatchHint' }) : undefined}
      action={
        filtered ? (
          <Button variant="secondary" size="sm" onClick={onClear}>
            {intl.formatMessage({ id: 'lobby.empty.clear' })}
          </Button>
        ) : undefined
      }
    />
  );
}

export default LobbyPage;
