import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import type { Notice } from '../../src/api/models';
import { refuse } from '../envelope';
import { route } from '../route';
import { promotionCategories, winners } from '../fixtures/content';
import { contentOf } from '../fixtures/merchant-content';

/** Notices by placement (§7): PL player list (with B), B banner marquee, PU the home popup, PR promotion. */
export function byPlacement(list: Notice[], query: Record<string, string | undefined>) {
  const types = (query.types || 'B,PL,PU,PR').split(',').map((t) => t.trim());
  const wanted = list.filter((n) => types.includes(n.type));
  const of = (...t: Notice['type'][]) => wanted.filter((n) => t.includes(n.type));
  // H has no placement of its own in §7's answer: it is a list announcement, like PL.
  return { player: of('PL', 'B', 'H'), banners: of('B'), popup: of('PU'), promotion: of('PR') };
}

/** Notices, banners, promotions, help centre, winners and points items: the merchant's content in the request's language. */
const noticesValue = (ctx: Ctx) => byPlacement(contentOf(ctx).notices, ctx.query);

export function contentRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'notices', noticesValue);
  // Logged-in announcements: the member-only notices (routes/messages.ts).
  route(app, sb, 'memberNotices', (ctx) => byPlacement(contentOf(ctx).memberNotices, ctx.query));
  route(app, sb, 'banners', (ctx) => {
    const group = ctx.query.groupName?.trim();
    if (!group) refuse('INVALID_REQUEST', 'groupName is required.', 400);
    return ctx.sb.state.bannerOverride(ctx.merchant.merchantCode, group!) ?? contentOf(ctx).banners(group!);
  });
  route(app, sb, 'helpCenter', (ctx) => ({ sections: contentOf(ctx).help }));
  route(app, sb, 'winners', () => ({ list: winners }));
  route(app, sb, 'promotions', (ctx) => {
    const { promotions } = contentOf(ctx);
    return { list: ctx.query.category ? promotions.filter((p) => p.category === ctx.query.category) : promotions, categories: [...promotionCategories] };
  });
  route(app, sb, 'promotionDetail', (ctx) => {
    const p = contentOf(ctx).promotions.find((x) => String(x.id) === ctx.query.id);
    if (!p) refuse('NOT_FOUND', 'No such promotion.');
    return p;
  });
  // Available quantity net of this merchant's redemptions (pointsRedeem); the fixture's numbers until someone redeems.
  route(app, sb, 'pointsItems', (ctx) => {
    const redeemed = ctx.sb.platform.redeemedByItem(ctx.merchant.merchantCode);
    return { list: contentOf(ctx).pointsItems.map((i) => ({ ...i, availableQuantity: Math.max(0, i.availableQuantity - (redeemed.get(i.id) ?? 0)) })) };
  });
}
