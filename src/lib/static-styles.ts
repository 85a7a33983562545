/**
 * A stylesheet inserted once per page, for components rendered many times at
 * once (42 game tiles, their lazy images). Emotion's styled components hash
 * and serialise their CSS on every render of every instance; plain class names
 * from one static sheet cost nothing per tile, which is what keeps the lobby's
 * "answer → grid painted" within a frame or two. Colours are the theme's CSS
 * variables, so light/dark still switch without a re-render.
 * (CSP: style-src allows inline styles, as Emotion needs too.)
 */
const inserted = new Set<string>();

export function insertStaticStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || inserted.has(id)) return;
  inserted.add(id);
  const el = document.createElement('style');
  el.setAttribute('data-static-styles', id);
  el.textContent = css;
  document.head.appendChild(el);
}
