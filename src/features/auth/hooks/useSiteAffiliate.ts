import { useEffect, useState } from 'react';
import { authApi } from '../api/auth-api';
import { siteAffiliateCode, type SiteCodeState } from '../lib/affiliate';

/**
 * §4 on mount: a code carried by the site address is checked against the
 * affiliate service with this domain. Valid hides the field (the code is sent
 * for the player); invalid shows it; no code leaves it to the server's rule.
 */
export function useSiteAffiliate(search: string): SiteCodeState {
  const [code] = useState(() => siteAffiliateCode(search));
  const [state, setState] = useState<SiteCodeState>(() => (code ? { kind: 'checking', code } : { kind: 'none' }));
  useEffect(() => {
    if (!code) return;
    let live = true;
    authApi.affiliateCheck(code, window.location.host).then(
      (v) => live && setState({ kind: v.valid ? 'valid' : 'invalid', code }),
      () => live && setState({ kind: 'invalid', code }),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return state;
}
