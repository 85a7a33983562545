import { describe, expect, it } from 'vitest';
import { promotionView, visitorView, type PromotionMode, type PromotionStatus } from '../../src/features/promotions/lib/promotion-action';
import { COMMENT_MAX, IMAGE_BYTES_MAX, commentLength, imageProblem, pickImages } from '../../src/features/promotions/lib/application';
import { checkConvert, checkRedeem } from '../../src/features/points-mall/lib/redeem';
import { openMissionCount, progressPercent } from '../../src/features/missions/lib/missions';

describe('promotion status → button or label (§4 activity statuses)', () => {
  const statuses: PromotionStatus[] = ['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming soon'];
  it('every status of every mode gives a button with an action or a label with a catalogue key', () => {
    for (const mode of ['join', 'claim', 'apply', 'raffle', 'auto'] as PromotionMode[]) {
      for (const status of statuses) {
        const v = promotionView(mode, status);
        if (v.kind === 'button') expect(['join', 'claim', 'apply', 'raffle']).toContain(v.action);
        else expect(v.labelKey).toMatch(/^promotions\.status\.[a-z]+$/);
      }
    }
  });
  it('join, apply, claim and draw are actions; rejected applications may be sent again', () => {
    expect(promotionView('join', 'join')).toMatchObject({ kind: 'button', action: 'join' });
    expect(promotionView('apply', 'join')).toMatchObject({ kind: 'button', action: 'apply' });
    expect(promotionView('claim', 'claim')).toMatchObject({ kind: 'button', action: 'claim' });
    expect(promotionView('raffle', 'claim')).toMatchObject({ kind: 'button', action: 'raffle', labelKey: 'promotions.action.draw' });
    expect(promotionView('apply', 'rejected')).toMatchObject({ kind: 'button', action: 'apply', labelKey: 'promotions.action.applyAgain' });
    expect(promotionView('join', 'rejected')).toMatchObject({ kind: 'label', tone: 'danger' });
    expect(promotionView('join', 'coming soon')).toEqual({ kind: 'label', labelKey: 'promotions.status.comingsoon', tone: 'muted' });
    expect(promotionView('apply', 'applying')).toMatchObject({ kind: 'label', tone: 'pending' });
  });
  it('visitors see the list status: coming soon as a label, open promotions as a join button', () => {
    expect(visitorView('coming soon')).toMatchObject({ kind: 'label' });
    expect(visitorView('join')).toMatchObject({ kind: 'button', action: 'join' });
  });
});

describe('activity application rules (§5)', () => {
  it('counts characters as a person does (an emoji is one)', () => {
    expect(commentLength('😀'.repeat(COMMENT_MAX))).toBe(140);
  });
  it('accepts png and jpg up to 5 MB; refuses other types, empty and bigger files', () => {
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: IMAGE_BYTES_MAX })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', name: 'a.jpg', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', name: 'a.gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: IMAGE_BYTES_MAX + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: 0 })).toBe('size');
  });
  it('keeps at most 3 images in all, saying why each refused file was left out', () => {
    const f = (name: string, type = 'image/png', size = 100) => ({ name, type, size });
    const { accepted, refused } = pickImages([f('1.png'), f('2.gif', 'image/gif'), f('3.png'), f('4.png')], 1);
    expect(accepted.map((x) => x.name)).toEqual(['1.png', '3.png']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['2.gif', 'type'],
      ['4.png', 'count'],
    ]);
  });
});

describe('points mall limits', () => {
  const item = { pointsRequirement: 500, availableQuantity: 3 };
  it('the largest quantity is the least of 99, the stock and what the points pay for', () => {
    expect(checkRedeem(item, 2500, 1)).toEqual({ max: 3, cost: 500, problem: null });
    expect(checkRedeem(item, 1200, 1).max).toBe(2);
    expect(checkRedeem({ pointsRequirement: 1, availableQuantity: 999 }, 10_000, 1).max).toBe(99);
  });
  it('says why a quantity is refused', () => {
    expect(checkRedeem(item, 2500, 4).problem).toBe('overStock');
    expect(checkRedeem(item, 900, 2).problem).toBe('notEnoughPoints');
    expect(checkRedeem(item, 2500, 0).problem).toBe('quantityTooLow');
    expect(checkRedeem({ pointsRequirement: 1, availableQuantity: 999 }, 10_000, 100).problem).toBe('quantityTooHigh');
    expect(checkRedeem({ pointsRequirement: 1, availableQuantity: 0 }, 10, 1).problem).toBe('soldOut');
  });
  it('conversion takes a whole number of points, at least the minimum, at most what the member holds', () => {
    expect(checkConvert('', 500, 100)).toEqual({ value: null, problem: null });
    expect(checkConvert('12.5', 500, 100).problem).toBe('notWhole');
    expect(checkConvert('50', 500, 100).problem).toBe('belowMinimum');
    expect(checkConvert('600', 500, 100).problem).toBe('notEnoughPoints');
    expect(checkConvert(' 200 ', 500, 100)).toEqual({ value: 200, problem: null });
  });
});

describe('missions', () => {
  it('the badge counts missions still in progress; progress is a capped percentage', () => {
    const m = (status: 'process' | 'claim' | 'claimed') => ({ id: 1, category: 'DAILY' as const, title: '', target: 10, progress: 5, reward: 1, status });
    expect(openMissionCount({ list: [m('process'), m('claim'), m('process'), m('claimed')] })).toBe(2);
    expect(openMissionCount(undefined)).toBe(0);
    expect(progressPercent({ progress: 5, target: 10 })).toBe(50);
    expect(progressPercent({ progress: 15, target: 10 })).toBe(100);
    expect(progressPercent({ progress: 0, target: 0 })).toBe(100);
  });
});
