import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, fileSandbox } from './support/sandbox';
import type { PromotionImage, PromotionState, PromotionStates, RaffleClaim, ReferralInfo, RewardCenter } from '../../src/api/models';

/**
 * Engagement calls over real HTTP through the portal's client: promotion join /
 * claim / activity application (images checked by type, size and magic bytes),
 * reward centre, referral. Each test uses its own fresh member, so order does not matter.
 */
const sb = fileSandbox();
const { clientFor, loggedIn } = sb;
const newMember = (extra: Record<string, string> = {}) => sb.newMember('eng', ALPHA, extra);
const key = () => randomUUID();
const act = <T>(
  c: Client,
  name: 'promotionJoin' | 'promotionClaim' | 'promotionApply' | 'raffleClaim',
  body: Record<string, unknown>,
  idempotencyKey = key(),
) => c.call<T>(name, { body, idempotencyKey });
const stateOf = async (c: Client, id: number) => (await c.call<PromotionStates>('promotionStates')).list.find((s) => s.promotionId === id)!;
/** Promotion credits of a member in the ledger (sandbox/ledger.ts), in minor units: the money moved, whatever reads it. */
const bonusMinor = (account: string): Promise<number> =>
  sb.withDb(
    (db) =>
      Number(
        db
          .prepare(
            `SELECT COALESCE(SUM(t.amount_minor), 0) FROM ledger_transactions t JOIN members m ON m.id = t.member_id
      WHERE m.merchant = ? AND m.account = ? AND t.kind = 'BONUS'`,
          )
          .pluck()
          .get(ALPHA, account),
      ),
    { readonly: true },
  );

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const upload = (c: Client, type: string, bytes: Buffer) =>
  c.call<PromotionImage>('promotionImage', { body: { type, data: bytes.toString('base64') }, timeout: 20_000 });

describe('promotion states', () => {
  it('a new member sees each promotion by what it asks: join, claim, apply (join), raffle (claim), auto (process), coming soon', async () => {
    const c = await newMember();
    const { list } = await c.call<PromotionStates>('promotionStates');
    const by = Object.fromEntries(list.map((s) => [s.promotionId, `${s.mode}:${s.status}`]));
    expect(by).toMatchObject({ 101: 'claim:claim', 102: 'join:join', 104: 'join:coming soon', 105: 'apply:join', 106: 'auto:process', 109: 'raffle:claim' });
    expect(list.find((s) => s.promotionId === 101)!.bonus).toBe('100.00');
  });

  it('visitors are asked to log in', async () => {
    expect((await refusalOf(clientFor().call('promotionStates'))).code).toBe('NOT_LOGGED_IN');
  });
});

