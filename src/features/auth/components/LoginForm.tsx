import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useBrand } from '@/brand/brand-config';
import { closeLoginPopup } from '@/session/prompts';
import { Tabs } from '@/components/Tabs';
import { Checkbox } from '@/components/form/Checkbox';
import { FormFooter, FormLinks, LinkButton } from '@/components/form/FormLayout';
import { DynamicForm } from '@/forms/DynamicForm';
import { loginSpecs, type LoginType } from '@/forms/forms';
import { useForm } from '@/forms/useForm';
import { authApi } from '../api/auth-api';
import { useAuthFlags } from '../hooks/useAuthFlags';
import { useCountries } from '../hooks/useCountries';
import { useDefaultDialCode } from '../hooks/useDefaultDialCode';
import { useRegisterSettings } from '../hooks/useRegisterSettings';
import { useSignIn } from '../hooks/useSignIn';
import { useFirebaseSms } from '../hooks/useFirebaseSms';
import { smsCountdownSeconds } from '../lib/timing';
import { rememberUser, rememberedUser } from '../lib/remember-me';
import { refusalText, refusalWantsCaptcha, refusalWantsHuman } from '../lib/server-errors';
import { authUi } from '../stores/auth-ui';
import { verifyHuman } from '@/session/human-verification';
import { sendSmsCode } from '../verification/send-sms-code';
import { withLoginVerification } from '../verification/login-verification';
import { CaptchaImage } from './CaptchaImage';
import { DialCodePicker } from './DialCodePicker';
import { FreePlayButton } from './FreePlayButton';
import { SmsCodeButton } from './SmsCodeButton';
import { SwitchLink } from './SwitchLink';
import { ThirdPartySignIn } from './ThirdPartySignIn';
import type { Provider } from '../third-party/pending';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';

const AgentNote = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  font-weight: ${theme.font.weight.medium};
`;

const Wrap = styled.div`
  ${column(4)};
