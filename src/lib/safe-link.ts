/**
 * Which link targets the portal follows (banners, server content, resources).
 * A target is refused unless it is an absolute http(s) URL or a path of the
 * portal's own router: `javascript:`, `data:`, `vbscript:`, protocol-relative
 * `//host` and anything unparsable do nothing. Pure; unit-tested.
 */

function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

export function isSafeExternalUrl(value: string): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  // Control characters and whitespace inside a scheme are how `java\nscript:` sneaks past naive checks.
  if (!text || hasControlChars(text)) return false;
  // Literally "http(s)://": the URL parser would also accept "https:/host" and other sloppy forms.
  if (!/^https?:\/\/[^/]/i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
}

/** A same-site path ("/promotions?x=1", "/rng#top") whose first segment the router knows. */
export function isKnownRoute(value: string, knownPaths: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\') || hasControlChars(text)) return false;
  const path = text.split(/[?#]/)[0];
  return knownPaths.some((p) => matchPath(p, path));
}

function matchPath(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

export type LinkTarget =
  { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'game'; nodeId: string; vassalage: string } | { kind: 'none' };

/**
 * A banner's link (linkageType + target, see Banner in src/api/models.ts) as
 * something safe to act on. GAME targets are `nodeId@vassalage`.
 */
export function resolveBannerLink(linkageType: string, target: string, knownPaths: readonly string[]): LinkTarget {
  const t = (target ?? '').trim();
  switch (linkageType) {
    case 'ROUTE':
      return isKnownRoute(t, knownPaths) ? { kind: 'route', path: t } : { kind: 'none' };
    case 'URL':
      if (isSafeExternalUrl(t)) return { kind: 'external', url: t };
      return isKnownRoute(t, knownPaths) ? { kind: 'route', path: t } : { kind: 'none' };
    case 'GAME': {
      const m = /^([A-Za-z0-9_-]+)@([A-Za-z0-9_-]+)$/.exec(t);
      return m ? { kind: 'game', nodeId: m[1], vassalage: m[2] } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
