import type { ResponseOf } from '@/api/contract';
import type { Query } from '@/api/client';
import { invalidate, onAnswer, seedQuery } from '@/api/query';

/**
 * §4: vendors load from the session cache unless a flush is requested. The game menus (every category's vendors and
 * their cards) are kept in sessionStorage `gameVendor` (§3) for the tab's session: a reload or a new page reads them
 * from there with no call. A flush (the lobby's retry, or a new session: sign-in or sign-out starts the query cache
 * afresh) asks the platform again, and its answer replaces the kept one.
 */
export const VENDORS_SESSION_KEY = 'gameVendor';

let restored = false;

/** Seeds the menus' query entry (`query`: the menus call's query) from the session cache, once per page life. */
export function restoreVendors(query: Query): void {
  if (restored) return;
  restored = true;
  try {
    const stored = sessionStorage.getItem(VENDORS_SESSION_KEY);
    if (stored) seedQuery('gameMenus', query, JSON.parse(stored) as ResponseOf<'gameMenus'>);
  } catch {
    // storage disabled or a damaged entry: the platform answers instead
  }
}

/** Every answer to the menus call is kept as it arrives; a new session or language forgets the old one at once. */
onAnswer(
  'gameMenus',
  (answer: ResponseOf<'gameMenus'>) => {
    try {
      sessionStorage.setItem(VENDORS_SESSION_KEY, JSON.stringify(answer));
    } catch {
      // storage full or disabled: the next page asks the platform again
    }
  },
  forgetVendors,
);

function forgetVendors(): void {
  try {
    sessionStorage.removeItem(VENDORS_SESSION_KEY);
  } catch {
    // storage disabled
  }
}

/** A flush: forget the kept vendors and ask the platform. */
export function flushVendors(): void {
  forgetVendors();
  invalidate('gameMenus');
}
