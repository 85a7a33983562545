import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Modal } from '@/components/Modal';
import { Tabs } from '@/components/Tabs';
import { closeLoginPopup, openLoginPopup, prompts, type LoginPopupTab } from '@/session/prompts';
import { LoginForm } from './LoginForm';
import { RegisterPanel } from './RegisterPanel';

/** The login/register popup (§2 loginPopupModal): opened by any feature through src/session/prompts. */
export function LoginPopup() {
  const intl = useIntl();
  const { loginPopup } = useSnapshot(prompts);
  const tab: LoginPopupTab = loginPopup?.tab ?? 'login';
  const title = intl.formatMessage({ id: tab === 'login' ? 'auth.login.title' : 'auth.register.title' });
  return (
    <Modal open={loginPopup !== null} onClose={closeLoginPopup} title={title} size="sm" testId="login-popup">
      <div style={{ display: 'grid', gap: 16 }}>
        <Tabs
          idPrefix="login-popup"
          ariaLabel={title}
          value={tab}
          onChange={(id) => openLoginPopup(id as LoginPopupTab)}
          items={[
            { id: 'login', label: intl.formatMessage({ id: 'auth.login.tab' }) },
            { id: 'register', label: intl.formatMessage({ id: 'auth.register.tab' }) },
          ]}
        />
        <div role="tabpanel" id={`login-popup-panel-${tab}`} aria-labelledby={`login-popup-tab-${tab}`}>
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
