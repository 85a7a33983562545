// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * public/boot-theme.js runs in <head> before first paint: the stored choice
 * (local key `theme`) wins, else the brand default stamped on <html>.
 */
const script = readFileSync('public/boot-theme.js', 'utf8');
const boot = () => new Function(script)();

describe('boot-theme.js', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-default-theme');
  });

  it('uses the brand default when the visitor has not chosen', () => {
    document.documentElement.setAttribute('data-default-theme', 'dark');
    boot();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('uses the stored choice over the brand default', () => {
    document.documentElement.setAttribute('data-default-theme', 'dark');
    localStorage.setItem('theme', 'light');
    boot();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('ignores a stored value that is not a theme, and falls back to light without a default', () => {
    localStorage.setItem('theme', 'purple');
    boot();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
