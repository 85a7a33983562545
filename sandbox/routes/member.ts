import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf, realMemberOf } from '../context';
import { refuse } from '../envelope';
import { route } from '../route';
import { page } from '../params';
import { balanceOf } from '../ledger';
import { messagesOf } from '../messages';
import { clubLabelOf } from './messages';
import { consolidatedFunds } from '../agent';

/** Member info, wallet, favourites and recent games (§3, §7). Favourites and recent refuse trial accounts (§5). */
export function memberRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'memberInfo', (ctx) => {
    const m = memberOf(ctx);
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      toUpline: m.upline_id !== null,
      clubLabel: clubLabelOf(m),
      memberLabel: m.type === 1 ? ['agent'] : [],
      mobileNum: m.mobile,
      email: m.email,
      unReadCount: m.type === 4 ? 0 : messagesOf(ctx.sb).unread(m.id),
    };
  });
  route(app, sb, 'memberIcon', (ctx) => ({ url: `${ctx.origin}/sandbox-assets/avatars/${memberOf(ctx).id % 8}.svg` }));
  route(app, sb, 'balance', (ctx) => ({ sumBalance: balanceOf(ctx.sb, memberOf(ctx).id) }));
  route(app, sb, 'unreadCount', (ctx) => {
    const m = memberOf(ctx);
    return { unReadCount: m.type === 4 ? 0 : messagesOf(ctx.sb).unread(m.id) };
  });
  route(app, sb, 'pointsBalance', (ctx) => ({ points: memberOf(ctx).points }));
  route(app, sb, 'chatUrl', (ctx) => {
    if (!ctx.sb.state.flag(ctx.merchant.merchantCode, 'CBS3')) refuse('FUNCTION_DISABLED', 'Chat is not enabled, please contact customer service.');
    const m = realMemberOf(ctx);
    // The language asked, else the one stored by chatLanguage, else EN.
    const language = ctx.query.language ?? ctx.sb.platform.chatLanguage(m.id) ?? 'EN';
    // The frame shows the title and header colour the portal asked for (b2c 1: the player-facing chat).
    const extra = ['b2c', 'title', 'headerColor']
      .filter((k) => ctx.query[k])
      .map((k) => `&${k}=${encodeURIComponent(ctx.query[k]!)}`)
      .join('');
    return { chatUrl: `${ctx.origin}/sandbox-chat?member=${encodeURIComponent(m.account)}&language=${encodeURIComponent(language)}${extra}`, unReadCount: 2 };
  });
  // The consolidated contract info (§3) from the member's own contracts (sandbox/agent.ts).
  route(app, sb, 'consolidatedFunds', (ctx) => consolidatedFunds(ctx.sb, ctx.merchant.merchantCode, memberOf(ctx)));

  route(app, sb, 'favouriteIds', (ctx) => ctx.sb.store.favouriteIds(realMemberOf(ctx).id));
  route(app, sb, 'favouriteList', (ctx) => {
    const games = ctx.sb.catalogue.games(ctx.sb.store.favouriteIds(realMemberOf(ctx).id));
    const { items, totalPages } = page(games, ctx.query);
    return { content: items, totalPages };
  });
  const nodeOf = (ctx: Ctx) => {
    const nodeId = String(ctx.body.nodeId ?? ctx.query.nodeId ?? '');
    if (!ctx.sb.catalogue.game(nodeId)) refuse('GAME_NOT_FOUND', `No game with nodeId "${nodeId}".`);
    return nodeId;
  };
  route(app, sb, 'favouriteAdd', (ctx) => {
    ctx.sb.store.addFavourite(realMemberOf(ctx).id, nodeOf(ctx));
    return null;
  });
  route(app, sb, 'favouriteRemove', (ctx) => {
    ctx.sb.store.removeFavourite(realMemberOf(ctx).id, nodeOf(ctx));
    return null;
  });
  route(app, sb, 'recentGames', (ctx) => {
    let games = ctx.sb.catalogue.games(ctx.sb.store.recentIds(realMemberOf(ctx).id));
    if (ctx.query.vassalage) games = games.filter((g) => g.vassalage === ctx.query.vassalage);
    const { items, totalPages } = page(games, ctx.query);
    return { list: items, totalPages };
  });
}
