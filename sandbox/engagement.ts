import { upsertSql, type Db } from './db';

/**
 * Data access for promotion participation (join, claim, activity applications
 * and their images) and referral codes. Tables in db.ts (state tables: a reset
 * empties them).
 */
export interface EntryRow {
  member_id: number;
  promotion_id: number;
  status: string;
  remark: string;
  amount: string | null;
  updated_at: number;
}
export interface ApplicationRow {
  id: number;
  promotion_id: number;
  comment: string;
  images: number;
  created_at: number;
}

export function createEngagementStore(db: Db) {
  const s = {
    entries: db.prepare('SELECT * FROM promotion_entries WHERE member_id = ?'),
    entry: db.prepare('SELECT * FROM promotion_entries WHERE member_id = ? AND promotion_id = ?'),
    upsert: db.prepare(upsertSql('promotion_entries', ['member_id', 'promotion_id'], ['status', 'remark', 'amount', 'updated_at'])),
    insertImage: db.prepare('INSERT INTO promotion_images (member_id, type, size, data, created_at) VALUES (?, ?, ?, ?, ?)'),
    freeImages: db.prepare('SELECT id FROM promotion_images WHERE member_id = ? AND application_id IS NULL'),
    attachImage: db.prepare('UPDATE promotion_images SET application_id = ? WHERE id = ? AND member_id = ? AND application_id IS NULL'),
    insertApplication: db.prepare('INSERT INTO promotion_applications (member_id, promotion_id, comment, images, created_at) VALUES (?, ?, ?, ?, ?)'),
    lastApplication: db.prepare('SELECT * FROM promotion_applications WHERE member_id = ? AND promotion_id = ? ORDER BY id DESC LIMIT 1'),
    setAffiliate: db.prepare('UPDATE members SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL'),
    affiliate: db.prepare('SELECT affiliate_code FROM members WHERE id = ?').pluck(),
    invited: db.prepare('SELECT account, created_at FROM members WHERE upline_id = ? ORDER BY created_at DESC, id DESC'),
  };

  return {
    entries: (memberId: number) => s.entries.all(memberId) as EntryRow[],
    entry: (memberId: number, promotionId: number) => s.entry.get(memberId, promotionId) as EntryRow | undefined,
    setEntry: (memberId: number, promotionId: number, status: string, remark = '', amount: string | null = null) =>
      s.upsert.run(memberId, promotionId, status, remark, amount, Date.now()),

    saveImage: (memberId: number, type: string, data: Buffer) => Number(s.insertImage.run(memberId, type, data.length, data, Date.now()).lastInsertRowid),
    freeImageIds: (memberId: number) => new Set((s.freeImages.all(memberId) as { id: number }[]).map((r) => r.id)),

    /** The application, its images attached (each image serves one application) and the entry set to 'applying', atomically. */
    apply: db.transaction((memberId: number, promotionId: number, comment: string, imageIds: number[]): ApplicationRow => {
      const id = Number(s.insertApplication.run(memberId, promotionId, comment, imageIds.length, Date.now()).lastInsertRowid);
      for (const image of imageIds) s.attachImage.run(id, image, memberId);
      s.upsert.run(memberId, promotionId, 'applying', '', null, Date.now());
      return s.lastApplication.get(memberId, promotionId) as ApplicationRow;
    }),
    lastApplication: (memberId: number, promotionId: number) => s.lastApplication.get(memberId, promotionId) as ApplicationRow | undefined,

    /** The member's code for invitations: their affiliate code, given one on first ask (register reads it as referralCode). */
    referralCode: (memberId: number, proposal: string): string => {
      s.setAffiliate.run(proposal, memberId);
      return s.affiliate.get(memberId) as string;
    },
    invited: (memberId: number) => s.invited.all(memberId) as { account: string; created_at: number }[],
  };
}

export type EngagementStore = ReturnType<typeof createEngagementStore>;
