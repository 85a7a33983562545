// @vitest-environment jsdom
import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Game, GameVendorGroup } from '@/api/models';
import type { LobbyCategory } from '@/lib/game-categories';
import { renderAt } from './games-harness';
import { answer, calls, handlers } from './fake-api';

vi.mock('@/api/api', () => import('./fake-api'));

const { LobbyPage } = await import('@/features/games/pages/LobbyPage');
const { session } = await import('@/session/session');
const { prompts } = await import('@/session/prompts');
const { favourites } = await import('@/features/games/stores/favourites');
const { clearGameListCache } = await import('@/features/games/api/games-api');

const game = (i: number, vendor = 'PG'): Game => ({
  gameId: `g${i}`,
  nodeId: String(100000 + i),
  vassalage: vendor,
  gameType: 'RNG',
  gameName: `Game ${i}`,
  smallIcon: `/i/${i}.svg`,
  code: `c${i}`,
});
const menus: GameVendorGroup[] = [
  {
    gameCategory: 'RNG',
    vendors: ['PG', 'PP'],
    cards: { PG: { vassalage: 'PG', name: 'PG Soft', isHot: 1, logo: '/l/pg.svg' }, PP: { vassalage: 'PP', name: 'Pragmatic', isHot: 0, logo: '/l/pp.svg' } },
    gameClassify: ['SLOT'],
  },
  {
    gameCategory: 'SPORTS',
    vendors: ['SABA', 'AV'],
    cards: {
      SABA: { vassalage: 'SABA', name: 'SABA', isHot: 0, logo: '', nodeId: 's1' },
      AV: { vassalage: 'AV', name: 'AV E-sports', isHot: 0, logo: '', nodeId: 's2' },
    },
    gameClassify: [],
  },
];

beforeEach(() => {
  clearGameListCache();
  sessionStorage.clear();
  session.token = null;
  session.member = null;
  prompts.loginPopup = null;
  prompts.trialWarning = false;
  favourites.ids = [];
  favourites.owner = null;
  answer({
    gameMenus: () => menus,
    permission: () => ({ info: { imageCDNs: [], launchGameCDNs: [] } }),
    gameList: (o) => {
      const q = o?.query ?? {};
      const pageNo = Number(q.pageNo);
      const name = String(q.gameName ?? '');
      const games = name ? [game(7)].filter((g) => g.gameName.includes(name)) : Array.from({ length: 42 }, (_, i) => game((pageNo - 1) * 42 + i));
      return { games, totalPages: name ? 1 : 239, totalCount: name ? games.length : 10000, pageNo, pageSize: 42 };
    },
    favouriteIds: () => [],
    favouriteAdd: () => null,
  });
});
afterEach(() => vi.useRealTimers());

const listCalls = () => calls.filter((c) => c.name === 'gameList');

/** The lobby of `category` with the memory router at `path`. */
const renderLobby = (path = '/rng', category: LobbyCategory = 'RNG') => renderAt(path, <LobbyPage category={category} />);

describe('LobbyPage', () => {
  it('shows vendor tabs with the game-hall label and 42 tiles of the game list', async () => {
    renderLobby();
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(42);
    expect(screen.getByRole('tab', { name: 'PG Soft game hall' })).toBeTruthy();
    expect(listCalls()[0].options?.query).toMatchObject({ gameType: 'RNG', pageNo: 1, pageSize: 42, clientType: 3 });
    expect(screen.getByRole('button', { name: 'Page 239' })).toBeTruthy();
  });

  it('selects the vendor tab from the `page` query', async () => {
    renderLobby('/rng?page=PP');
    await screen.findAllByTestId('game-tile');
    expect(screen.getByRole('tab', { name: 'Pragmatic game hall' }).getAttribute('aria-selected')).toBe('true');
    expect(listCalls().at(-1)?.options?.query?.vassalage).toBe('PP');
  });

  it('pages with the pagination', async () => {
    renderLobby();
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')[0].getAttribute('data-node-id')).toBe(String(100042)), { timeout: 4000 });
  });

  it('prefetches the next page, so it opens without another request', async () => {
    renderLobby();
    await screen.findAllByTestId('game-tile');
    await waitFor(() => expect(listCalls().some((c) => c.options?.query?.pageNo === 2)).toBe(true), { timeout: 4000 });
    const before = listCalls().length;
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')[0].getAttribute('data-node-id')).toBe(String(100042)), { timeout: 4000 });
    expect(
      listCalls()
        .slice(before)
        .filter((c) => c.options?.query?.pageNo === 2),
    ).toHaveLength(0);
  });

  it('searches on the server once typing settles, aborting stale requests', async () => {
    renderLobby();
    await screen.findAllByTestId('game-tile');
    const before = listCalls().length;
    const box = screen.getByRole('searchbox', { name: 'Search games by name' });
    fireEvent.change(box, { target: { value: 'Ga' } });
    fireEvent.change(box, { target: { value: 'Game 7' } });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1), { timeout: 4000 });
    const searches = listCalls()
      .slice(before)
      .filter((c) => c.options?.query?.gameName); // not the next-page prefetch
    expect(searches).toHaveLength(1); // debounced: one request for two edits
    expect(searches[0].options?.query?.gameName).toBe('Game 7');
  });

  it('says no games match', async () => {
    renderLobby('/rng?q=zzz');
    expect(await screen.findByText('No games match')).toBeTruthy();
  });

  it('asks a visitor to log in before favouriting', async () => {
    renderLobby();
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByRole('button', { name: 'Add Game 0 to favourites' }));
    expect(prompts.loginPopup).toEqual({ tab: 'login' });
    expect(calls.some((c) => c.name === 'favouriteAdd')).toBe(false);
  });

  it('refuses a trial account with the warning', async () => {
    session.token = 't';
    session.member = { id: 1, account: 'trial', nickname: 'trial', type: 4 };
    renderLobby();
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByRole('button', { name: 'Add Game 0 to favourites' }));
    expect(prompts.trialWarning).toBe(true);
  });

  it("toggles a member's favourite after the server's add", async () => {
    session.token = 't';
    session.member = { id: 1, account: 'amy', nickname: 'amy', type: 0 };
    renderLobby();
    await screen.findAllByTestId('game-tile');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Game 0 to favourites' })));
    const heart = await screen.findByRole('button', { name: 'Remove Game 0 from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(calls.find((c) => c.name === 'favouriteAdd')?.options?.body).toEqual({ nodeId: '100000', vendor: 'PG', gameType: 'RNG' });
  });

  it('lists e-sports vendors under ESPORTS, not SPORTS', async () => {
    const { unmount } = renderLobby('/esports', 'ESPORTS');
    await waitFor(() => expect(document.querySelector('[data-vendor="AV"]')).toBeTruthy());
    unmount();
    renderLobby('/sports', 'SPORTS');
    await waitFor(() => expect(document.querySelector('[data-vendor="SABA"]')).toBeTruthy());
    expect(document.querySelector('[data-vendor="AV"]')).toBeNull();
  });

  it('shows the catalogue error with a retry', async () => {
    handlers.gameList = () => Promise.reject(Object.assign(new Error('x')));
    renderLobby();
    expect(await screen.findByRole('alert')).toBeTruthy();
    handlers.gameList = () => ({ games: [game(1)], totalPages: 1, totalCount: 1, pageNo: 1, pageSize: 42 });
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(1);
  });
});
