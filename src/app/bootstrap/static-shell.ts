/**
 * The pre-rendered page before the app hydrates it.
 *
 * index.html arrives with the brand's header, side menu, banner frame, page skeleton and footer already in
 * <div id="root" data-prerendered="/ /index …">, painted before any script (scripts/lib/brand/prerender.ts).
 * The app hydrates that markup (mount.tsx): its first render is the same page (the pre-render and the browser
 * render one tree, src/app/App.tsx), and platform data arrives after. Until then the page is inert and hidden
 * from assistive technology: its buttons would do nothing yet.
 */

import { FIRST_BANNER_BOX, FIRST_BANNER_FIT, PRERENDERED_ATTR } from '@/brand/page-marks';

export { PRERENDERED_ATTR };

/**
 * Boot, first thing: the pre-rendered page if it stands for `pathname` (made inert until hydrated), else null. A
 * page pre-rendered for another path, or not `usable` (a visitor who chose another language than the brand's
 * default, a signed-in player), is dropped, so the app renders as it would without one.
 */
export function adoptStaticShell(doc: Document, pathname: string, usable = true): HTMLElement | null {
  const root = doc.getElementById('root');
  const paths = root?.getAttribute(PRERENDERED_ATTR);
  if (!root || paths === null || paths === undefined) return null;
  if (!usable || !paths.split(' ').includes(pathname) || !root.firstElementChild) {
    root.replaceChildren();
    root.removeAttribute(PRERENDERED_ATTR);
    return null;
  }
  root.inert = true;
  root.setAttribute('aria-hidden', 'true');
  return root;
}

/** Hydration starts: the page answers from now on (a tap on a region not yet hydrated hydrates it first). */
export function releaseStaticShell(root: HTMLElement): void {
  root.inert = false;
  root.removeAttribute('aria-hidden');
  // The page's own now: the head's rule that hides a pre-rendered page opened on another path no longer applies.
  root.removeAttribute(PRERENDERED_ATTR);
}

/**
 * The first banner painted into the pre-rendered banner box as soon as its URL is known (usually the page's largest
 * paint), long before the app has it. As the box's background, the same cover fit as BannerSlide: the box's
 * markup stays exactly what was pre-rendered, so hydration finds what it expects, and the banner stays until the
 * app's own banner replaces the box. Resolves once the picture is on screen (decoded, then a frame), or at once when
 * there is no banner box; never rejects.
 */
export function paintFirstBanner(doc: Document, url: string): Promise<void> {
  const box = doc.querySelector<HTMLElement>(FIRST_BANNER_BOX);
  if (!box) return Promise.resolve();
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = url;
  return img
    .decode()
    .then(() => {
      box.style.background = `${FIRST_BANNER_FIT} url(${JSON.stringify(url)})`;
    })
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0))));
}
