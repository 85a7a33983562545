import { proxy, subscribe } from 'valtio';
import type { ThemeMode } from './tokens';

/**
 * The visitor's theme. The boot script (scripts/lib/brand/boot-scripts.ts) has already set
 * <html data-theme> before first paint from local key `theme` or the brand's
 * default; this store starts from that attribute and keeps the two in step.
 */
export const THEME_STORAGE_KEY = 'theme';

function initialMode(): ThemeMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export const themeMode = proxy({ mode: initialMode() });

export function setThemeMode(mode: ThemeMode): void {
  themeMode.mode = mode;
}

export function toggleThemeMode(): void {
  setThemeMode(themeMode.mode === 'dark' ? 'light' : 'dark');
}

/**
 * Every colour is a variable on <html>, so a switch restyles the whole page in one go (a style update of every
 * element). The toggle's own change (its icon, aria-pressed) is painted first and the page's colours follow in the
 * next frame, so the click's feedback never waits for that restyle. Elements with a colour transition (buttons,
 * rows, tiles) would each start an animation in the restyle, which made it several times slower: transitions are
 * off (GlobalStyles, [data-theme-switch]) until the frame with the new colours has been painted.
 */
let pending = false;
function switchTheme(): void {
  if (pending) return;
  pending = true;
  // After the next frame has been painted (a frame callback, then a task of its own).
  requestAnimationFrame(() => setTimeout(applyMode, 0));
}

function applyMode(): void {
  pending = false;
  const root = document.documentElement;
  if (root.dataset.theme === themeMode.mode) return;
  root.dataset.themeSwitch = '';
  root.dataset.theme = themeMode.mode;
  requestAnimationFrame(() => setTimeout(() => delete root.dataset.themeSwitch, 0));
}

subscribe(themeMode, () => {
  switchTheme();
  try {
    localStorage.setItem(THEME_STORAGE_KEY, themeMode.mode);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
});