describe('join and claim', () => {
  it('join: joined once; the same key answers the first result; a new key is refused ALREADY_JOINED', async () => {
    const c = await newMember();
    const k = key();
    const first = await act<PromotionState>(c, 'promotionJoin', { promotionId: 102 }, k);
    expect(first).toMatchObject({ promotionId: 102, status: 'joined' });
    expect(await act<PromotionState>(c, 'promotionJoin', { promotionId: 102 }, k)).toEqual(first);
    expect((await refusalOf(act(c, 'promotionJoin', { promotionId: 102 }))).code).toBe('ALREADY_JOINED');
    expect((await stateOf(c, 102)).status).toBe('joined');
  });

  it('join refuses coming-soon, claim-only and unknown promotions, a missing key, and trial accounts', async () => {
    const c = await newMember();
    expect((await refusalOf(act(c, 'promotionJoin', { promotionId: 104 }))).code).toBe('PROMOTION_NOT_OPEN');
    expect((await refusalOf(act(c, 'promotionJoin', { promotionId: 101 }))).code).toBe('NOT_JOINABLE');
    expect((await refusalOf(act(c, 'promotionJoin', { promotionId: 999 }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(c.call('promotionJoin', { body: { promotionId: 102 } }))).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const trial = await loggedIn('trial01');
    expect((await refusalOf(act(trial, 'promotionJoin', { promotionId: 102 }))).code).toBe('TRIAL_ACCOUNT');
    expect((await refusalOf(act(trial, 'promotionClaim', { promotionId: 101 }))).code).toBe('TRIAL_ACCOUNT');
  });

  it('claim credits the bonus once through the ledger (a retried key does not pay twice)', async () => {
    const c = await newMember();
    const k = key();
    const claimed = await act<PromotionState>(c, 'promotionClaim', { promotionId: 101 }, k);
    expect(claimed).toMatchObject({ status: 'claimed', amount: '100.00' });
    expect(await act(c, 'promotionClaim', { promotionId: 101 }, k)).toEqual(claimed);
    expect(await bonusMinor(c.account)).toBe(10_000);
    expect((await refusalOf(act(c, 'promotionClaim', { promotionId: 101 }))).code).toBe('ALREADY_CLAIMED');
    expect(await bonusMinor(c.account)).toBe(10_000);
    expect((await refusalOf(act(c, 'promotionClaim', { promotionId: 102 }))).code).toBe('NOT_CLAIMABLE');
  });

  it('raffle claim shows as claimed with its prize in the states and the reward centre', async () => {
    const c = await newMember();
    const draw = await act<RaffleClaim>(c, 'raffleClaim', { promotionId: 109 });
    const s = await stateOf(c, 109);
    expect(s).toMatchObject({ status: 'claimed', prize: draw.prize });
    const rc = await c.call<RewardCenter>('rewardCenter');
    expect(rc.list.find((r) => r.promotionId === 109)).toMatchObject({ status: 'claimed', prize: draw.prize });
  });
});

describe('activity application', () => {
  it('applies with a comment and up to 3 png/jpg images; then applying; operator approval issues the bonus', async () => {
    const c = await newMember();
    const a = await upload(c, 'image/png', PNG);
    const b = await upload(c, 'image/jpeg', JPG);
    expect(a).toMatchObject({ type: 'image/png', size: PNG.length });
    const applied = await act<PromotionState>(c, 'promotionApply', { promotionId: 105, comment: 'My deposit receipt', imageIds: [a.imageId, b.imageId] });
    expect(applied).toMatchObject({ status: 'applying', application: { comment: 'My deposit receipt', images: 2 } });
    expect((await refusalOf(act(c, 'promotionApply', { promotionId: 105, comment: 'again', imageIds: [] }))).code).toBe('ALREADY_APPLIED');

    const res = await fetch(`${sb.url}/__sandbox/promotions/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchant: ALPHA, account: c.account, promotionId: 105, status: 'issued' }),
    });
    expect(res.status).toBe(200);
    expect(await stateOf(c, 105)).toMatchObject({ status: 'issued', amount: '150.00' });
    expect(await bonusMinor(c.account)).toBe(15_000);
    const rc = await c.call<RewardCenter>('rewardCenter');
    expect(rc.list.find((r) => r.promotionId === 105)).toMatchObject({ status: 'issued', amount: '150.00' });
  });

  it('a rejected application may be sent again', async () => {
    const c = await newMember();
    await act(c, 'promotionApply', { promotionId: 110, comment: '', imageIds: [] });
    await fetch(`${sb.url}/__sandbox/promotions/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchant: ALPHA, account: c.account, promotionId: 110, status: 'rejected', remark: 'Receipt unreadable' }),
    });
    expect(await stateOf(c, 110)).toMatchObject({ status: 'rejected', remark: 'Receipt unreadable' });
    expect(await act<PromotionState>(c, 'promotionApply', { promotionId: 110, comment: 'Clearer photo', imageIds: [] })).toMatchObject({ status: 'applying' });
  });

  it("refuses a comment over 140 characters, more than 3 images, an image used twice or not the member's", async () => {
    const c = await newMember();
    const other = await newMember();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(c, 'image/png', PNG)).imageId);
    const field = async (body: Record<string, unknown>) => (await refusalOf(act(c, 'promotionApply', { promotionId: 105, ...body }))).details;
    expect(await field({ comment: 'x'.repeat(141), imageIds: [] })).toEqual({ field: 'comment' });
    expect(await field({ comment: '', imageIds: ids })).toEqual({ field: 'images' });
    expect(await field({ comment: '', imageIds: [ids[0], ids[0]] })).toEqual({ field: 'images' });
    const foreign = (await upload(other, 'image/png', PNG)).imageId;
    expect(await field({ comment: '', imageIds: [foreign] })).toEqual({ field: 'images' });
    // 140 characters (emoji count as one) is fine.
    expect(await act<PromotionState>(c, 'promotionApply', { promotionId: 105, comment: '😀'.repeat(140), imageIds: ids.slice(0, 3) })).toMatchObject({
      status: 'applying',
    });
  });

  it('images: wrong declared type, bytes that are not the declared type, and files over 5 MB are refused', async () => {
    const c = await newMember();
    const reason = async (type: string, bytes: Buffer) => ((await refusalOf(upload(c, type, bytes))) as ApiError).details;
    expect((await refusalOf(upload(c, 'image/gif', PNG))).code).toBe('INVALID_REQUEST');
    expect(await reason('image/png', JPG)).toMatchObject({ field: 'images', reason: 'content' });
    expect(await reason('image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ reason: 'content' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await reason('image/png', big)).toMatchObject({ reason: 'size' });
    // Exactly 5 MB passes.
    expect((await upload(c, 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]))).size).toBe(5 * 1024 * 1024);
  });
});

describe('referral', () => {
  it('gives the member a code; a friend registering with it is counted, masked', async () => {
    const c = await newMember();
    const info = await c.call<ReferralInfo>('referralInfo');
    expect(info).toMatchObject({ invitedCount: 0, rewardPerInvite: '50.00', list: [] });
    expect(info.referralCode).toMatch(/^R[0-9A-Z]{5,}$/);
    expect((await c.call<ReferralInfo>('referralInfo')).referralCode).toBe(info.referralCode);
    const friend = await newMember({ referralCode: info.referralCode });
    const after = await c.call<ReferralInfo>('referralInfo');
    expect(after.invitedCount).toBe(1);
    expect(after.list[0]!.account).toBe(`${friend.account.slice(0, 2)}***${friend.account.slice(-2)}`);
    expect((await refusalOf((await loggedIn('trial01')).call('referralInfo'))).code).toBe('TRIAL_ACCOUNT');
  });
});
