import { api } from '@/api/api';
import { session } from '@/session/session';
import type { Notice } from '@/api/models';

/** §7 notices: types 'B,PL,PU,PR', platform W, execution B. */
export async function getAnnouncements(signal?: AbortSignal): Promise<Notice[]> {
  // A logged-in member also reads the member announcements (§7), listed with the public ones (if that call fails, the public list still shows).
  const forMember = session.token
    ? api.call('memberNotices', { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }, signal }).catch(() => null)
    : Promise.resolve(null);
  const value = await api.call('notices', { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }, signal });
  const member = await forMember;
  // Every placement is an announcement to the reader; newest first, each once.
  const seen = new Set<number>();
  const placements = (v: typeof value) => [...v.popup, ...v.player, ...v.banners, ...v.promotion];
  return [...(member ? placements(member) : []), ...placements(value)]
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}
