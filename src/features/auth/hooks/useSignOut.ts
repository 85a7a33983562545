import { useNavigate } from 'react-router-dom';
import { useBrand } from '@/brand/brand-config';
import { clearSession } from '@/session/session';
import { authApi } from '../api/authApi';

/**
 * Sign out (§4): tell the platform (best effort: a dead token must not keep
 * anyone signed in), clear the session storage re-storing the brand's merchant
 * (clearSession also drops the member, hence the agent flag and VIP label),
 * and go home.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { merchantCode } = useBrand();
  return async () => {
    try {
      await authApi.logout();
    } catch {
      // already expired or offline: the local sign-out below is what matters
    }
    clearSession(merchantCode);
    navigate('/');
  };
}
