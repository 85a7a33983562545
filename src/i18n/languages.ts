import type { LanguageCode } from '@/brand/brand-config.generated';

/**
 * The platform's language codes (spec §1) with their BCP 47 tags and writing
 * direction. The platform's own codes are kept (CN for Chinese, TY for Tagalog,
 * TW for traditional Chinese, MY for Burmese) and translated here once.
 */
export interface LanguageInfo {
  code: LanguageCode;
  bcp47: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, as the picker shows it. */
  nativeName: string;
}

/** The codes in the brand schema's order; `LanguageCode` is the schema's type (and `table` below must cover each). */
export const languageCodes = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
] as const satisfies readonly LanguageCode[];
export type { LanguageCode };

/** Languages whose catalogs must be complete; the others fall back to EN key by key. */
export const interfaceLanguages: readonly LanguageCode[] = ['CN', 'EN', 'ID', 'PT', 'TH', 'VI', 'TY'];
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

const table: Record<LanguageCode, [bcp47: string, nativeName: string, dir?: 'rtl']> = {
  CN: ['zh-CN', '简体中文'],
  EN: ['en', 'English'],
  JA: ['ja', '日本語'],
  TH: ['th', 'ไทย'],
  VI: ['vi', 'Tiếng Việt'],
  MY: ['my', 'မြန်မာ'],
  ES: ['es', 'Español'],
  HI: ['hi', 'हिन्दी'],
  ID: ['id', 'Bahasa Indonesia'],
  KM: ['km', 'ខ្មែរ'],
  KO: ['ko', '한국어'],
  MS: ['ms', 'Bahasa Melayu'],
  PT: ['pt', 'Português'],
  TA: ['ta', 'தமிழ்'],
  TW: ['zh-TW', '繁體中文'],
  TY: ['fil', 'Tagalog'],
  UR: ['ur', 'اردو', 'rtl'],
  'PT-BR': ['pt-BR', 'Português (Brasil)'],
  TR: ['tr', 'Türkçe'],
  BN: ['bn', 'বাংলা'],
  AR: ['ar', 'العربية', 'rtl'],
  FA: ['fa', 'فارسی', 'rtl'],
  RU: ['ru', 'Русский'],
  KK: ['kk', 'Қазақ'],
  UZ: ['uz', 'Oʻzbek'],
  LO: ['lo', 'ລາວ'],
};

export function languageInfo(code: LanguageCode): LanguageInfo {
  const [bcp47, nativeName, dir] = table[code];
  return { code, bcp47, nativeName, dir: dir ?? 'ltr' };
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
