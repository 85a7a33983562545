import { useNavigate } from 'react-router-dom';
import { signOut } from '@/session/lifecycle';

/** Sign out (§4, src/session/lifecycle.ts), then go home. */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/');
  };
}
