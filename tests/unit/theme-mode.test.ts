// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

/** The theme store keeps <html data-theme> and local key `theme` in step: a switch is an attribute flip, no remount. */
describe('theme-mode store', () => {
  it('starts from the attribute the boot script set, and persists a switch', async () => {
    document.documentElement.dataset.theme = 'dark';
    const { themeMode, toggleThemeMode, setThemeMode, THEME_STORAGE_KEY } = await import('../../src/theme/theme-mode');
    expect(themeMode.mode).toBe('dark');
    toggleThemeMode();
    // The page's colours follow after the toggle's own frame has been painted.
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    setThemeMode('dark');
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
