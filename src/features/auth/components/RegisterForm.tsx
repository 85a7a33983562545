import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { FormFooter } from '@/components/form/FormLayout';
import { DynamicForm } from '@/forms/DynamicForm';
import { registerSpecs, type RegisterType } from '@/forms/forms';
import { useForm } from '@/forms/useForm';
import { authApi } from '../api/auth-api';
import { useAuthFlags } from '../hooks/useAuthFlags';
import { useCountries } from '../hooks/useCountries';
import { useDefaultDialCode } from '../hooks/useDefaultDialCode';
import { useRegisterSettings } from '../hooks/useRegisterSettings';
import { useSignIn } from '../hooks/useSignIn';
import { useSiteAffiliate } from '../hooks/useSiteAffiliate';
import { affiliateAtSubmit, affiliateFieldHidden } from '../lib/affiliate';
import { refusalField, refusalText } from '../lib/server-errors';
import { smsCountdownSeconds } from '../lib/timing';
import { FIREBASE_CHANNEL } from '../third-party/firebase-phone';
import { useFirebaseSms } from '../hooks/useFirebaseSms';
import { authUi } from '../stores/auth-ui';
import { verifyHuman } from '@/session/human-verification';
import { sendSmsCode } from '../verification/send-sms-code';
import { CaptchaImage } from './CaptchaImage';
import { DialCodePicker } from './DialCodePicker';
import { SmsCodeButton } from './SmsCodeButton';
import { SwitchLink } from './SwitchLink';

export interface RegisterFormProps {
  type: RegisterType;
  /** Popup mode offers "log in instead"; page mode offers a reset (§2). */
  mode: 'popup' | 'page';
  onLogin?: () => void;
  idPrefix: string;
}

/** Fields the platform does not take (they only gate the submit). */
const CLIENT_ONLY = new Set(['agree']);
/** §9 constants: "Zalo bonus reward up to 131K" (the spec's figure as written, in the platform's own shorthand). */
const ZALO_BONUS = '131K';

/**
 * Registration (§2, §4, §5): every field, its visibility, requirement and
 * message come from the server's rules through DynamicForm. The flow around it:
 * affiliate code, human verification, SMS code, then register and sign in.
 */
export function RegisterForm({ type, mode, onLogin, idPrefix }: RegisterFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const location = useLocation();
  const flags = useAuthFlags();
  const { settings, loading } = useRegisterSettings();
  const countries = useCountries();
  const defaultDialCode = useDefaultDialCode(countries);
  const site = useSiteAffiliate(location.search);
  const signIn = useSignIn();

  const [dialCode, setDialCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inviteRefused, setInviteRefused] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  const specs = useMemo(
    () =>
      registerSpecs(settings, {
        type,
        smsEnabled: flags.smsRegistrationVerification,
        affiliateCodeFromSite: affiliateFieldHidden(site),
        mobileWithPassword: flags.mobilePasswordRegistration,
      }),
    [settings, type, flags.smsRegistrationVerification, flags.mobilePasswordRegistration, site],
  );
  const form = useForm(specs);
  const shown = (name: string) => specs.some((s) => s.name === name && s.shown);
  const code = dialCode ?? defaultDialCode;
  const referralCode = new URLSearchParams(location.search).get('referralCode')?.trim() || undefined;

  // The Firebase route (FIREBASESMS3, §4): Firebase sends and checks the code.
  const firebaseSms = useFirebaseSms();
  const sendCode = async () => {
    if (flags.firebaseSms) return firebaseSms.send(form, code);
    const sent = await sendSmsCode(form, 'register', code);
    return sent && { seconds: smsCountdownSeconds(sent.expiredMinutes) };
  };

  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    setFailure(null);
    try {
      // §4: a typed invitation code is checked first; a refusal warns and stops.
      const aff = affiliateAtSubmit(site, shown('affiliateCode'), values.affiliateCode);
      if ('check' in aff) {
        const ok = await authApi.affiliateCheck(aff.check, window.location.host).then(
          (v) => v.valid,
          () => false,
        );
        if (!ok) return setInviteRefused(true);
      }
      const verified = await verifyHuman('register', { inlineCaptcha: shown('captcha') });
      if (!verified) return;
      // §4, §8: by the Firebase route the code is checked first, and a failure stops the registration silently.
      let firebase: { firebaseChannel: string; firebaseIdToken: string } | null = null;
      if (flags.firebaseSms && shown('verificationCode')) {
        const idToken = await firebaseSms.confirm(values.verificationCode);
        if (!idToken) return;
        firebase = { firebaseChannel: FIREBASE_CHANNEL, firebaseIdToken: idToken };
      }

      const fields = Object.fromEntries(Object.entries(values).filter(([k, v]) => !CLIENT_ONLY.has(k) && v !== ''));
      const mobile = type === 'registerMobile';
      const body = {
        ...fields,
        ...(mobile ? { username: values.mobileNum } : {}),
        ...(shown('mobileNum') ? { countryDialingCode: code } : {}),
        affiliateCode: 'check' in aff ? aff.check : aff.send,
        referralCode,
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
        ...verified,
        ...firebase,
      };
      const value = await authApi.register(mobile, body);
      await signIn(value, 'register');
      // Mobile registration first shows the generated account number (§4); its OK opens the success dialog.
      if (mobile) authUi.mobileAccount = value.account;
      else authUi.registerSuccess = true;
    } catch (err) {
      const pinned = refusalField(err);
      if (pinned && shown(pinned.field)) form.setError(pinned.field, pinned.message);
      else setFailure(refusalText(err, t));
      // A captcha is single-use: any refusal needs a fresh one.
      if (shown('captcha')) {
        form.setValue('captcha', '');
        setCaptchaVersion((v) => v + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  if (loading) {
    return (
      <div aria-busy="true" style={{ display: 'grid', gap: 16 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width="100%" height={64} radius={8} />
        ))}
      </div>
    );
  }

  return (
    <>
      <DynamicForm
        form={form}
        onSubmit={submit}
        idPrefix={`${idPrefix}-${type}`}
        testId={`register-form-${type}`}
        slots={{
          mobileNum: { before: countries && code ? <DialCodePicker countries={countries} value={code} onChange={setDialCode} /> : undefined },
          verificationCode: { after: <SmsCodeButton onSend={sendCode} /> },
          captcha: { after: <CaptchaImage scene="register" version={captchaVersion} /> },
          // §9: the Zalo bonus, shown where the platform asks for a Zalo number.
          zalo: { hint: t('auth.register.zaloBonus', { amount: ZALO_BONUS }) },
          agree: {
            label: (
              <FormattedMessage
                id="auth.register.agree"
                values={{
                  terms: (chunks) => (
                    <a href="/help" target="_blank" rel="noopener">
                      {chunks}
                    </a>
                  ),
                }}
              />
            ),
          },
        }}
      >
        <FormFooter failure={failure} failureTestId="register-error" submitLabel={t('auth.register.submit')} busy={busy} wide>
          {mode === 'page' && (
            <Button variant="ghost" fullWidth onClick={() => form.reset()}>
              {t('auth.register.reset')}
            </Button>
          )}
        </FormFooter>
        {mode === 'popup' && onLogin && <SwitchLink question={t('auth.register.haveAccount')} action={t('auth.register.toLogin')} onClick={onLogin} />}
      </DynamicForm>
      <AlertDialog
        open={inviteRefused}
        title={t('auth.register.inviteTitle')}
        message={t('auth.register.inviteInvalid')}
        onConfirm={() => setInviteRefused(false)}
      />
    </>
  );
}
