import { useEffect, useState } from 'react';
import type { RegisterSettings } from '@/api/models';
import { authApi } from '../api/auth-api';

/**
 * The server's field rules, fetched each time a form mounts (never cached
 * across opens): a rule QA changes in the back office shows on the next open,
 * with no rebuild. While loading, forms render from `{}` (safe defaults) and
 * show a skeleton; a failure keeps those defaults (the server re-checks anyway).
 */
export function useRegisterSettings(): { settings: RegisterSettings; loading: boolean } {
  const [state, setState] = useState<{ settings: RegisterSettings; loading: boolean }>({ settings: {}, loading: true });
  useEffect(() => {
    let live = true;
    authApi.registerSettings().then(
      (settings) => live && setState({ settings, loading: false }),
      () => live && setState({ settings: {}, loading: false }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
