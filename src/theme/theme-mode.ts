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
 * Every colour is a variable on <html>, so a switch restyles the whole page in one go; elements with a colour
 * transition (buttons, rows, tiles) would each start an animation in that same frame, which made the style
 * update several times slower. Transitions are off (GlobalStyles, [data-theme-switch]) until the frame with the
 * new colours has been painted.
 */
function switchTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.themeSwitch = '';
  root.dataset.theme = mode;
  requestAnimationFrame(() => setTimeout(() => delete root.dataset.themeSwitch, 0));
}

subscribe(themeMode, () => {
  switchTheme(themeMode.mode);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, themeMode.mode);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
});
