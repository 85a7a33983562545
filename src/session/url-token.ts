/**
 * `?token=` auto-login (§2). Pure: splits the token off a URL so the caller can
 * log in and rewrite the address bar at once (a token left in the URL leaks
 * through history, bookmarks, screenshots and Referer headers).
 */
export function takeTokenFromUrl(href: string): { token: string | null; cleanUrl: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return { token: null, cleanUrl: href };
  url.searchParams.delete('token');
  const cleanUrl = url.pathname + (url.searchParams.size ? `?${url.searchParams.toString()}` : '') + url.hash;
  return { token: token.trim() || null, cleanUrl };
}
