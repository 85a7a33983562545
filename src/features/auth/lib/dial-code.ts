import type { Country } from '@/api/models';

/**
 * Country dialling codes (§4, §7). The initial code is the given one when the
 * list has it, else the visitor's current country's, else the first entry.
 */
export function initialDialCode(list: readonly Country[], given: string | null | undefined, currentCountryCode: string | null | undefined): string {
  const clean = (c: string) => c.replace(/^\+/, '');
  if (given && list.some((c) => clean(c.countryDialingCode) === clean(given))) return clean(given);
  const current = list.find((c) => c.countryCode.toUpperCase() === (currentCountryCode ?? '').toUpperCase());
  return clean(current?.countryDialingCode ?? list[0]?.countryDialingCode ?? '');
}

/** Flag image (§7): image base URL + /TCG_PROD_IMAGES/COUNTRY_FLAG/CIRCLE/{countryCode}.svg */
export function flagUrl(imageBaseUrl: string, countryCode: string): string {
  return `${imageBaseUrl.replace(/\/+$/, '')}/TCG_PROD_IMAGES/COUNTRY_FLAG/CIRCLE/${encodeURIComponent(countryCode)}.svg`;
}

/** §9: the country list closes 200 ms after the field loses focus (so a click on an option still lands). */
export const DIAL_CODE_CLOSE_DELAY_MS = 200;
