import { useEffect, useState } from 'react';
import type { CountriesValue } from '@/api/models';
import { authApi } from '../api/auth-api';

// The country list does not change within a visit: one request, shared by every form.
let cached: Promise<CountriesValue> | null = null;

export function useCountries(): CountriesValue | null {
  const [value, setValue] = useState<CountriesValue | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= authApi.countries().catch((err: unknown) => {
      cached = null;
      throw err;
    });
    cached.then(
      (v) => live && setValue(v),
      () => live && setValue({ list: [], currentCountryCode: '', imageBaseUrl: '' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return value;
}
