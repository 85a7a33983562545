import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf } from '../context';
import { refuse } from '../envelope';
import { route } from '../route';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, int } from '../params';
import { vnRegions } from '../fixtures/games';
import { rng } from '../fixtures/prng';
import { gameOrigin } from '../game-origin';

/** Menus, the game list, launch and the lottery lobbies (§4, §7). */
const hidden = (ctx: Ctx) => ctx.sb.state.hiddenVendors(ctx.merchant.merchantCode);

export function gameRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'gameMenus', (ctx) => ctx.sb.catalogue.menus(hidden(ctx)), { cacheKey: () => 'menus' });
  route(
    app,
    sb,
    'vendors',
    (ctx) => ({
      data: { lanes: ctx.sb.catalogue.menus(hidden(ctx)).map((g) => ({ gameCategory: g.gameCategory, vendors: g.vendors.map((v) => g.cards[v]!) })) },
    }),
    { cacheKey: () => 'vendors' },
  );

  route(
    app,
    sb,
    'gameList',
    (ctx) => {
      const q = ctx.query;
      const minBet = q.minBet ? Number(q.minBet) : undefined;
      return ctx.sb.catalogue.list({
        gameType: (q.gameType || 'RNG').toUpperCase(),
        vassalage: q.vassalage || undefined,
        gameName: q.gameName?.trim() || undefined,
        gameClassify: q.gameClassify || undefined,
        minBet: Number.isFinite(minBet) ? minBet : undefined,
        pageNo: int(q.pageNo, 1, 100_000),
        pageSize: int(q.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
        hidden: hidden(ctx),
      });
    },
    {
      cacheKey: (q) => ['list', q.gameType, q.vassalage, q.gameName?.trim().toLowerCase(), q.gameClassify, q.minBet, q.pageNo, q.pageSize].join('|'),
    },
  );

  route(
    app,
    sb,
    'hotGames',
    (ctx) => {
      const type = (ctx.query.gameType || 'RNG').toUpperCase();
      const list = ctx.sb.catalogue.hot(type, ctx.query.vassalage || null, int(ctx.query.count, 24, 100));
      const h = hidden(ctx);
      return { list: list.filter((g) => !h.includes(g.vassalage)) };
    },
    { cacheKey: (q) => ['hot', q.gameType, q.vassalage, q.count].join('|') },
  );

  route(app, sb, 'subGames', (ctx) => {
    const parent = ctx.sb.catalogue.game(ctx.query.nodeId ?? '');
    if (!parent || parent.isGame !== 'VASSALAGE') refuse('GAME_NOT_FOUND', 'No VASSALAGE game with this nodeId.');
    return { list: ctx.sb.catalogue.subGames(parent!.nodeId) };
  });

  // Launch: records a recent game and returns the address of the sandbox's playable page (value.content, §7).
  route(app, sb, 'launchGame', (ctx) => {
    const member = memberOf(ctx);
    const nodeId = ctx.query.nodeId ?? '';
    const game = ctx.sb.catalogue.game(nodeId);
    if (!game) refuse('GAME_NOT_FOUND', `No game with nodeId "${nodeId}".`);
    if (hidden(ctx).includes(game!.vassalage)) refuse('GAME_UNAVAILABLE', 'This game is not available.');
    if (game!.isGame === 'VASSALAGE') refuse('GAME_NOT_FOUND', 'A VASSALAGE entry is not playable: launch one of its sub-games.');
    ctx.sb.store.recordRecent(member.id, game!.nodeId);
    const params = new URLSearchParams({
      merchant: ctx.merchant.merchantCode,
      account: member.account,
      language: String(ctx.req.headers.language ?? ctx.query.language ?? 'EN'),
    });
    return { content: `${gameOrigin(ctx.origin)}/sandbox-game/${game!.nodeId}?${params}` };
  });

  // Lottery lobby (§7): the address carries lottoArea, launchMode, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl, language.
  route(app, sb, 'lotteryLobby', (ctx) => {
    const q = ctx.query;
    const gameCode = q.lottoGameCode || q.gameCode || '';
    const params = new URLSearchParams({
      lottoArea: q.lottoArea || 'VN',
      launchMode: q.launchMode || 'LOTT',
      lottoPrizeMode: q.lottoPrizeMode || q.prizeMode || 'Lott',
      lottoGameCode: gameCode,
      lottoView: q.lottoView || (gameCode ? 'betting' : 'lobby'),
      device: q.device || 'WEB',
      backUrl: q.backUrl || '/',
      language: q.language || 'EN',
      merchant: ctx.merchant.merchantCode,
    });
    if (ctx.member) params.set('account', ctx.member.account);
    return { content: `${gameOrigin(ctx.origin)}/sandbox-lottery?${params}` };
  });

  route(app, sb, 'popularGames', (ctx) => {
    const count = int(ctx.query.count, 20, 50);
    const lott = [
      ...ctx.sb.catalogue.byVendor('LOTT', 'TCG_SEA'),
      ...ctx.sb.catalogue.byVendor('ELOTT', 'TCG_SEA'),
      ...ctx.sb.catalogue.byVendor('LOTT', 'TCG_LOTTO_VN'),
    ];
    const mode = ctx.query.prizeMode;
    return { list: (mode ? lott.filter((g) => g.defaultPlayType === mode) : lott).slice(0, count) };
  });

  route(app, sb, 'vnLotteryMenu', (ctx) => {
    const games = ctx.sb.catalogue.byVendor('LOTT', 'TCG_LOTTO_VN');
    return { list: vnRegions.map((r) => ({ region: r.region, games: games.filter((g) => r.games.some((x) => x.gameCode === g.gameCode)) })) };
  });
  route(app, sb, 'vnPopularLottery', (ctx) => ({ list: ctx.sb.catalogue.byVendor('LOTT', 'TCG_LOTTO_VN').slice(0, int(ctx.query.count, 20, 50)) }));
  route(app, sb, 'vnNumbers', (ctx) => {
    const r = rng(`vn-numbers-${ctx.query.gameCode ?? ''}`);
    const list = Array.from({ length: 100 }, (_, i) => ({ number: String(i).padStart(2, '0'), count: r.int(0, 30) }));
    return { list: list.slice(0, int(ctx.query.count, 100, 100)) };
  });
  route(app, sb, 'vnOpenedNumbers', (ctx) => {
    const games = ctx.sb.catalogue.byVendor('LOTT', 'TCG_LOTTO_VN');
    return {
      list: games.map((g, i) => {
        const r = rng(`opened-${g.gameCode}`);
        return {
          gameCode: g.gameCode ?? '',
          gameName: g.gameName,
          issueNo: `2026112${i % 10}`,
          openTime: `2026-11-21 ${String(16 + (i % 3)).padStart(2, '0')}:15:00`,
          numbers: Array.from({ length: 7 }, () => String(r.int(0, 99999)).padStart(5, '0')),
        };
      }),
    };
  });
  route(app, sb, 'vnRecent', (ctx) => {
    const ids = ctx.sb.store.recentIds(memberOf(ctx).id);
    return { list: ctx.sb.catalogue.games(ids).filter((g) => g.vassalage === 'TCG_LOTTO_VN') };
  });
}
