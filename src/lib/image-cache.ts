/**
 * Lazy-image helpers (spec §9): a small LRU of URLs that have loaded, so a tile
 * scrolled back into view (or a page revisited) paints its image at once with
 * no placeholder flash; and the choice of image CDN. Pure.
 */
export const IMAGE_CACHE_SIZE = 200;
/** Preload this many screens ahead of the viewport. */
export const PRELOAD_SCREENS = 1.3;
export const OBSERVER_THRESHOLD = 0.1;

export class LruSet {
  private readonly items = new Map<string, true>();
  constructor(readonly capacity: number) {}

  has(key: string): boolean {
    if (!this.items.has(key)) return false;
    // A hit counts as a use: move the key to the young end.
    this.items.delete(key);
    this.items.set(key, true);
    return true;
  }

  add(key: string): void {
    this.items.delete(key);
    this.items.set(key, true);
    while (this.items.size > this.capacity) {
      const oldest = this.items.keys().next().value;
      if (oldest === undefined) break;
      this.items.delete(oldest);
    }
  }

  get size(): number {
    return this.items.size;
  }
}

/** URLs the browser has already decoded once in this page's life. */
export const loadedImages = new LruSet(IMAGE_CACHE_SIZE);

/** IntersectionObserver rootMargin for preloading `screens` viewports above and below. */
export function preloadMargin(screens = PRELOAD_SCREENS): string {
  return `${Math.round(screens * 100)}% 0px`;
}

/**
 * An image path on the chosen CDN. Absolute http(s) and data URLs are kept;
 * a relative path is put on the CDN, or left same-origin when there is none.
 */
export function imageUrl(path: string | null | undefined, cdn: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:image/')) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return null; // javascript:, file: … never reach an <img>
  if (!cdn || !/^https?:\/\//i.test(cdn)) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
