/**
 * A watcher of the address for one thing a navigation resets (the scroll position, the phone's open drawer). It says
 * "changed" only when the address differs from the one it saw last, never for the first address it sees: the page
 * the app opens on is the page the player is already using. A hydrated pre-rendered page answers taps and scrolls
 * before its effects have run, so a reset on the app's first render would undo them: the drawer a tap opened would
 * close at once, and a page scrolled down would jump back to its top. It lives outside any component, so a part
 * mounted again by a navigation (the side menu when the layout changes) still sees that navigation.
 */
export function addressWatcher(): (address: string) => boolean {
  let seen: string | null = null;
  return (address) => {
    const changed = seen !== null && seen !== address;
    seen = address;
    return changed;
  };
}
