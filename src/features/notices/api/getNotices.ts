import { api } from '@/api/api';
import type { Notice, NoticesValue } from '@/api/models';

/** §7 notices: types 'B,PL,PU,PR', platform W, execution B. */
export async function getAnnouncements(signal?: AbortSignal): Promise<Notice[]> {
  const value = await api.call<NoticesValue>('notices', { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }, signal });
  // Every placement is an announcement to the reader; newest first, each once.
  const seen = new Set<number>();
  return [...value.popup, ...value.player, ...value.banners, ...value.promotion]
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}
