// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { initLanguage, language, LANGUAGE_STORAGE_KEY, setLanguage } from '../../src/i18n/language';

describe('language store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the brand default and sets <html lang dir>', () => {
    initLanguage(['TY', 'EN'], 'EN');
    expect(language.code).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps a stored choice only if the brand enables it', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'TY');
    initLanguage(['TY', 'EN'], 'EN');
    expect(language.code).toBe('TY');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'VI');
    initLanguage(['TH', 'EN'], 'TH');
    expect(language.code).toBe('TH');
    expect(document.documentElement.lang).toBe('th');
  });

  it('stores a switch and turns the page right to left for AR', async () => {
    initLanguage(['AR', 'EN'], 'EN');
    setLanguage('AR');
    await Promise.resolve();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('AR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });
});