`;

/**
 * Login by username and password, or by mobile number and SMS code when the
 * SMS-login flag is on (§2, §4). The captcha stays hidden until a refusal says
 * it is needed. Remember me keeps the user name only.
 */
export function LoginForm({ onRegister, idPrefix, onPage = false }: { onRegister: () => void; idPrefix: string; onPage?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { merchantCode } = useBrand();
  const flags = useAuthFlags();
  const { settings } = useRegisterSettings();
  const countries = useCountries();
  const defaultDialCode = useDefaultDialCode(countries);
  const signIn = useSignIn();
  // SMS login by the Firebase route (FIREBASESMS3, §4): Firebase sends and checks the code.
  const firebaseSms = useFirebaseSms();

  const [type, setType] = useState<LoginType>('username');
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [humanAsked, setHumanAsked] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [remembered] = useState(() => rememberedUser(merchantCode));
  const [remember, setRemember] = useState(remembered !== null);
  const [dialCode, setDialCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The agent-side login (§6, §8): the platform takes agents only and refuses a member "non-agents cannot log in".
  const [agent, setAgent] = useState(false);
  // A Facebook or Google sign-in that came back cancelled or failed (issue 32): said in the form's alert until
  // the player acts or the form goes away.
  const { thirdPartyFailure } = useSnapshot(authUi);
  const cameBack = thirdPartyFailure?.onPage === onPage ? thirdPartyFailure.message : null;
  const forgetCameBack = useCallback(() => {
    if (authUi.thirdPartyFailure?.onPage === onPage) authUi.thirdPartyFailure = null;
  }, [onPage]);
  useEffect(() => forgetCameBack, [forgetCameBack]);
  const providers: Provider[] = agent ? [] : [...(flags.googleLogin ? ['google' as const] : []), ...(flags.facebookLogin ? ['facebook' as const] : [])];

  const loginType: LoginType = flags.smsLogin ? type : 'username';
  // Hidden until a refusal asks for it (§4), or always when the platform says so (CAPTCHA3).
  const captchaShown = loginType === 'username' && (captchaAsked || flags.captchaAlways);
  const specs = useMemo(() => loginSpecs(settings, { type: loginType, captchaShown }), [settings, loginType, captchaShown]);
  const form = useForm(specs, { username: remembered ?? '' });
  const code = dialCode ?? defaultDialCode;

  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    setFailure(null);
    forgetCameBack();
    try {
      const verified = await verifyHuman('login', { inlineCaptcha: captchaShown, platformCheck: humanAsked && loginType === 'username' });
      // §8 "login failure from a closed popup, try again": the player closed the verification popup.
      if (!verified) return setFailure(t('error.popupClosed'));
      // §4, §8: by the Firebase route the code is confirmed with Firebase first; a wrong one stops silently.
      const firebaseIdToken = loginType === 'sms' && flags.firebaseSms ? await firebaseSms.confirm(values.verificationCode) : undefined;
      if (firebaseIdToken === null) return;
      const body =
        loginType === 'sms'
          ? firebaseIdToken
            ? { type: 'firebase', mobileNum: values.mobileNum!, countryDialingCode: code, firebaseIdToken, ...verified }
            : { type: 'sms', mobileNum: values.mobileNum!, verificationCode: values.verificationCode!, countryDialingCode: code, ...verified }
          : { type: 'username', username: values.username!, password: values.password!, ...(captchaShown ? { captcha: values.captcha! } : {}), ...verified };
      if (agent) Object.assign(body, { agentLogin: true });
      // A right password from an unregistered IP asks for one more step (§4); giving it up stops quietly.
      const value = await withLoginVerification(authApi.login(body));
      if (!value) return setFailure(t('error.popupClosed'));
      if (loginType === 'username') rememberUser(merchantCode, remember ? values.username! : null);
      await signIn(value, firebaseIdToken ? 'firebase' : loginType, loginType === 'username' ? values.password : undefined);
    } catch (err) {
      setFailure(refusalText(err, t));
      if (refusalWantsHuman(err)) setHumanAsked(true);
      if (refusalWantsCaptcha(err)) {
        setCaptchaAsked(true);
        setCaptchaVersion((v) => v + 1);
        form.setValue('captcha', '');
      }
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    if (flags.firebaseSms) return firebaseSms.send(form, code);
    const sent = await sendSmsCode(form, 'login', code);
    return sent && { seconds: smsCountdownSeconds(sent.expiredMinutes) };
  };

  return (
    <Wrap>
      {agent && (
        <AgentNote role="note" data-testid="agent-login-note">
          {t('auth.login.agentNote')}
        </AgentNote>
      )}
      {flags.smsLogin && (
        <Tabs
          idPrefix={`${idPrefix}-type`}
          ariaLabel={t('auth.login.method')}
          value={loginType}
          onChange={(id) => {
            setType(id as LoginType);
            setFailure(null);
            forgetCameBack();
          }}
          items={[
            { id: 'username', label: t('auth.login.byUsername') },
            { id: 'sms', label: t('auth.login.bySms') },
          ]}
        />
      )}
      <DynamicForm
        form={form}
        onSubmit={submit}
        idPrefix={`${idPrefix}-${loginType}`}
        testId="login-form"
        slots={{
          mobileNum: { before: countries && code ? <DialCodePicker countries={countries} value={code} onChange={setDialCode} /> : undefined },
          verificationCode: { after: <SmsCodeButton onSend={sendCode} /> },
          captcha: { after: <CaptchaImage scene="login" version={captchaVersion} /> },
        }}
      >
        {loginType === 'username' && (
          <FormLinks>
            <Checkbox id={`${idPrefix}-remember`} label={t('auth.login.remember')} checked={remember} onChange={setRemember} />
            <LinkButton
              type="button"
              onClick={() => {
                // One dialog at a time: the reset replaces the login popup (it logs in by itself when done by phone).
                closeLoginPopup();
                authUi.forgotPassword = true;
              }}
            >
              {t('auth.login.forgot')}
            </LinkButton>
          </FormLinks>
        )}
        <FormFooter failure={failure ?? cameBack} failureTestId="login-error" submitLabel={t('auth.login.submit')} busy={busy} wide>
          {flags.freePlay && !agent && <FreePlayButton />}
        </FormFooter>
        <ThirdPartySignIn
          providers={providers}
          fromPage={onPage}
          onFailure={(message) => {
            forgetCameBack();
            setFailure(message || null);
          }}
        />
        {flags.directRegistration && <SwitchLink question={t('auth.login.noAccount')} action={t('auth.login.toRegister')} onClick={onRegister} />}
        <FormLinks style={{ justifyContent: 'center' }}>
          <LinkButton
            type="button"
            aria-pressed={agent}
            onClick={() => {
              setAgent((a) => !a);
              setFailure(null);
              forgetCameBack();
            }}
            data-testid="agent-login-switch"
          >
            {t(agent ? 'auth.login.asMember' : 'auth.login.asAgent')}
          </LinkButton>
        </FormLinks>
      </DynamicForm>
    </Wrap>
  );
}
