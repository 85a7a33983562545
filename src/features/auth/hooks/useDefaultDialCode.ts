import type { CountriesValue } from '@/api/models';
import { useBrand } from '@/brand/brand-config';
import { initialDialCode } from '../lib/dial-code';

/** The dialling code phone fields start on: the brand's market (manifest registration.defaultDialCode), else the visitor's country, else the list's first. */
export function useDefaultDialCode(countries: CountriesValue | null): string {
  const brand = useBrand();
  return countries ? initialDialCode(countries.list, brand.registration?.defaultDialCode, countries.currentCountryCode) : '';
}
