import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf, realMemberOf } from '../context';
import { refuse } from '../envelope';
import { idempotentRoute, route } from '../route';
import { str } from '../params';
import { formatTime } from '../time';
import { credit } from '../ledger';
import type { PromotionState, RewardCenter } from '../../src/api/models';
import { promotionBase as promotions, type PromotionBase as Promotion } from '../fixtures/content';
import { contentOf } from '../fixtures/merchant-content';
import { APPLICATION_LIMITS, REFERRAL_REWARD, promotionModes, sniffImage } from '../fixtures/engagement';
import { createEngagementStore, type EngagementStore } from '../engagement';

/**
 * Promotion participation (join, claim, activity application with images),
 * the reward centre and referral (invite friends). Contract and rules in
 * sandbox/README.md ("Engagement"). Money moves only through ledger.ts.
 */
type Status = PromotionState['status'];

const minorOf = (decimal: string): number => Math.round(Number(decimal) * 100);
const promotionOf = (id: unknown): Promotion => {
  const p = promotions.find((x) => x.id === id);
  return p ?? refuse('NOT_FOUND', 'No promotion with this id.');
};

/** The member's status of one promotion: stored participation, else what the promotion offers (see fixtures/engagement.ts). */
function stateOf(store: EngagementStore, ctx: Ctx, memberId: number, p: Promotion, now = Date.now()): PromotionState {
  const { mode, bonus } = promotionModes[p.id] ?? { mode: 'join' as const, bonus: null };
  const entry = store.entry(memberId, p.id);
  const raffle = mode === 'raffle' ? ctx.sb.platform.raffleClaim(memberId, p.id) : undefined;
  let status: Status;
  if (p.status === 'coming soon') status = 'coming soon';
  else if (raffle) status = 'claimed';
  else if (entry) status = entry.status as Status;
  else if (p.endTime && Date.parse(`${p.endTime.replace(' ', 'T')}Z`) < now) status = 'closed';
  else status = mode === 'claim' || mode === 'raffle' ? 'claim' : mode === 'auto' ? 'process' : 'join';
  const application = mode === 'apply' ? store.lastApplication(memberId, p.id) : undefined;
  return {
    promotionId: p.id,
    mode,
    status,
    bonus,
    amount: raffle ? raffle.amount.toFixed(2) : (entry?.amount ?? null),
    prize: raffle?.prize ?? null,
    remark: entry?.remark ?? '',
    updatedTime: raffle ? formatTime(raffle.claimed_at) : entry ? formatTime(entry.updated_at) : null,
    application: application ? { comment: application.comment, images: application.images, applyTime: formatTime(application.created_at) } : null,
  };
}

