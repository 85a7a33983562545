import { proxy } from 'valtio';

/** The announcement list popup (§2 modals): opened by the home page once per session and by the side menu. */
export const noticeList = proxy({ open: false });

export function openNoticeList(): void {
  noticeList.open = true;
}

export function closeNoticeList(): void {
  noticeList.open = false;
}

/** §3 session key `index_notice`: the home popup shows once per browser session. */
const SHOWN_KEY = 'index_notice';

export function openNoticeListOncePerSession(): void {
  try {
    if (sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // storage disabled: showing it on each home visit is the lesser evil than never
  }
  openNoticeList();
}
