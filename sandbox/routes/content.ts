import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import type { Notice } from '../../src/api/models';
import { refuse } from '../envelope';
import { route } from '../route';
import { memberNotices } from './messages';
import { helpSections, notices, pointsItems, promotionCategories, promotions, winners } from '../fixtures/content';

/** Notices, banners, promotions, help centre, winners and points items: read-only fixtures. */
function noticesValue(ctx: Ctx) {
  const types = (ctx.query.types || 'B,PL,PU,PR').split(',').map((t) => t.trim());
  const wanted = notices.filter((n) => types.includes(n.type));
  const of = (...t: Notice['type'][]) => wanted.filter((n) => t.includes(n.type));
  // Placement by type: PL player list, B banner marquee, PU popup, PR promotion.
  return { player: of('PL', 'B'), banners: of('B'), popup: of('PU'), promotion: of('PR') };
}

export function contentRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'notices', noticesValue);
  // Logged-in announcements: the member-only notices (routes/messages.ts).
  route(app, sb, 'memberNotices', (ctx) => memberNotices(ctx.query));
  route(app, sb, 'banners', (ctx) => {
    const group = ctx.query.groupName?.trim();
    if (!group) refuse('INVALID_REQUEST', 'groupName is required.', 400);
    return ctx.sb.state.banners(ctx.merchant.merchantCode, group!);
  });
  route(app, sb, 'helpCenter', () => ({ sections: helpSections }));
  route(app, sb, 'winners', () => ({ list: winners }));
  route(app, sb, 'promotions', (ctx) => ({
    list: ctx.query.category ? promotions.filter((p) => p.category === ctx.query.category) : promotions,
    categories: [...promotionCategories],
  }));
  route(app, sb, 'promotionDetail', (ctx) => {
    const p = promotions.find((x) => String(x.id) === ctx.query.id);
    if (!p) refuse('NOT_FOUND', 'No such promotion.');
    return p;
  });
  // Available quantity net of this merchant's redemptions (pointsRedeem); the fixture's numbers until someone redeems.
  route(app, sb, 'pointsItems', (ctx) => {
    const redeemed = ctx.sb.platform.redeemedByItem(ctx.merchant.merchantCode);
    return { list: pointsItems.map((i) => ({ ...i, availableQuantity: Math.max(0, i.availableQuantity - (redeemed.get(i.id) ?? 0)) })) };
  });
}
