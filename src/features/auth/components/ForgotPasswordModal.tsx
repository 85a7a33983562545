import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { AlertDialog } from '@/components/AlertDialog';
import { Modal } from '@/components/Modal';
import { Tabs } from '@/components/Tabs';
import { FormFooter } from '@/components/form/FormLayout';
import { DynamicForm } from '@/forms/DynamicForm';
import { forgotByEmailSpecs, forgotByPhoneSpecs } from '@/forms/forms';
import { useForm } from '@/forms/useForm';
import type { RegisterSettings } from '@/api/models';
import { authApi } from '../api/auth-api';
import { useAuthFlags } from '../hooks/useAuthFlags';
import { useCountries } from '../hooks/useCountries';
import { useDefaultDialCode } from '../hooks/useDefaultDialCode';
import { useRegisterSettings } from '../hooks/useRegisterSettings';
import { useSignIn } from '../hooks/useSignIn';
import { refusalText } from '../lib/server-errors';
import { smsCountdownSeconds } from '../lib/timing';
import { authUi } from '../stores/auth-ui';
import { sendSmsCode } from '../verification/send-sms-code';
import { DialCodePicker } from './DialCodePicker';
import { SmsCodeButton } from './SmsCodeButton';

type Method = 'email' | 'phone';

/** Forgot password (§2, §4, §5): by email, or by phone with an SMS code when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { forgotPassword } = useSnapshot(authUi);
  const { mobilePasswordReset } = useAuthFlags();
  const [method, setMethod] = useState<Method>('email');
  const [sent, setSent] = useState(false);
  const close = () => {
    authUi.forgotPassword = false;
    setMethod('email');
  };
  const current: Method = mobilePasswordReset ? method : 'email';

  return (
    <>
      <Modal open={forgotPassword} onClose={close} title={t('auth.forgot.title')} size="sm" testId="forgot-password">
        <div style={{ display: 'grid', gap: 16 }}>
          {mobilePasswordReset && (
            <Tabs
              idPrefix="forgot"
              ariaLabel={t('auth.forgot.title')}
              value={current}
              onChange={(id) => setMethod(id as Method)}
              items={[
                { id: 'email', label: t('auth.forgot.byEmail') },
                { id: 'phone', label: t('auth.forgot.byPhone') },
              ]}
            />
          )}
          {forgotPassword &&
            (current === 'email' ? (
              <ByEmail
                onSent={() => {
                  close();
                  setSent(true);
                }}
              />
            ) : (
              <ByPhone onDone={close} />
            ))}
        </div>
      </Modal>
      <AlertDialog open={sent} title={t('auth.forgot.title')} message={t('auth.forgot.sent')} onConfirm={() => setSent(false)} />
    </>
  );
}

function useSettingsForm(build: (s: RegisterSettings) => ReturnType<typeof forgotByEmailSpecs>) {
  const { settings } = useRegisterSettings();
  const specs = useMemo(() => build(settings), [settings, build]);
  return useForm(specs);
}

function ByEmail({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useSettingsForm(forgotByEmailSpecs);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: Record<string, string>) => {
    setBusy(true);
    setFailure(null);
    try {
      await authApi.forgotByEmail({ username: v.username!, email: v.email! });
      onSent();
    } catch (err) {
      setFailure(refusalText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p style={{ margin: 0, fontSize: 14 }}>{t('auth.forgot.emailIntro')}</p>
      <DynamicForm form={form} onSubmit={submit} idPrefix="forgot-email" testId="forgot-email-form">
        <FormFooter failure={failure} submitLabel={t('auth.forgot.send')} busy={busy} wide />
      </DynamicForm>
    </>
  );
}

function ByPhone({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useSettingsForm(forgotByPhoneSpecs);
  const countries = useCountries();
  const defaultDialCode = useDefaultDialCode(countries);
  const signIn = useSignIn();
  const [dialCode, setDialCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const code = dialCode ?? defaultDialCode;

  const sendCode = async () => {
    const sent = await sendSmsCode(form, 'forgot', code);
    if (!sent) return null;
    // §4: this countdown runs to the server's expiry time, not a fixed length.
    return sent.expirationTime > Date.now() ? { until: sent.expirationTime } : { seconds: smsCountdownSeconds(sent.expiredMinutes) };
  };

  const submit = async (v: Record<string, string>) => {
    setBusy(true);
    setFailure(null);
    try {
      // The code proves the number; the human check already guarded its send (sendSmsCode).
      const value = await authApi.setPasswordByPhone({
        mobileNum: v.mobileNum!,
        countryDialingCode: code,
        verificationCode: v.verificationCode!,
        newPassword: v.newPassword!,
      });
      onDone();
      await signIn(value, 'phoneReset');
    } catch (err) {
      setFailure(refusalText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DynamicForm
      form={form}
      onSubmit={submit}
      idPrefix="forgot-phone"
      testId="forgot-phone-form"
      slots={{
        mobileNum: { before: countries && code ? <DialCodePicker countries={countries} value={code} onChange={setDialCode} /> : undefined },
        verificationCode: { after: <SmsCodeButton onSend={sendCode} /> },
      }}
    >
      <FormFooter failure={failure} submitLabel={t('auth.forgot.reset')} busy={busy} wide />
    </DynamicForm>
  );
}
