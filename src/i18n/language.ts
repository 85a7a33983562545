import { proxy, subscribe } from 'valtio';
import { isLanguageCode, languageInfo, type LanguageCode } from './languages';

/** The visitor's language: local key `lang`, limited to what the brand enables. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const language = proxy({ code: 'EN' as LanguageCode });

export function initLanguage(enabled: readonly LanguageCode[], brandDefault: LanguageCode): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage disabled: use the brand default
  }
  language.code = isLanguageCode(stored) && enabled.includes(stored) ? stored : brandDefault;
  applyToDocument(language.code);
}

/** Local key `hisLang` (§3): the language before the last change, so a page can tell the player's previous choice. */
export const LANGUAGE_HISTORY_KEY = 'hisLang';

export function setLanguage(code: LanguageCode): void {
  if (code !== language.code) {
    try {
      localStorage.setItem(LANGUAGE_HISTORY_KEY, language.code);
    } catch {
      // storage disabled
    }
  }
  language.code = code;
}

function applyToDocument(code: LanguageCode): void {
  // The build's pre-render (src/app/prerender) sets the language per brand in Node: no document there.
  if (typeof document === 'undefined') return;
  const info = languageInfo(code);
  document.documentElement.lang = info.bcp47;
  document.documentElement.dir = info.dir;
}

subscribe(language, () => {
  applyToDocument(language.code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language.code);
  } catch {
    // storage disabled
  }
});
