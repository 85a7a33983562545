import { getServiceLinks } from './api/getServiceLinks';
import { pickServiceUrl } from './api/pick-service-url';

/** §9: the customer-service popup is 440×500. */
export const SERVICE_POPUP = { width: 440, height: 500 };

/**
 * Opens the online customer service (§7). The window opens synchronously in the
 * click (so popup blockers allow it), then receives the decoded address; when
 * the request fails or yields no usable address it is closed again.
 * Returns false when nothing could be opened.
 */
export async function openCustomerService(): Promise<boolean> {
  const { width, height } = SERVICE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open('about:blank', 'customer-service', `width=${width},height=${height},left=${left},top=${top}`);
  try {
    const links = await getServiceLinks();
    const url = pickServiceUrl(links.version.pathList);
    if (!url) throw new Error('no online customer service entry');
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
