import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api } from '@/api/api';
import { errorText } from '@/api/errors';
import { useApiMutation } from '@/api/mutation';
import { Button } from '@/components/Button';
import { Panel, PanelTitle } from '@/components/Panel';
import { FormFooter, FormStack } from '@/components/form/FormLayout';
import { Select } from '@/components/form/Select';
import { TextField } from '@/components/form/TextField';
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

  return (
    <Panel aria-labelledby="phone-change-title" data-testid="phone-change">
      <PanelTitle id="phone-change-title">{t('memberCentre.phone.changeTitle')}</PanelTitle>
      <FormStack onSubmit={submit} noValidate>
        <TextField
          label={t('memberCentre.phone.new')}
          value={mobile}
          onChange={setMobile}
          inputMode="tel"
          autoComplete="tel-national"
          required
          after={
            <Button size="sm" variant="secondary" disabled={newWait > 0} onClick={() => void sendNew()} data-testid="phone-change-send-new">
              {newWait > 0 ? t('auth.sms.sent', { seconds: newWait }) : t('auth.sms.send')}
            </Button>
          }
        />
        <TextField label={t('memberCentre.phone.newCode')} value={newCode} onChange={setNewCode} inputMode="numeric" autoComplete="one-time-code" required />
        <Select
          id="phone-change-proof"
          label={t('memberCentre.phone.proof')}
          value={proof}
          onChange={(v) => setProof(v as Proof)}
          options={[
            { value: 'paymentPassword', label: t('memberCentre.phone.proof.paymentPassword') },
            ...(current ? [{ value: 'sms', label: t('memberCentre.phone.proof.sms', { mobile: current }) }] : []),
          ]}
        />
        {proof === 'paymentPassword' ? (
          <PasswordField label={t('wallet.payPassword')} value={password} onChange={setPassword} inputMode="numeric" autoComplete="off" required />
        ) : (
          <TextField
            label={t('memberCentre.phone.currentCode')}
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            after={
              <Button size="sm" variant="secondary" disabled={currentWait > 0} onClick={() => void sendCurrent()} data-testid="phone-change-send-current">
                {currentWait > 0 ? t('auth.sms.sent', { seconds: currentWait }) : t('auth.sms.send')}
              </Button>
            }
          />
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
