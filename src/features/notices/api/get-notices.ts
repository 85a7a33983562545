import type { Notice, NoticesValue } from '@/api/models';

/**
 * §7 notices: types 'B,PL,PU,PR', platform W, execution B (the query of both the public and the member call), plus
 * §3's fifth type H. The spec does not say how H shows; it is read as PL, the closest documented type: an announcement
 * of the list, which the platform answers in the `player` placement.
 */
export const NOTICES_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

/**
 * Every placement is an announcement to the reader: a member's own announcements
 * (§7, null for visitors or when that call failed) listed with the public ones,
 * newest first, each once.
 */
export function mergeAnnouncements(publicValue: NoticesValue, memberValue: NoticesValue | null | undefined): Notice[] {
  return merge(publicValue, memberValue, (v) => [...v.popup, ...v.player, ...v.banners, ...v.promotion]);
}

/** The popup placement only (type PU, §7): what the home page shows on arrival, a member's own first. */
export function popupAnnouncements(publicValue: NoticesValue, memberValue: NoticesValue | null | undefined): Notice[] {
  return merge(publicValue, memberValue, (v) => v.popup);
}

function merge(publicValue: NoticesValue, memberValue: NoticesValue | null | undefined, placements: (v: NoticesValue) => Notice[]): Notice[] {
  const seen = new Set<number>();
  return [...(memberValue ? placements(memberValue) : []), ...placements(publicValue)]
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}
