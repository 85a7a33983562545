import { describe, expect, it } from 'vitest';
import { lotteryLobbyQuery, parseFavourites, toggleFavourite } from '@/features/lottery/lib/lottery';
import { schemaErrors } from '../../scripts/lib/brand/schema';

describe('lottery lobby parameters (§7)', () => {
  const base = { prizeMode: 'Lott', device: 'WEB', backUrl: 'https://brand.example/', language: 'VI' };
  it('opens betting for a game code', () => {
    expect(lotteryLobbyQuery({ ...base, gameCode: 'HANOI' })).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'HANOI',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://brand.example/',
      language: 'VI',
    });
  });
  it('opens the lobby without one', () => {
    expect(lotteryLobbyQuery({ ...base, gameCode: ' ' })).toMatchObject({ lottoGameCode: '', lottoView: 'lobby' });
    expect(lotteryLobbyQuery(base).lottoView).toBe('lobby');
  });
});

describe('prize modes (§3: Lott, ZY, Elott, SEA)', () => {
  it('a brand may choose any of the four, and its lobby asks for that mode', () => {
    for (const mode of ['Lott', 'ZY', 'Elott', 'SEA']) {
      expect(
        schemaErrors({ lotteryType: mode }).filter((e) => e.instancePath === '/lotteryType'),
        mode,
      ).toEqual([]);
      expect(lotteryLobbyQuery({ prizeMode: mode, device: 'WEB', backUrl: '/', language: 'EN' }).lottoPrizeMode).toBe(mode);
    }
    expect(schemaErrors({ lotteryType: 'Keno' }).some((e) => e.instancePath === '/lotteryType')).toBe(true);
  });
});

describe('LOTTFAV favourites per user', () => {
  it('toggles per username without touching other users', () => {
    let all = toggleFavourite({ bob: ['K3'] }, 'amy', 'HANOI');
    expect(all).toEqual({ bob: ['K3'], amy: ['HANOI'] });
    all = toggleFavourite(all, 'amy', 'HANOI');
    expect(all.amy).toEqual([]);
    expect(all.bob).toEqual(['K3']);
  });
  it('survives malformed storage', () => {
    expect(parseFavourites('not json')).toEqual({});
    expect(parseFavourites('[1,2]')).toEqual({});
    expect(parseFavourites('{"a":["X",3],"b":"no"}')).toEqual({ a: ['X'] });
    expect(parseFavourites(null)).toEqual({});
  });
});
