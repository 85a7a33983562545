import type { PromotionState } from '@/api/models';

/**
 * What a promotion's status (§4 activity statuses) shows a player: one button
 * (an action they can take) or a label (where things stand). Pure, so the
 * whole status table is unit-tested.
 */
export type PromotionStatus = PromotionState['status'];
export type PromotionMode = PromotionState['mode'];
export type PromotionActionKind = 'join' | 'claim' | 'apply' | 'raffle';

export type PromotionView =
  { kind: 'button'; action: PromotionActionKind; labelKey: string } | { kind: 'label'; labelKey: string; tone: 'success' | 'pending' | 'danger' | 'muted' };

const label = (status: PromotionStatus, tone: 'success' | 'pending' | 'danger' | 'muted'): PromotionView => ({
  kind: 'label',
  labelKey: `promotions.status.${status.replace(' ', '')}`,
  tone,
});

export function promotionView(mode: PromotionMode, status: PromotionStatus): PromotionView {
  switch (status) {
    case 'join':
      return mode === 'apply'
        ? { kind: 'button', action: 'apply', labelKey: 'promotions.action.apply' }
        : { kind: 'button', action: 'join', labelKey: 'promotions.action.join' };
    case 'claim':
      return mode === 'raffle'
        ? { kind: 'button', action: 'raffle', labelKey: 'promotions.action.draw' }
        : { kind: 'button', action: 'claim', labelKey: 'promotions.action.claim' };
    case 'rejected':
      // A rejected application may be sent again; the label says why it came back.
      return mode === 'apply' ? { kind: 'button', action: 'apply', labelKey: 'promotions.action.applyAgain' } : label(status, 'danger');
    case 'joined':
    case 'claimed':
    case 'issued':
      return label(status, 'success');
    case 'applying':
    case 'process':
      return label(status, 'pending');
    case 'closed':
    case 'coming soon':
      return label(status, 'muted');
  }
}

/**
 * A visitor (or a member whose states have not loaded) sees the promotion's own
 * status from the list: 'coming soon' or an open promotion's join button,
 * which asks them to log in first.
 */
export function visitorView(listStatus: string): PromotionView {
  if (listStatus === 'coming soon') return label('coming soon', 'muted');
  if (listStatus === 'closed') return label('closed', 'muted');
  return { kind: 'button', action: 'join', labelKey: 'promotions.action.join' };
}
