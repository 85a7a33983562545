import { useNavigate } from 'react-router-dom';
import type { LoginValue } from '@/api/models';
import { loadMember, startSession, takeReturnPath } from '@/session/lifecycle';
import { closeLoginPopup } from '@/session/prompts';
import { afterLogin, type LoginMethod } from '../lib/after-login';
import { authUi, holdPassword } from '../stores/auth-ui';
import { useAuthFlags } from './useAuthFlags';

/**
 * The one way every flow finishes a login (§4): password login, SMS login,
 * registration, free play, reset by phone. Saves the token, then either opens
 * the forced change-password modal (holding the typed password in memory) or
 * loads the member; either way the player lands on `landing` (`/`; a third-party sign-in goes back where it started).
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { forcePasswordChange } = useAuthFlags();

  return async (value: LoginValue, method: LoginMethod, password?: string, landing = '/'): Promise<void> => {
    startSession(value.token);
    const decision = afterLogin({ value, method, password, forceChangeOnExpiry: forcePasswordChange });
    closeLoginPopup();
    if (decision.mustChangePassword) {
      holdPassword(password);
      authUi.changePassword = { forced: true };
    } else {
      await loadMember();
      // Registration has its own success dialog; other first logins get the welcome.
      if (decision.firstTimeLogin && method !== 'register') authUi.firstLoginWelcome = true;
    }
    // After a session the platform dropped mid-way, back to the page the player was on.
    navigate(takeReturnPath() ?? landing);
  };
}
