import { describe, expect, it } from 'vitest';
import type { GameCategory, GameVendorGroup } from '@/api/models';
import { categoryAction, menuCategories, recategorise } from '@/lib/game-categories';

const card = (v: string, isHot: 0 | 1 = 0) => ({ vassalage: v, name: `${v} name`, isHot, logo: `/logo/${v}.svg` });
const group = (gameCategory: GameCategory, vendors: string[], gameClassify: string[] = []): GameVendorGroup => ({
  gameCategory,
  vendors,
  cards: Object.fromEntries(vendors.map((v) => [v, card(v, v === 'AV' ? 1 : 0)])),
  gameClassify,
});

describe('recategorise', () => {
  const input = [group('LIVE', ['EVO']), group('SPORTS', ['SABA', 'AV', 'DS88', 'IMES', 'BTI', 'TF'], ['football', 'basket']), group('RNG', ['PG', 'JILI'])];

  it('moves e-sports before SPORTS and cockfight after it, keeping vendor order', () => {
    const out = recategorise(input);
    expect(out.map((g) => g.gameCategory)).toEqual(['LIVE', 'ESPORTS', 'SPORTS', 'COCKFIGHT', 'RNG']);
    expect(out[1].vendors).toEqual(['AV', 'IMES', 'TF']);
    expect(out[2].vendors).toEqual(['SABA', 'BTI']);
    expect(out[3].vendors).toEqual(['DS88']);
  });

  it('carries cards and classify along', () => {
    const out = recategorise(input);
    expect(out[1].cards.AV).toEqual(card('AV', 1));
    expect(Object.keys(out[1].cards).sort()).toEqual(['AV', 'IMES', 'TF']);
    expect(Object.keys(out[2].cards).sort()).toEqual(['BTI', 'SABA']);
    expect(out[3].gameClassify).toEqual(['football', 'basket']);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(input);
    recategorise(input);
    expect(input).toEqual(copy);
  });

  it('drops categories that end up empty', () => {
    const out = recategorise([group('SPORTS', ['AV', 'IA']), group('FISH', [])]);
    expect(out.map((g) => g.gameCategory)).toEqual(['ESPORTS']);
  });

  it('merges into an ESPORTS category the platform already sends', () => {
    const out = recategorise([group('ESPORTS', ['XX']), group('SPORTS', ['SABA', 'AI'])]);
    expect(out.map((g) => g.gameCategory)).toEqual(['ESPORTS', 'SPORTS']);
    expect(out[0].vendors).toEqual(['XX', 'AI']);
  });

  it('leaves menus without SPORTS alone', () => {
    const out = recategorise([group('RNG', ['PG']), group('LIVE', [])]);
    expect(out.map((g) => g.gameCategory)).toEqual(['RNG']);
  });
});

describe('menuCategories', () => {
  const groups = recategorise([
    group('RNG', ['PG']),
    group('SPORTS', ['SABA', 'AV', 'DS88']),
    group('LOTT', ['TCG_SEA']),
    group('PVP', []),
    group('VASSALAGE', ['X']),
  ]);
  it('keeps §9 order and only categories with vendors', () => {
    expect(menuCategories(groups)).toEqual(['LOTT', 'SPORTS', 'RNG', 'ESPORTS', 'COCKFIGHT']);
  });
  it("follows the brand's order when given", () => {
    expect(menuCategories(groups, ['RNG', 'COCKFIGHT', 'LOTT', 'RNG', 'LIVE'])).toEqual(['RNG', 'COCKFIGHT', 'LOTT']);
  });
});

describe('categoryAction', () => {
  it('launches TCG_SEA for lottery categories and navigates for lobbies', () => {
    expect(categoryAction('LOTT')).toEqual({ kind: 'launchVendor', category: 'LOTT', vendor: 'TCG_SEA' });
    expect(categoryAction('ELOTT')).toMatchObject({ kind: 'launchVendor', vendor: 'TCG_SEA' });
    expect(categoryAction('ESPORTS')).toEqual({ kind: 'navigate', path: '/esports' });
    expect(categoryAction('VASSALAGE')).toBeNull();
  });
});
