import { describe, expect, it } from 'vitest';
import { defaultLobbyParams, lobbySearch, parseLobbyParams, updateLobbyParams } from '@/features/games/lib/lobby-params';

describe('lobby params', () => {
  it('reads the vendor tab from `page` and the game page from `pageNo`', () => {
    const p = parseLobbyParams(new URLSearchParams('page=PG&pageNo=3&q=dragon&view=hot&classify=slot&minBet=1'), ['PG', 'PP']);
    expect(p).toEqual({ vendor: 'PG', pageNo: 3, q: 'dragon', view: 'hot', classify: 'slot', minBet: 1 });
  });
  it('falls back for unknown or odd values', () => {
    const p = parseLobbyParams(new URLSearchParams('page=NOPE&pageNo=-2&view=x&minBet=abc'), ['PG']);
    expect(p).toEqual(defaultLobbyParams);
  });
  it('keeps the vendor while menus are still loading', () => {
    expect(parseLobbyParams(new URLSearchParams('page=PG'), null).vendor).toBe('PG');
  });
  it('returns to page 1 when the filters change, not when only the page does', () => {
    const at5 = { ...defaultLobbyParams, pageNo: 5 };
    expect(updateLobbyParams(at5, { q: 'x' }).pageNo).toBe(1);
    expect(updateLobbyParams(at5, { vendor: 'PG' }).pageNo).toBe(1);
    expect(updateLobbyParams(at5, { pageNo: 6 }).pageNo).toBe(6);
    expect(updateLobbyParams(at5, { q: '' }).pageNo).toBe(5); // unchanged filter
  });
  it('round-trips through the query string, leaving defaults out', () => {
    const p = { vendor: 'PP', pageNo: 2, q: 'gold', view: 'favourites' as const, classify: null, minBet: 0.5 };
    const sp = lobbySearch(p);
    expect(sp.toString()).toBe('page=PP&view=favourites&q=gold&minBet=0.5&pageNo=2');
    expect(parseLobbyParams(sp, ['PP'])).toEqual(p);
    expect(lobbySearch(defaultLobbyParams).toString()).toBe('');
  });
});
