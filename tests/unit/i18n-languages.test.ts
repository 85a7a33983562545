import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, interfaceLanguages, isLanguageCode, languageCodes, languageInfo } from '../../src/i18n/languages';
import { brandSchema } from '../../scripts/lib/brand/schema';

describe('the language registry', () => {
  it('has the 26 codes of §1, the same list the manifest schema accepts', () => {
    expect(languageCodes).toHaveLength(26);
    expect(new Set(languageCodes).size).toBe(26);
    expect([...languageCodes]).toEqual(brandSchema.definitions.languageCode.enum);
  });

  it('writes AR, FA and UR right to left and everything else left to right', () => {
    const rtl = languageCodes.filter((c) => languageInfo(c).dir === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('maps the platform codes to BCP 47 tags', () => {
    expect(languageInfo('CN').bcp47).toBe('zh-CN');
    expect(languageInfo('TW').bcp47).toBe('zh-TW');
    expect(languageInfo('TY').bcp47).toBe('fil');
    expect(languageInfo('PT-BR').bcp47).toBe('pt-BR');
    for (const c of languageCodes) expect(() => new Intl.Locale(languageInfo(c).bcp47)).not.toThrow();
  });

  it('names the seven interface languages and EN as the fallback', () => {
    expect([...interfaceLanguages].sort()).toEqual(['CN', 'EN', 'ID', 'PT', 'TH', 'TY', 'VI']);
    expect(FALLBACK_LANGUAGE).toBe('EN');
  });

  it('has a catalog file for every code', () => {
    for (const c of languageCodes) expect(existsSync(`locales/${c}.json`), c).toBe(true);
  });

  it('recognises codes only', () => {
    expect(isLanguageCode('EN')).toBe(true);
    expect(isLanguageCode('en')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
  });
});
