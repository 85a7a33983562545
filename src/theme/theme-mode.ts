import { proxy, subscribe } from 'valtio';
import type { ThemeMode } from './tokens';

/**
 * The visitor's theme. The boot script (public/boot-theme.js) has already set
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

subscribe(themeMode, () => {
  document.documentElement.dataset.theme = themeMode.mode;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, themeMode.mode);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
});
