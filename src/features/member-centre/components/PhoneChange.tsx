import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api } from '@/api/api';
import { errorText } from '@/api/errors';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { Panel, PanelTitle } from '@/components/Panel';
import { FormFooter, FormStack } from '@/components/form/FormLayout';
import { Select } from '@/components/form/Select';
import { TextField, type TextFieldProps } from '@/components/form/TextField';
import { PasswordField } from '@/components/form/PasswordField';
import { verifyHuman } from '@/session/human-verification';
import { session } from '@/session/session';

const RESEND_SECONDS = 60;
type Proof = 'paymentPassword' | 'sms';

/** A send-code button's countdown: seconds left before another send. */
function useResendWait(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}

/** The two fields with a send-code button: the new number (its code goes there) and the current phone's code. */
const CODE_FIELDS = {
  newNumber: { labelId: 'memberCentre.phone.new', inputMode: 'tel', autoComplete: 'tel-national', testId: 'phone-change-send-new' },
  currentCode: { labelId: 'memberCentre.phone.currentCode', inputMode: 'numeric', autoComplete: 'one-time-code', testId: 'phone-change-send-current' },
} as const;

/** A required field with its send-code button beside it, counting down after a send. */
function SendCodeField({
  labelId,
  wait,
  onSend,
  testId,
  ...field
}: Omit<TextFieldProps, 'after' | 'required' | 'label'> & { labelId: string; wait: number; onSend: () => Promise<void>; testId: string }) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      label={intl.formatMessage({ id: labelId })}
      required
      after={
        <Button size="sm" variant="secondary" disabled={wait > 0} onClick={() => void onSend()} data-testid={testId}>
          {wait > 0 ? intl.formatMessage({ id: 'auth.sms.sent' }, { seconds: wait }) : intl.formatMessage({ id: 'auth.sms.send' })}
        </Button>
      }
    />
  );
}

/**
 * Changing the bound phone (issue 32, ASVS 7.5.1): a code sent to the new number proves the number (behind the
 * brand's human check, like every SMS anyone can ask for), and the payment password or a fresh code to the current
 * phone proves the member; the platform refuses the change without both. Nothing typed is lost on a refusal.
 */
export function PhoneChange({ onDone, onChanged }: { onDone: () => void; onChanged: (mobile: string) => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const current = session.member?.mobileNum;
  const [mobile, setMobile] = useState('');
  const [newCode, setNewCode] = useState('');
  const [proof, setProof] = useState<Proof>('paymentPassword');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newWait, startNewWait] = useResendWait();
  const [currentWait, startCurrentWait] = useResendWait();
  const change = useApiMutation('memberMobileChange', { invalidates: ['memberInfo'] });
  const say = (err: unknown) => setError(errorText(err, (id, v) => intl.formatMessage({ id }, v)));

  const sendNew = async () => {
    setError(null);
    if (!/^\d{6,15}$/.test(mobile)) return setError(t('memberCentre.phone.invalid'));
    try {
      const verified = await verifyHuman('sms');
      if (!verified) return;
      await api.call('smsBindPhone', { body: { mobileNum: mobile, ...verified } });
      startNewWait();
    } catch (err) {
      say(err);
    }
  };
  const sendCurrent = async () => {
    setError(null);
    try {
      await api.call('stepUpSms');
      startCurrentWait();
    } catch (err) {
      say(err);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const proven = proof === 'paymentPassword' ? password : code.trim();
    if (!/^\d{6,15}$/.test(mobile) || !newCode.trim() || !proven) return setError(t('memberCentre.phone.incomplete'));
    const step = proof === 'paymentPassword' ? { paymentPassword: password } : { verificationCode: code };
    try {
      const { mobileNum } = await change.run({ mobileNum: mobile, newCode, ...step });
      if (session.member) session.member.mobileNum = mobileNum;
      onChanged(mobileNum);
    } catch (err) {
      say(err);
    }
  };

  // Who the member is: the payment password, or a code to the phone bound now (when there is one).
  const proofs = [
    { value: 'paymentPassword', label: t('memberCentre.phone.proof.paymentPassword') },
    ...(current ? [{ value: 'sms', label: t('memberCentre.phone.proof.sms', { mobile: current }) }] : []),
  ];
  return (
    <Panel aria-labelledby="phone-change-title" data-testid="phone-change">
      <PanelTitle id="phone-change-title">{t('memberCentre.phone.changeTitle')}</PanelTitle>
      <FormStack onSubmit={submit} noValidate>
        <SendCodeField {...CODE_FIELDS.newNumber} value={mobile} onChange={setMobile} wait={newWait} onSend={sendNew} />
        <TextField label={t('memberCentre.phone.newCode')} value={newCode} onChange={setNewCode} inputMode="numeric" autoComplete="one-time-code" required />
        <Select id="phone-change-proof" label={t('memberCentre.phone.proof')} value={proof} onChange={(v) => setProof(v as Proof)} options={proofs} />
        {proof === 'paymentPassword' ? (
          <PasswordField label={t('wallet.payPassword')} value={password} onChange={setPassword} inputMode="numeric" autoComplete="off" required />
        ) : (
          <SendCodeField {...CODE_FIELDS.currentCode} value={code} onChange={setCode} wait={currentWait} onSend={sendCurrent} />
        )}
        <FormFooter
          failure={error}
          failureTestId="phone-change-error"
          submitLabel={t('memberCentre.phone.submit')}
          busy={change.pending}
          cancel={{ label: t('common.cancel'), onClick: onDone }}
        />
      </FormStack>
    </Panel>
  );
}
