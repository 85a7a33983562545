import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { FormFooter } from '@/components/form/FormLayout';
import { DynamicForm } from '@/forms/DynamicForm';
import { changePasswordSpecs } from '@/forms/forms';
import { useForm } from '@/forms/useForm';
import { authApi } from '../api/auth-api';
import { useRegisterSettings } from '../hooks/useRegisterSettings';
import { loadMember } from '@/session/lifecycle';
import { useSignOut } from '../hooks/useSignOut';
import { refusalField, refusalText } from '../lib/server-errors';
import { authUi, dropHeldPassword, takeHeldPassword } from '../stores/auth-ui';

/**
 * Change password (§4, §5). The new one follows the server's password rule and
 * must be typed twice ("inconsistent twice" otherwise). In the forced flow right
 * after a login the old password is the one just typed, held in memory only,
 * so it is not asked again; that flow cannot be dismissed, only finished or
 * abandoned by signing out.
 */
export function ChangePasswordModal() {
  const { changePassword } = useSnapshot(authUi);
  if (!changePassword) return null;
  return <ChangePasswordDialog forced={changePassword.forced} />;
}

function ChangePasswordDialog({ forced }: { forced: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { settings } = useRegisterSettings();
  const signOut = useSignOut();
  const [held] = useState(() => (forced ? takeHeldPassword() : null));
  const specs = useMemo(() => changePasswordSpecs(settings, { askOldPassword: held === null }), [settings, held]);
  const form = useForm(specs);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    dropHeldPassword();
    authUi.changePassword = null;
  };

  const submit = async (v: Record<string, string>) => {
    setBusy(true);
    setFailure(null);
    try {
      await authApi.changePassword({ oldPassword: held ?? v.oldPassword, newPassword: v.newPassword!, confirmNewPassword: v.confirmNewPassword! });
      dropHeldPassword();
      if (forced) await loadMember();
      setDone(true);
    } catch (err) {
      const pinned = refusalField(err);
      if (pinned && specs.some((s) => s.shown && s.name === pinned.field)) form.setError(pinned.field, pinned.message);
      else setFailure(refusalText(err, t));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Modal
        open
        onClose={close}
        title={t('auth.password.changeTitle')}
        size="sm"
        testId="change-password-done"
        role="alertdialog"
        footer={<Button onClick={close}>{t('common.confirm')}</Button>}
      >
        <p style={{ margin: 0 }}>{t('auth.password.changed')}</p>
        {/* The platform ends every other session on a change (ASVS 7.4.3): the player is told, and sees it under Signed-in devices. */}
        <p style={{ margin: '12px 0 0' }} data-testid="password-others-ended">
          {t('auth.password.othersEnded')}
        </p>
      </Modal>
    );
  }

  return (
    <Modal open onClose={forced ? () => {} : close} hideClose={forced} title={t('auth.password.changeTitle')} size="sm" testId="change-password">
      {forced && <p style={{ marginTop: 0 }}>{t('auth.password.mustChange')}</p>}
      <DynamicForm form={form} onSubmit={submit} idPrefix="change-password">
        <FormFooter failure={failure} submitLabel={t('auth.password.changeSubmit')} busy={busy} wide>
          {forced && (
            <Button
              variant="ghost"
              fullWidth
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('auth.signOut.action')}
            </Button>
          )}
        </FormFooter>
      </DynamicForm>
    </Modal>
  );
}
