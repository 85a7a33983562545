import DOMPurify from 'dompurify';

/**
 * Server HTML (notices, promotions, help centre) → HTML safe to render. Scripts,
 * event handlers, `javascript:` URLs, forms, frames and styles are removed;
 * links are forced to open in a new tab without an opener.
 */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];

let hooked = false;
function hook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Chromium reports a CSP violation for every inline handler it *parses*, even
 * in the inert documents DOMPurify uses, so hostile server HTML would spam the
 * console. A best-effort text pass drops `on…=` attributes first; DOMPurify
 * below remains the actual defence.
 */
export function stripInlineHandlers(html: string): string {
  return html.replace(/<[a-zA-Z][^>]*>/g, (tag) => tag.replace(/[\s/]+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''));
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  hook();
  return DOMPurify.sanitize(stripInlineHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

/** Plain text of server HTML (list previews, titles). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