export function engagementRoutes(app: FastifyInstance, sb: Sandbox): void {
  const store = createEngagementStore(sb.db);
  const state = (ctx: Ctx, memberId: number, p: Promotion) => stateOf(store, ctx, memberId, p);
  /** The real member, the promotion of the body and its state for the member; refused unless the promotion is open. */
  const openPromotion = (ctx: Ctx) => {
    const m = realMemberOf(ctx);
    const p = promotionOf(ctx.body.promotionId);
    const now = state(ctx, m.id, p);
    if (now.status === 'coming soon' || now.status === 'closed') refuse('PROMOTION_NOT_OPEN', 'This promotion is not open.');
    return { m, p, now };
  };

  route(app, sb, 'promotionStates', (ctx) => {
    const m = memberOf(ctx);
    return { list: promotions.map((p) => state(ctx, m.id, p)) };
  });

  idempotentRoute(app, sb, 'promotionJoin', (ctx) => {
    const { m, p, now } = openPromotion(ctx);
    if (now.mode !== 'join') refuse('NOT_JOINABLE', now.mode === 'apply' ? 'This promotion takes an application.' : 'This promotion needs no joining.');
    if (now.status !== 'join') refuse('ALREADY_JOINED', 'You have already joined this promotion.', 200, now);
    store.setEntry(m.id, p.id, 'joined');
    return state(ctx, m.id, p);
  });

  idempotentRoute(app, sb, 'promotionClaim', (ctx) => {
    const { m, p, now } = openPromotion(ctx);
    if (now.mode !== 'claim')
      refuse('NOT_CLAIMABLE', now.mode === 'raffle' ? 'A lucky draw is claimed with raffleClaim.' : 'This promotion has nothing to claim.');
    if (now.status === 'claimed') refuse('ALREADY_CLAIMED', 'You have already claimed this promotion.', 200, now);
    const amount = now.bonus ?? '0.00';
    sb.db.transaction(() => {
      store.setEntry(m.id, p.id, 'claimed', '', amount);
      credit(sb, m.id, minorOf(amount), 'BONUS', `promotion-${p.id}`);
    })();
    return state(ctx, m.id, p);
  });

  // One image per call (base64 in JSON), checked by type, size and magic bytes; an application then names up to 3 image ids.
  route(
    app,
    sb,
    'promotionImage',
    (ctx) => {
      const m = realMemberOf(ctx);
      const type = str(ctx.body.type);
      const data = Buffer.from(str(ctx.body.data), 'base64');
      if (!(APPLICATION_LIMITS.types as readonly string[]).includes(type))
        refuse('INVALID_IMAGE', 'Images must be PNG or JPG.', 200, { field: 'images', reason: 'type' });
      if (data.length === 0 || data.length > APPLICATION_LIMITS.imageBytesMax)
        refuse('INVALID_IMAGE', 'Each image must be at most 5 MB.', 200, { field: 'images', reason: 'size' });
      // The declared type is the browser's guess from the file name: the bytes decide.
      if (sniffImage(data) !== type) refuse('INVALID_IMAGE', 'This file is not a PNG or JPG image.', 200, { field: 'images', reason: 'content' });
      return { imageId: store.saveImage(m.id, type, data), type, size: data.length };
    },
    { bodyLimit: 8 * 1024 * 1024 },
  );

  idempotentRoute(app, sb, 'promotionApply', (ctx) => {
    const { m, p, now } = openPromotion(ctx);
    if (now.mode !== 'apply') refuse('NOT_APPLICABLE', 'This promotion takes no application.');
    if (now.status !== 'join' && now.status !== 'rejected') refuse('ALREADY_APPLIED', 'Your application is already recorded.', 200, now);
    const comment = str(ctx.body.comment);
    if ([...comment].length > APPLICATION_LIMITS.commentMax) refuse('INVALID_FIELD', 'The comment can be at most 140 characters.', 200, { field: 'comment' });
    const ids = (ctx.body.imageIds as number[] | undefined) ?? [];
    if (ids.length > APPLICATION_LIMITS.imagesMax || new Set(ids).size !== ids.length)
      refuse('INVALID_FIELD', 'At most 3 different images.', 200, { field: 'images' });
    const free = store.freeImageIds(m.id);
    if (!ids.every((id) => free.has(id))) refuse('INVALID_FIELD', 'An image is unknown or already used.', 200, { field: 'images' });
    store.apply(m.id, p.id, comment, ids);
    return state(ctx, m.id, p);
  });

  route(app, sb, 'rewardCenter', (ctx): RewardCenter => {
    const m = memberOf(ctx);
    const titles = new Map(contentOf(ctx).promotions.map((p) => [p.id, p.title]));
    const list = promotions
      .map((p) => ({ p, s: state(ctx, m.id, p) }))
      .filter(({ s }) => s.bonus !== null || s.mode === 'raffle')
      .filter(({ s }) => ['claim', 'claimed', 'issued', 'applying', 'rejected'].includes(s.status))
      .map(({ p, s }) => ({
        promotionId: p.id,
        title: titles.get(p.id)!,
        mode: s.mode,
        status: s.status,
        amount: s.amount ?? s.bonus,
        prize: s.prize,
        time: s.updatedTime,
      }));
    const received = list.filter((r) => r.status === 'claimed' || r.status === 'issued').reduce((sum, r) => sum + minorOf(r.amount ?? '0'), 0);
    return { claimable: list.filter((r) => r.status === 'claim').length, receivedTotal: (received / 100).toFixed(2), list };
  });

  route(app, sb, 'referralInfo', (ctx) => {
    const m = realMemberOf(ctx);
    const code = store.referralCode(m.id, `R${m.id.toString(36).toUpperCase().padStart(5, '0')}`);
    const invited = store.invited(m.id);
    // Friends are shown masked, like the winners and leaderboard boards.
    const mask = (a: string) => (a.length <= 4 ? `${a[0] ?? ''}***` : `${a.slice(0, 2)}***${a.slice(-2)}`);
    return {
      referralCode: code,
      invitedCount: invited.length,
      rewardPerInvite: REFERRAL_REWARD,
      list: invited.slice(0, 50).map((f) => ({ account: mask(f.account), registerTime: formatTime(f.created_at) })),
    };
  });
}

/**
 * QA (only in QA mode, server.ts): an operator's decision on a member's promotion — approve an
 * application (issued, its bonus credited once), reject it with a remark, close it…
 */
export function engagementQaRoutes(app: FastifyInstance, sb: Sandbox): void {
  const store = createEngagementStore(sb.db);

  app.post('/__sandbox/promotions/review', async (req, reply) => {
    const b = (req.body ?? {}) as { merchant?: string; account?: string; promotionId?: number; status?: string; remark?: string };
    const member = b.merchant && b.account ? sb.store.memberByAccount(b.merchant, b.account) : undefined;
    const p = promotions.find((x) => x.id === b.promotionId);
    const allowed = ['joined', 'process', 'issued', 'rejected', 'closed', 'applying'];
    if (!member || !p || !allowed.includes(b.status ?? '')) {
      return reply
        .code(400)
        .send({ ok: false, error: `body must be {merchant, account, promotionId, status: ${allowed.join('|')}, remark?} of a known member and promotion` });
    }
    const bonus = promotionModes[p.id]?.bonus ?? null;
    sb.db.transaction(() => {
      const issued = b.status === 'issued' && bonus && store.entry(member.id, p.id)?.status !== 'issued';
      store.setEntry(member.id, p.id, b.status!, b.remark ?? '', b.status === 'issued' ? bonus : null);
      if (issued) credit(sb, member.id, minorOf(bonus), 'BONUS', `promotion-${p.id}`);
    })();
    return { ok: true, state: stateOf(store, { sb } as Ctx, member.id, p) };
  });
}
