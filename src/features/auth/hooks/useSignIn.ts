import { useNavigate } from 'react-router-dom';
import type { LoginValue } from '@/api/models';
import type { MemberInfo } from '@/session/session';
import { setMember, setToken } from '@/session/session';
import { closeLoginPopup } from '@/session/prompts';
import { authApi } from '../api/authApi';
import { afterLogin, type LoginMethod } from '../lib/afterLogin';
import { authUi, holdPassword } from '../stores/authUi';
import { useAuthFlags } from './useAuthFlags';

/** Member info after a token: the header and role checks need it. A failure leaves a usable session. */
export async function loadMember(): Promise<void> {
  try {
    setMember((await authApi.memberInfo()) as MemberInfo);
  } catch (err) {
    console.warn('member info did not load after login', err);
  }
}

/**
 * The one way every flow finishes a login (§4): password login, SMS login,
 * registration, free play, reset by phone. Saves the token, then either opens
 * the forced change-password modal (holding the typed password in memory) or
 * loads the member; either way the player lands on `/`.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { forcePasswordChange } = useAuthFlags();

  return async (value: LoginValue, method: LoginMethod, password?: string): Promise<void> => {
    setToken(value.token);
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
    navigate('/');
  };
}
