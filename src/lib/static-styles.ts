/**
 * A stylesheet inserted once per page, for components rendered many times at
 * once (42 game tiles, their lazy images). Emotion's styled components hash
 * and serialise their CSS on every render of every instance; plain class names
 * from one static sheet cost nothing per tile, which is what keeps the lobby's
 * "answer → grid painted" within a frame or two. Colours are the theme's CSS
 * variables, so light/dark still switch without a re-render.
 * (CSP: style-src allows inline styles, as Emotion needs too.)
 *
 * At build time (no document) the sheets are only recorded: the pre-render
 * (src/app/prerender/render-shell.tsx) puts the ones its markup uses into the
 * page's <head> (staticStyleTags), and the browser then finds them there
 * instead of inserting a second copy.
 */
const inserted = new Set<string>();
/** Build time only: every sheet registered so far, by id. */
const recorded = new Map<string, string>();
const ATTR = 'data-static-styles';

/** `css` may be a function: it is then only called when the sheet is not in the page already (compiling costs). */
export function insertStaticStyles(id: string, css: string | (() => string)): void {
  const text = () => (typeof css === 'string' ? css : css());
  if (typeof document === 'undefined') {
    recorded.set(id, text());
    return;
  }
  if (inserted.has(id)) return;
  inserted.add(id);
  // Already in the page: the pre-rendered <head> carries it.
  if (document.head.querySelector(`style[${ATTR}="${id}"]`)) return;
  const el = document.createElement('style');
  el.setAttribute(ATTR, id);
  el.textContent = text();
  document.head.appendChild(el);
}

const classNames = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));

/**
 * Build time: <style data-static-styles> tags of the recorded sheets whose classes `html` uses (whatever other pages
 * rendered in the same process loaded), in a stable order.
 */
export function staticStyleTags(html: string): string {
  const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  return [...recorded]
    .filter(([, css]) => [...classNames(css)].some((c) => used.has(c)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, css]) => `<style ${ATTR}="${id}">${css}</style>`)
    .join('');
}
