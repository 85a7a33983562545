import { useEffect } from 'react';
import type { ResponseOf } from '@/api/contract';
import { useApiQuery } from '@/api/query';

/** Session key `validate` (§3): the login state's human-verification switch, as the platform last said it. */
export const VALIDATE_SESSION_KEY = 'validate';

/**
 * The platform's login state (§3: image base URL, captcha URL, mobile and username registration, mobile registration
 * with a password, SMS, validate), read once the accounts screens open; null until it answers (or if it fails).
 */
export function useLoginState(): ResponseOf<'loginState'> | null {
  const res = useApiQuery('loginState', { staleMs: 5 * 60_000 });
  const validate = res.data?.validate;
  useEffect(() => {
    if (validate === undefined) return;
    try {
      sessionStorage.setItem(VALIDATE_SESSION_KEY, String(validate));
    } catch {
      // storage disabled
    }
  }, [validate]);
  return res.data ?? null;
}
