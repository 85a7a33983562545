import { describe, expect, it } from 'vitest';
import type { Game } from '@/api/models';
import { decideLaunch, launchAddress, lotteryPath, onCdn, pickRandom, safeGameUrl, type LaunchContext } from '@/lib/game-launch';

const member: LaunchContext = { loggedIn: true, trial: false, freePlay: false };
const visitor: LaunchContext = { loggedIn: false, trial: false, freePlay: false };
const trial: LaunchContext = { loggedIn: true, trial: true, freePlay: false };

const slot: Game = { gameId: 'g1', nodeId: 'n1', vassalage: 'PG', gameType: 'RNG', gameName: 'Lucky', smallIcon: '/x.svg', code: 'lucky' };

describe('decideLaunch', () => {
  it('launches a slot for a member', () => {
    expect(decideLaunch({ kind: 'game', game: slot }, member)).toEqual({ kind: 'launch', params: { gameId: 'g1', nodeId: 'n1', vassalage: 'PG' } });
  });
  it('asks visitors to log in', () => {
    expect(decideLaunch({ kind: 'game', game: slot }, visitor)).toEqual({ kind: 'login' });
  });
  it('refuses trial accounts unless free play is on', () => {
    expect(decideLaunch({ kind: 'game', game: slot }, trial)).toEqual({ kind: 'trialRefused' });
    expect(decideLaunch({ kind: 'game', game: slot }, { ...trial, freePlay: true }).kind).toBe('launch');
  });
  it('sends lottery and e-lottery games to /lottery with gameCode and playType', () => {
    const lott: Game = { ...slot, gameType: 'LOTT', gameCode: 'VN_HN', defaultPlayType: 'LO2' };
    expect(decideLaunch({ kind: 'game', game: lott }, visitor)).toEqual({ kind: 'lottery', path: '/lottery?gameCode=VN_HN&playType=LO2' });
    const elott: Game = { ...slot, gameType: 'ELOTT', gameCode: 'E1' };
    expect(decideLaunch({ kind: 'game', game: elott }, member)).toEqual({ kind: 'lottery', path: '/lottery?gameCode=E1' });
    const byAccount: Game = { ...slot, accountTypeName: 'TCG_LOTTO_VN', gameCode: 'Q' };
    expect(decideLaunch({ kind: 'game', game: byAccount }, member)).toMatchObject({ kind: 'lottery' });
  });
  it('opens the sub-games popup for VASSALAGE games, even for visitors', () => {
    const v: Game = { ...slot, isGame: 'VASSALAGE' };
    expect(decideLaunch({ kind: 'game', game: v }, visitor)).toEqual({ kind: 'subGames', game: v });
  });
  it('launches TCG_SEA directly for lottery categories', () => {
    const card = { vassalage: 'TCG_SEA', name: 'SEA', isHot: 0 as const, logo: '', nodeId: 'sea-node', gameId: 'sea-game' };
    expect(decideLaunch({ kind: 'category', category: 'LOTT', card }, member)).toEqual({
      kind: 'launch',
      params: { gameId: 'sea-game', nodeId: 'sea-node', vassalage: 'TCG_SEA' },
    });
    expect(decideLaunch({ kind: 'category', category: 'ELOTT', card }, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch({ kind: 'category', category: 'RNG', card }, member)).toEqual({ kind: 'unavailable' });
    expect(decideLaunch({ kind: 'category', category: 'LOTT' }, member)).toEqual({ kind: 'unavailable' });
  });
  it('launches vendor cards that carry their own node', () => {
    const card = { vassalage: 'EVO', name: 'Evo', isHot: 1 as const, logo: '', nodeId: 'evo' };
    expect(decideLaunch({ kind: 'vendor', card, category: 'LIVE' }, member)).toEqual({
      kind: 'launch',
      params: { gameId: 'evo', nodeId: 'evo', vassalage: 'EVO' },
    });
    expect(decideLaunch({ kind: 'vendor', card: { ...card, nodeId: undefined }, category: 'LIVE' }, member)).toEqual({ kind: 'unavailable' });
  });
});

describe('launch addresses', () => {
  const base = 'https://portal.example/';
  it('accepts only http(s)', () => {
    expect(safeGameUrl('https://games.example/play?x=1', base)).toBe('https://games.example/play?x=1');
    expect(safeGameUrl('/sandbox-game/n1', base)).toBe('https://portal.example/sandbox-game/n1');
    expect(safeGameUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeGameUrl(' JavaScript:alert(1)', base)).toBeNull();
    expect(safeGameUrl('data:text/html,<script>1</script>', base)).toBeNull();
    expect(safeGameUrl('', base)).toBeNull();
    expect(safeGameUrl(42, base)).toBeNull();
  });
  it('reads every answer shape', () => {
    expect(launchAddress({ game_url: 'a' })).toBe('a');
    expect(launchAddress({ game_url2: 'b' })).toBe('b');
    expect(launchAddress({ content: 'c' })).toBe('c');
    expect(launchAddress('d')).toBe('d');
    expect(launchAddress({})).toBeNull();
    expect(launchAddress(null)).toBeNull();
  });
  it('moves an absolute address onto a random launch CDN', () => {
    expect(onCdn('https://a.example/play/1?t=2', ['https://cdn1.example', 'https://cdn2.example'], () => 0.99)).toBe('https://cdn2.example/play/1?t=2');
    expect(onCdn('https://a.example/play', [], () => 0)).toBe('https://a.example/play');
    expect(onCdn('/relative', ['https://cdn.example'], () => 0)).toBe('/relative');
    expect(onCdn('https://a.example/p', ['javascript:x'], () => 0)).toBe('https://a.example/p');
  });
  it('picks within bounds', () => {
    expect(pickRandom([1, 2, 3], () => 0.999999)).toBe(3);
    expect(pickRandom([1, 2, 3], () => 0)).toBe(1);
    expect(pickRandom([], () => 0)).toBeUndefined();
  });
  it('builds lottery paths', () => {
    expect(lotteryPath()).toBe('/lottery');
    expect(lotteryPath('A B')).toBe('/lottery?gameCode=A+B');
  });
});
