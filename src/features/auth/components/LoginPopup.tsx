import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import { useFlag } from '@/flags/useFlag';
import { closeLoginPopup, openLoginPopup, prompts, type LoginPopupTab } from '@/session/prompts';
import { LoginForm } from './LoginForm';
import { RegisterPanel } from './RegisterPanel';

/**
 * The login/register popup (§2 loginPopupModal): opened by any feature through src/session/prompts.
 * One switch only: the login form's method (user name or SMS); the way to the other panel is its
 * "No account? Register" / "Have an account? Log in" line, not a second row of tabs above it.
 */
export function LoginPopup() {
  const intl = useIntl();
  const { loginPopup } = useSnapshot(prompts);
  // With registration closed (DIRECTREG3 off) the popup has the login panel only, whoever asked for the other.
  const registration = useFlag('directRegistration');
  const tab: LoginPopupTab = registration ? (loginPopup?.tab ?? 'login') : 'login';
  const title = intl.formatMessage({ id: tab === 'login' ? 'auth.login.title' : 'auth.register.title' });
  return (
    <Modal open={loginPopup !== null} onClose={closeLoginPopup} title={title} size="sm" testId="login-popup">
      <div style={{ display: 'grid', gap: 16 }}>
        <div id={`login-popup-panel-${tab}`}>
          {tab === 'login' ? (
            <LoginForm idPrefix="popup-login" onRegister={() => openLoginPopup('register')} />
          ) : (
            <RegisterPanel idPrefix="popup-register" mode="popup" onLogin={() => openLoginPopup('login')} />
          )}
        </div>
      </div>
    </Modal>
  );
}
