/**
 * The pre-rendered shell (scripts/lib/brand/prerender.ts) and the live app.
 *
 * index.html arrives with the brand's header, side menu, banner frame, page
 * skeleton and footer already in <div id="root" data-prerendered="/ /index …">,
 * painted before any script. The app does not hydrate that markup (its first
 * renders wait for the catalog, the status call and the page chunk, so they
 * cannot match it); it renders into a detached container instead, and the
 * static shell is swapped for it in one step once the app shows no boot or
 * page skeleton (`data-skeleton`), so the page never blanks or flashes the other
 * theme. Until then the static shell is inert and hidden from assistive
 * technology: its buttons would do nothing yet.
 */

export const PRERENDERED_ATTR = 'data-prerendered';
/** Set by BootSkeleton and PageSkeleton: the app is still waiting for something the static shell already shows. */
export const SKELETON_ATTR = 'data-skeleton';
/**
 * A take-over that never sees its moment still happens. Generous: every failure the app knows (catalog, status,
 * page chunk) ends in a screen of its own, which is a take-over; swapping early would put a skeleton where the
 * static shell was and move what follows (layout shift) on a slow phone.
 */
export const TAKE_OVER_TIMEOUT_MS = 30_000;

/**
 * Boot, first thing: the static shell if it stands for `pathname` (made inert),
 * else null. A shell pre-rendered for another path, or not `usable` (a visitor
 * who chose another language than the brand's default), is dropped, so the
 * app renders as it would without one.
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

/** True once the live app has rendered something and none of it is a boot or page skeleton. */
export function isReady(host: Element): boolean {
  return host.firstElementChild !== null && host.querySelector(`[${SKELETON_ATTR}]`) === null;
}

/**
 * Where the app should render: #root itself without a static shell, else a
 * detached container that replaces the shell (taking its id) when it is ready.
 */
export function takeOverTarget(doc: Document, timeoutMs = TAKE_OVER_TIMEOUT_MS): HTMLElement {
  const shell = doc.getElementById('root');
  if (!shell || !shell.hasAttribute(PRERENDERED_ATTR)) return shell ?? doc.body;
  const host = doc.createElement('div');
  slicing = true;
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    host.id = 'root';
    shell.replaceWith(host);
    endSlicing();
  };
  const observer = new MutationObserver(() => isReady(host) && swap());
  observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: [SKELETON_ATTR] });
  const timer = window.setTimeout(swap, timeoutMs);
  return host;
}

/** Set on BannerSlot's placeholder: where the first banner goes. */
export const BANNER_PLACEHOLDER_ATTR = 'data-banner-placeholder';

/**
 * The first banner painted into the static shell's banner box as soon as its
 * URL is known (usually the page's largest paint), not when React has rendered
 * it: the same box, the same cover fit as BannerSlide, so the take-over moves nothing.
 * Resolves once the picture is on screen (decoded, then a frame), or at once
 * when there is no static banner box; never rejects.
 */
export function paintFirstBanner(doc: Document, url: string, alt: string): Promise<void> {
  const box = doc.querySelector(`#root[${PRERENDERED_ATTR}] [${BANNER_PLACEHOLDER_ATTR}]`);
  if (!box || box.firstChild) return Promise.resolve();
  const img = doc.createElement('img');
  img.alt = alt;
  img.fetchPriority = 'high';
  img.decoding = 'async';
  img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover;border-radius:inherit';
  img.src = url;
  box.append(img);
  return img
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0))));
}

/**
 * The take-over's first render in slices (TakeOverSlice.tsx): behind a static shell nobody sees the app until the
 * swap, so its parts (side menu, header, banner, page, footer, overlays) render one per task instead of in one long task
 * (Lighthouse's TBT counts every millisecond of a task past 50). Each waiting slice is a `data-skeleton`
 * placeholder, so the swap waits for the last one. Without a static shell, and after the swap, slices render at once.
 */
let slicing = false;
const waiting: (() => void)[] = [];
let scheduled = false;

/** True while the app renders behind the static shell: a slice mounted now waits for a task of its own. */
export const isSlicing = (): boolean => slicing;

/** Shows a waiting slice in a later task (in the order asked); returns a cancel for a slice unmounted meanwhile. */
export function queueSlice(show: () => void): () => void {
  waiting.push(show);
  scheduleNext();
  return () => {
    const i = waiting.indexOf(show);
    if (i >= 0) waiting.splice(i, 1);
  };
}

function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  window.setTimeout(() => {
    scheduled = false;
    waiting.shift()?.();
    scheduleNext();
  }, 0);
}

/** The swap happened (or timed out): whatever still waits shows now, and later slices render at once. */
function endSlicing(): void {
  slicing = false;
  for (const show of waiting.splice(0)) show();
}
