/**
 * The query parameters of the read calls (GET and DELETE): what docs/openapi.json lists as each call's parameters
 * and what the conformance run (npm run contract:test) sends, the example as is and, for the property-based
 * requests, values drawn from the schema. The sandbox's routes read the same names (sandbox/routes/*.ts).
 */
import type { EndpointName } from '../../../src/api/endpoints.ts';

export interface QueryParam {
  schema: { type: 'string' | 'integer'; enum?: string[]; minimum?: number; maximum?: number; maxLength?: number; pattern?: string };
  /** The value a conforming run sends: one the sandbox's seeded data answers. */
  example?: string | number;
  required?: boolean;
  description?: string;
}

const text = (example?: string, description?: string, extra: Partial<QueryParam['schema']> = {}): QueryParam => ({
  schema: { type: 'string', maxLength: 64, ...extra },
  ...(example === undefined ? {} : { example }),
  ...(description ? { description } : {}),
});
const int = (example: number, minimum: number, maximum: number, description?: string): QueryParam => ({
  schema: { type: 'integer', minimum, maximum },
  example,
  ...(description ? { description } : {}),
});
const required = (p: QueryParam): QueryParam => ({ ...p, required: true });
const page = { pageNo: int(1, 1, 10_000, 'page, from 1'), pageSize: int(20, 1, 100, 'rows per page') };
const CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];
const gameType = (example: string) => text(example, 'a game category (§9 side-menu categories)', { enum: CATEGORIES });

export const queries: Partial<Record<EndpointName, Record<string, QueryParam>>> = {
  banners: { groupName: required(text('w_reg', 'the server banner group the brand maps a page to (§2)')) },
  affiliateCheck: {
    code: required(text('AG0001', 'an invitation (affiliate) code')),
    domain: text('alpha.example.test', 'the domain the player registers on'),
  },
  chatUrl: { language: text('en') },
  popularGames: { count: int(20, 1, 100), prizeMode: text() },
  launchGame: { nodeId: required(text('100000', 'the game node to open')), language: text('en') },
  hotGames: { count: int(10, 1, 100), gameType: gameType('RNG'), vassalage: text(undefined, 'a vendor code') },
  gameList: {
    gameType: gameType('RNG'),
    vassalage: text(undefined, 'a vendor code'),
    gameName: text(undefined, 'search text'),
    gameClassify: text(),
    minBet: text(),
    pageNo: int(1, 1, 10_000, 'page, from 1'),
    pageSize: int(42, 1, 200, 'games per page (§9: 42)'),
  },
  subGames: { nodeId: text(undefined, 'a PVP vendor node of gameList') },
  favouriteList: { nodeId: text() },
  favouriteRemove: { nodeId: required(text('100001', 'the game node to forget')) },
  recentGames: { vassalage: text(undefined, 'a vendor code') },
  lotteryLobby: { gameCode: text(), language: text('en'), prizeMode: text(), backUrl: text() },
  vnPopularLottery: { count: int(20, 1, 100, '§9: 20') },
  vnNumbers: { count: int(100, 1, 500, '§9: 100'), gameCode: text() },
  promotions: { category: text() },
  promotionDetail: { id: required(int(101, 1, 1_000_000_000, 'a promotion id of promotions')) },
  pvpRooms: { nodeId: text(), vassalage: text() },
  messageList: page,
  messageDetail: { id: required(int(1, 1, 1_000_000_000, 'a message id of messageList')) },
  agentDownlines: { keyword: text(), level: int(1, 1, 10) },
  agentDownlineDetail: { account: required(text('l1a001', 'a downline account of agentDownlines')) },
  agentTeamBets: { account: text() },
  agentTeamProfit: { keyword: text() },
  agentContracts: { kind: text(undefined, 'a contract kind') },
  agentSettlements: { kind: text('DAILY', 'a contract kind') },
  agentIncome: { period: text() },
  depositOrder: { orderNo: required(text(undefined, 'the orderNo depositCreate answered')) },
  withdrawals: { status: text() },
};

/** The example query of a call: what a conforming run sends as is (calls without examples go bare). */
export function exampleQuery(name: EndpointName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(queries[name] ?? {})
      .filter(([, p]) => p.example !== undefined)
      .map(([k, p]) => [k, String(p.example)]),
  );
}
