/**
 * Remember me (§3, §9), made safe (DESIGN.md "Security stance"): the cookie
 * `${merchant}-login` keeps the USER NAME only, for one day. The seed also kept
 * the password per user; that is deliberately gone. Nothing else of a login is
 * ever written to a cookie or to storage.
 */
export const REMEMBER_ME_MS = 86_400_000;

export const rememberCookieName = (merchantCode: string) => `${merchantCode}-login`;

/** The Set-Cookie string for the remembered user name (or its removal). Pure, so it is unit-tested. */
export function rememberCookie(merchantCode: string, username: string | null, now = Date.now()): string {
  const name = encodeURIComponent(rememberCookieName(merchantCode));
  if (!username) return `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
  const expires = new Date(now + REMEMBER_ME_MS).toUTCString();
  return `${name}=${encodeURIComponent(username)}; Expires=${expires}; Path=/; SameSite=Lax`;
}

/** Reads the remembered user name out of a document.cookie string. */
export function readRememberedUser(cookieHeader: string, merchantCode: string): string | null {
  const name = encodeURIComponent(rememberCookieName(merchantCode));
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      const v = decodeURIComponent(part.slice(eq + 1).trim());
      return v || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function rememberUser(merchantCode: string, username: string | null): void {
  document.cookie = rememberCookie(merchantCode, username);
}

export function rememberedUser(merchantCode: string): string | null {
  return readRememberedUser(document.cookie, merchantCode);
}
