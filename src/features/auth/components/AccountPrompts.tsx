import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { AlertDialog } from '@/components/AlertDialog';
import { openLoginPopup, prompts } from '@/session/prompts';
import { useSignOut } from '../hooks/useSignOut';
import { authUi } from '../stores/auth-ui';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { IpVerificationDialog } from './IpVerificationDialog';
import { HumanCheckDialog } from './HumanCheckDialog';
import { LoginPopup } from './LoginPopup';
import { startFreePlay } from '../free-play';

/**
 * Every accounts popup, mounted once by src/app: the login/register popup,
 * register success (with the mobile account number first), forgot and change
 * password, the first-login welcome, the trial-account warning and the sign-out
 * confirmation. Other features open them through src/session/prompts.
 */
export function AccountPrompts() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const p = useSnapshot(prompts);
  const ui = useSnapshot(authUi);
  const signOut = useSignOut();

  // Another feature asked for a (not forced) change of password: the old one is asked.
  useEffect(() => {
    if (!p.changePassword) return;
    prompts.changePassword = false;
    if (!authUi.changePassword) authUi.changePassword = { forced: false };
  }, [p.changePassword]);

  // Another feature asked to play for fun (a game page for visitors): a trial session, else the login popup.
  useEffect(() => {
    if (!p.freePlay) return;
    prompts.freePlay = false;
    void startFreePlay().then((refusal) => refusal && openLoginPopup('login'));
  }, [p.freePlay]);

  return (
    <>
      <LoginPopup />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <IpVerificationDialog />
      <HumanCheckDialog />
      <AlertDialog
        open={ui.mobileAccount !== null}
        title={t('auth.register.mobileDoneTitle')}
        message={t('auth.register.mobileDone', { account: ui.mobileAccount ?? '' })}
        onConfirm={() => {
          authUi.mobileAccount = null;
          authUi.registerSuccess = true;
        }}
      />
      <AlertDialog
        open={ui.registerSuccess}
        title={t('auth.register.successTitle')}
        message={t('auth.register.success')}
        onConfirm={() => (authUi.registerSuccess = false)}
      />
      <AlertDialog
        open={ui.firstLoginWelcome && !ui.registerSuccess && ui.mobileAccount === null}
        title={t('auth.welcome.title')}
        message={t('auth.welcome.body')}
        onConfirm={() => (authUi.firstLoginWelcome = false)}
      />
      <AlertDialog
        open={p.trialWarning}
        title={t('auth.trial.title')}
        message={t(p.trialWarningFor === 'chat' ? 'auth.trial.chatInformation' : 'auth.trial.in_need_true_account')}
        confirmLabel={t('auth.trial.in_increase_submit')}
        onConfirm={() => (prompts.trialWarning = false)}
      />
      <AlertDialog
        open={p.signOutConfirm}
        title={t('auth.signOut.title')}
        message={t('auth.signOut.confirm')}
        confirmLabel={t('auth.signOut.action')}
        cancelLabel={t('common.cancel')}
        onCancel={() => (prompts.signOutConfirm = false)}
        onConfirm={() => {
          prompts.signOutConfirm = false;
          void signOut();
        }}
      />
    </>
  );
}

export default AccountPrompts;
