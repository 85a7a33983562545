import { getServiceLinks } from './api/get-service-links';
import { pickServiceUrl } from './api/pick-service-url';

/** §9: the customer-service popup is 440×500. */
export const SERVICE_POPUP = { width: 440, height: 500 };

/**
 * Opens a customer-service address in the §9 popup. The window opens synchronously in the click (so popup
 * blockers allow it), then receives the address once `resolve` gives it; when that fails or gives nothing usable
 * the window is closed again. Returns false when nothing could be opened.
 */
async function openServicePopup(resolve: () => Promise<string | null>): Promise<boolean> {
  const { width, height } = SERVICE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open('about:blank', 'customer-service', `width=${width},height=${height},left=${left},top=${top}`);
  try {
    const url = await resolve();
    if (!url) throw new Error('no customer service address');
    if (popup && !popup.closed) {
      popup.opener = null; // the service page must not script the portal
      popup.location.replace(url);
    } else {
      window.open(url, '_blank', 'noopener');
    }
    return true;
  } catch (err) {
    popup?.close();
    console.warn('customer service unavailable', err);
    return false;
  }
}

/** The online customer service (§7: the path list's type-3 entry, decoded). */
export function openCustomerService(): Promise<boolean> {
  return openServicePopup(async () => pickServiceUrl((await getServiceLinks()).version.pathList));
}

/** A csType entry (live chat, the VIP desk) whose checked address is already known. */
export function openServiceEntry(url: string): Promise<boolean> {
  return openServicePopup(async () => url);
}
