import type { Statement } from 'better-sqlite3';
import type { Db } from './db';
import type { Game, GameCategory, GameListPage, GameVendorGroup, VendorCard } from '../src/api/models';
import type { GameRow, VendorRow } from './fixtures/games';
import { vendorLogo } from './fixtures/games';

/**
 * Read side of the game catalogue. Statements are prepared once per query
 * shape; the fixture rows never change, so menus are computed once and the
 * route layer caches whole pages (route.ts).
 */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS = ['DS88'];
const MENU_ORDER: GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

export interface ListQuery {
  gameType: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  minBet?: number;
  pageNo: number;
  pageSize: number;
  hidden: string[];
}

export function toGame(r: GameRow): Game {
  const g: Game = {
    gameId: r.game_id,
    nodeId: r.node_id,
    vassalage: r.vassalage,
    gameType: r.game_type,
    gameName: r.game_name,
    smallIcon: r.small_icon,
    code: r.code,
    isHot: r.is_hot,
    minBet: r.min_bet,
    gameClassify: r.game_classify,
  };
  if (r.account_type_name) g.accountTypeName = r.account_type_name;
  if (r.default_play_type) g.defaultPlayType = r.default_play_type;
  if (r.game_code) g.gameCode = r.game_code;
  if (r.is_game) g.isGame = r.is_game;
  return g;
}

export function createCatalogue(db: Db) {
  const shapes = new Map<string, { rows: Statement; count: Statement }>();
  const byNode = db.prepare('SELECT * FROM games WHERE node_id = ?');
  const hot = db.prepare(
    'SELECT * FROM games WHERE game_type = ? AND is_hot = 1 AND parent_node_id IS NULL AND (? IS NULL OR vassalage = ?) ORDER BY sort LIMIT ?',
  );
  const children = db.prepare('SELECT * FROM games WHERE parent_node_id = ? ORDER BY sort');
  const byTypeVendor = db.prepare('SELECT * FROM games WHERE game_type = ? AND vassalage = ? AND parent_node_id IS NULL ORDER BY sort');
  const vendorRows = db.prepare('SELECT * FROM vendors ORDER BY sort').all() as VendorRow[];
  const classifies = db
    .prepare('SELECT game_type, game_classify FROM games WHERE parent_node_id IS NULL GROUP BY game_type, game_classify ORDER BY game_type, MIN(sort)')
    .all() as { game_type: string; game_classify: string }[];

  /** SQL and parameters of one list query; `shape` names the prepared statement to reuse. */
  function where(q: ListQuery): { shape: string; sql: string; params: unknown[] } {
    const parts = ['parent_node_id IS NULL'];
    const params: unknown[] = [];
    let shape = '';
    let type = q.gameType;
    let vendorSet: string[] | null = null;
    if (type === 'ESPORTS' || type === 'COCKFIGHT') {
      vendorSet = type === 'ESPORTS' ? ESPORTS_VENDORS : COCKFIGHT_VENDORS;
      type = 'SPORTS';
    }
    parts.push('game_type = ?');
    params.push(type);
    if (vendorSet) {
      parts.push('vassalage IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(vendorSet));
      shape += 'S';
    }
    if (q.vassalage) {
      parts.push('vassalage = ?');
      params.push(q.vassalage);
      shape += 'V';
    }
    if (q.gameName) {
      // LIKE is case-insensitive for ASCII in SQLite; instr on lower() also covers accented names consistently.
      parts.push('instr(lower(game_name), lower(?)) > 0');
      params.push(q.gameName);
      shape += 'N';
    }
    if (q.gameClassify) {
      parts.push('game_classify = ?');
      params.push(q.gameClassify);
      shape += 'C';
    }
    if (q.minBet !== undefined) {
      parts.push('min_bet <= ?');
      params.push(q.minBet);
      shape += 'B';
    }
    if (q.hidden.length) {
      parts.push('vassalage NOT IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(q.hidden));
      shape += 'H';
    }
    return { shape, sql: parts.join(' AND '), params };
  }

  function list(q: ListQuery): GameListPage {
    const w = where(q);
    let st = shapes.get(w.shape);
    if (!st) {
      st = {
        rows: db.prepare(`SELECT * FROM games WHERE ${w.sql} ORDER BY sort LIMIT ? OFFSET ?`),
        count: db.prepare(`SELECT COUNT(*) AS n FROM games WHERE ${w.sql}`),
      };
      shapes.set(w.shape, st);
    }
    const { n } = st.count.get(...w.params) as { n: number };
    const rows = st.rows.all(...w.params, q.pageSize, (q.pageNo - 1) * q.pageSize) as GameRow[];
    return { games: rows.map(toGame), totalPages: Math.max(1, Math.ceil(n / q.pageSize)), totalCount: n, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  const card = (v: VendorRow): VendorCard => {
    const c: VendorCard = { vassalage: v.vassalage, name: v.name, isHot: v.is_hot as 0 | 1, logo: vendorLogo(v.vassalage) };
    if (v.node_id) c.nodeId = v.node_id;
    if (v.game_id) c.gameId = v.game_id;
    return c;
  };

  function isHidden(v: VendorRow, hidden: string[]): boolean {
    return hidden.includes(v.vassalage) || hidden.includes(v.category) || hidden.includes(`${v.category}:${v.vassalage}`);
  }

  return {
    list,
    game: (nodeId: string) => {
      const row = byNode.get(nodeId) as GameRow | undefined;
      return row ? toGame(row) : null;
    },
    games: (nodeIds: string[]) =>
      nodeIds
        .map((id) => byNode.get(id) as GameRow | undefined)
        .filter((r): r is GameRow => !!r)
        .map(toGame),
    hot: (gameType: string, vassalage: string | null, limit: number) => (hot.all(gameType, vassalage, vassalage, limit) as GameRow[]).map(toGame),
    subGames: (nodeId: string) => (children.all(nodeId) as GameRow[]).map(toGame),
    byVendor: (gameType: string, vassalage: string) => (byTypeVendor.all(gameType, vassalage) as GameRow[]).map(toGame),

    /** The game-vendor groups (§3) in menu order; e-sports and cockfight vendors stay under SPORTS, as the platform sends them (§4). */
    menus(hidden: string[]): GameVendorGroup[] {
      return MENU_ORDER.flatMap((category) => {
        const vendors = vendorRows.filter((v) => v.category === category && !isHidden(v, hidden));
        if (!vendors.length) return [];
        return [
          {
            gameCategory: category,
            vendors: vendors.map((v) => v.vassalage),
            cards: Object.fromEntries(vendors.map((v) => [v.vassalage, card(v)])),
            gameClassify: classifies.filter((c) => c.game_type === category).map((c) => c.game_classify),
          },
        ];
      });
    },

    /** Display name per vendor code; a vendor in several categories (JDB slots and fishing) keeps its first, RNG, name. */
    vendorNames: vendorRows.reduce((names, v) => (names.has(v.vassalage) ? names : names.set(v.vassalage, v.name)), new Map<string, string>()),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
