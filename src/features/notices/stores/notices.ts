import { proxy } from 'valtio';
import { fetchQuery } from '@/api/query';
import { session } from '@/session/session';
import { NOTICES_QUERY, popupAnnouncements } from '../api/get-notices';

/**
 * The announcement dialog (§2 modals): the side menu opens the whole list; the home page opens it once
 * per session as the popup, showing only the popup-type notices (PU), each in full.
 */
export const noticeList = proxy({ open: false, mode: 'list' as 'list' | 'popup' });

export function openNoticeList(): void {
  noticeList.mode = 'list';
  noticeList.open = true;
}

export function closeNoticeList(): void {
  noticeList.open = false;
}

/** §3 session key `index_notice`: the home popup shows once per browser session. */
const SHOWN_KEY = 'index_notice';

/**
 * The home popup opens once its list is in (a member's own popups too): a centred dialog that grew
 * from its skeleton to the list moved on screen (Lighthouse counted a 0.15 layout shift), and with no
 * popup-type notice it does not open at all (the other placements are for the list, not the arrival). If a call fails it stays shut: the side menu's
 * entry still opens the list with its error state and retry.
 */
export async function openNoticeListOncePerSession(): Promise<void> {
  if (shownThisSession()) return;
  const [publicValue, memberValue] = await Promise.all([
    fetchQuery('notices', { query: NOTICES_QUERY }),
    session.token ? fetchQuery('memberNotices', { query: NOTICES_QUERY }).catch(() => null) : null,
  ]).catch(() => [null, null] as const);
  if (!publicValue || popupAnnouncements(publicValue, memberValue).length === 0) return;
  // Asked again: a second visit to home while the lists loaded may have shown it already.
  if (shownThisSession()) return;
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // storage disabled: showing it on each home visit is the lesser evil than never
  }
  noticeList.mode = 'popup';
  noticeList.open = true;
}

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}
