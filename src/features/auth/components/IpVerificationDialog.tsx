import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ApiError, errorKey } from '@/api/errors';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { equalColumns } from '@/components/grid-list';
import { Modal } from '@/components/Modal';
import { TextField } from '@/components/form/TextField';
import { noteText } from '@/components/note-text';
import { smsCountdownSeconds } from '../lib/timing';
import { ipVerification, type IpChallenge, type IpMethod } from '../verification/login-verification';
import { SmsCodeButton } from './SmsCodeButton';
import { theme } from '@/theme/theme';

const Body = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  p {
    margin: 0;
    ${noteText('muted', 'sm')};
  }
`;

/** The methods as a radio group: two columns fit four names in any language (tabs would scroll out of sight). */
const Methods = styled.fieldset`
  ${equalColumns(2, 2)};
  border: 0;
  legend {
    margin-bottom: ${theme.space(2)};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 40px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colours.border};
    border-radius: ${theme.radius.sm};
    font-size: ${theme.font.size.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  label:has(input:checked) {
    border-color: ${theme.colours.primary};
    background: ${theme.colours.primarySoft};
  }
  input {
    accent-color: ${theme.colours.primary};
    margin: 0;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
`;

const Alert = styled.div`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colours.surfaceSunken};
  ${noteText('danger', 'sm')};
`;

type Field = 'mobileNum' | 'verificationCode' | 'email' | 'bankAccountName' | 'googleCode';
const FIELDS: Record<IpMethod, Field[]> = {
  sms: ['mobileNum', 'verificationCode'],
  email: ['email'],
  bankName: ['bankAccountName'],
  google: ['googleCode'],
};

/** What is wrong with a typed answer before it is sent, as a catalogue key (null: nothing). */
function localProblem(field: Field, value: string): string | null {
  const v = value.trim();
  if (!v) return 'auth.ipVerify.required';
  if (field === 'googleCode' && !/^\d{6}$/.test(v)) return 'auth.ipVerify.googleFormat';
  if (field === 'mobileNum' && !/^\d{6,15}$/.test(v)) return 'error.invalidPhone';
  if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return 'auth.ipVerify.emailFormat';
  return null;
}

function VerificationForm({ challenge, finish }: { challenge: IpChallenge; finish: (v: import('@/api/models').LoginValue | null) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [method, setMethod] = useState<IpMethod>(challenge.methods[0]!);
  const [values, setValues] = useState<Record<Field, string>>({ mobileNum: '', verificationCode: '', email: '', bankAccountName: '', googleCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const verify = useApiMutation('loginVerify');
  const sendSms = useApiMutation('loginVerifySms');

  const set = (f: Field) => (v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    setErrors((old) => ({ ...old, [f]: undefined }));
  };

  /** A refusal under its field when the platform names one, else above the buttons. */
  const show = (err: unknown) => {
    const field = err instanceof ApiError ? (err.details as { field?: Field } | null)?.field : undefined;
    const key =
      err instanceof ApiError && err.code === 'VERIFICATION_FAILED'
        ? `auth.ipVerify.wrong.${method}`
        : err instanceof ApiError && err.code === 'VERIFICATION_EXPIRED'
          ? 'auth.ipVerify.expired'
          : err instanceof ApiError && err.code === 'INVALID_PHONE'
            ? 'auth.ipVerify.wrongPhone'
            : errorKey(err);
    if (field && FIELDS[method].includes(field)) setErrors((old) => ({ ...old, [field]: t(key) }));
    else setFailure(t(key));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const problems = Object.fromEntries(
      FIELDS[method]
        .map((f) => [f, localProblem(f, values[f])])
        .filter(([, p]) => p)
        .map(([f, p]) => [f, t(p!)]),
    );
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const answer = Object.fromEntries(FIELDS[method].map((f) => [f, values[f].trim()]));
    try {
      finish(await verify.run({ ticket: challenge.ticket, method, ...answer }));
    } catch (err) {
      show(err);
    }
  };

  const sendCode = async () => {
    const problem = localProblem('mobileNum', values.mobileNum);
    if (problem) {
      setErrors((old) => ({ ...old, mobileNum: t(problem) }));
      return null;
    }
    try {
      const sent = await sendSms.run({ ticket: challenge.ticket, mobileNum: values.mobileNum.trim() });
      return { seconds: smsCountdownSeconds(sent.expiredMinutes) };
    } catch (err) {
      show(err);
      return null;
    }
  };

  const field = (f: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField key={f} id={`ip-verify-${f}`} label={t(`auth.ipVerify.field.${f}`)} value={values[f]} onChange={set(f)} error={errors[f]} required {...extra} />
  );

  return (
    <Body onSubmit={submit} noValidate data-testid="ip-verification">
      <p>{t('auth.ipVerify.lead')}</p>
      {challenge.methods.length > 1 && (
        <Methods>
          <legend>{t('auth.ipVerify.method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="ip-verify-method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setErrors({});
                  setFailure(null);
                }}
              />
              {t(`auth.ipVerify.method.${m}`)}
            </label>
          ))}
        </Methods>
      )}
      <Fields>
        {method === 'sms' && (
          <>
            {field('mobileNum', {
              inputMode: 'numeric',
              autoComplete: 'tel-national',
              hint: challenge.mobile ? t('auth.ipVerify.boundPhone', { mobile: challenge.mobile }) : undefined,
            })}
            {field('verificationCode', { inputMode: 'numeric', autoComplete: 'one-time-code', after: <SmsCodeButton onSend={sendCode} /> })}
          </>
        )}
        {method === 'email' &&
          field('email', {
            type: 'email',
            autoComplete: 'email',
            hint: challenge.email ? t('auth.ipVerify.boundEmail', { email: challenge.email }) : undefined,
          })}
        {method === 'bankName' && field('bankAccountName', { autoComplete: 'name', hint: t('auth.ipVerify.bankHint') })}
        {method === 'google' && field('googleCode', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, hint: t('auth.ipVerify.googleHint') })}
      </Fields>
      {failure && (
        <Alert role="alert" data-testid="ip-verification-error">
          {failure}
        </Alert>
      )}
      <Button type="submit" size="lg" fullWidth loading={verify.pending} data-testid="ip-verification-submit">
        {t('auth.ipVerify.submit')}
      </Button>
    </Body>
  );
}

/** The default unregistered-IP step (§4), opened by verifyLogin (login-verification.ts); closing it gives the login up. */
export function IpVerificationDialog() {
  const intl = useIntl();
  const s = useSnapshot(ipVerification);
  const challenge = s.challenge as IpChallenge | null;
  const finish = (v: import('@/api/models').LoginValue | null) => ipVerification.finish?.(v);
  return (
    <Modal
      open={challenge !== null}
      onClose={() => finish(null)}
      title={intl.formatMessage({ id: 'auth.ipVerify.title' })}
      size="sm"
      testId="ip-verification-dialog"
    >
      {challenge && <VerificationForm key={challenge.ticket} challenge={challenge} finish={finish} />}
    </Modal>
  );
}
