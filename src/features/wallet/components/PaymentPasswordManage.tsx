import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useApiMutation } from '@/api/mutation';
import { useApiQuery } from '@/api/query';
import { errorText } from '@/api/errors';
import { Button } from '@/components/Button';
import { Muted } from '@/components/Muted';
import { specFromRule } from '@/forms/spec';
import { useForm } from '@/forms/useForm';
import { session } from '@/session/session';
import { useWalletAction } from '../hooks/useWalletAction';
import { setPayPasswordSpecs } from '../lib/specs';
import { PaymentPasswordSetup, PayPasswordForm } from './PaymentPasswordSetup';
import { Row } from './WalletParts';
import { Panel, PanelTitle } from '@/components/Panel';

const RESEND_SECONDS = 60;

/** The two ways to a new payment password, each opening its panel. */
const PANELS = [
  { id: 'change', variant: 'secondary', label: 'wallet.payPassword.change' },
  { id: 'reset', variant: 'ghost', label: 'wallet.payPassword.forgot' },
] as const;
type PanelId = (typeof PANELS)[number]['id'];

/**
 * A set payment password can be changed (current + new) or, forgotten, reset
 * with an SMS code to the bound phone (issue 32): both enforced by the
 * platform; a reset also ends a lock.
 */
export function PaymentPasswordManage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<PanelId | null>(null);
  const [done, setDone] = useState<PanelId | null>(null);
  const finish = (what: PanelId) => {
    setOpen(null);
    setDone(what);
  };
  return (
    <Panel data-testid="pay-password-manage">
      <PanelTitle>{t('wallet.payPassword')}</PanelTitle>
      <Row>
        {PANELS.map((p) => (
          <Button
            key={p.id}
            size="sm"
            variant={p.variant}
            aria-expanded={open === p.id}
            onClick={() => setOpen(open === p.id ? null : p.id)}
            data-testid={`pay-password-${p.id}-open`}
          >
            {t(p.label)}
          </Button>
        ))}
      </Row>
      {open === 'change' && <PaymentPasswordSetup onDone={() => finish('change')} />}
      {open === 'reset' && <PaymentPasswordReset onDone={() => finish('reset')} />}
      <output>
        {done && <span data-testid="pay-password-done">{t(done === 'reset' ? 'wallet.payPassword.resetDone' : 'wallet.payPassword.changed')}</span>}
      </output>
    </Panel>
  );
}

const CODE_SPEC = specFromRule(
  'verificationCode',
  { enabled: true, required: true, acceptedPattern: '*', patternId: '1', minLength: 4, maxLength: 8 },
  { labelId: 'wallet.payPassword.code', input: 'numeric', autoComplete: 'one-time-code' },
);

function PaymentPasswordReset({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { member } = useSnapshot(session);
  const state = useApiQuery('paymentPassword');
  const specs = useMemo(() => [CODE_SPEC, ...setPayPasswordSpecs(state.data?.rule, false)], [state.data]);
  const form = useForm(specs);
  const send = useApiMutation('stepUpSms');
  const action = useWalletAction('paymentPasswordReset', form, ['paymentPassword', 'withdrawInfo', 'uplineInfo']);
  const [wait, setWait] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  if (!member?.mobileNum) return <Muted>{t('wallet.payPassword.noPhone')}</Muted>;

  const sendCode = async () => {
    setSendError(null);
    try {
      await send.run({});
      setWait(RESEND_SECONDS);
    } catch (err) {
      setSendError(errorText(err, (id, v) => intl.formatMessage({ id }, v)));
    }
  };
  const submit = async (v: Record<string, string>) => {
    const ok = await action.run({ verificationCode: v.verificationCode ?? '', password: v.password ?? '' });
    if (ok !== undefined) onDone();
  };

  return (
    <Panel data-testid="pay-password-reset">
      <PanelTitle>{t('wallet.payPassword.resetTitle')}</PanelTitle>
      <Muted>{t('wallet.payPassword.resetWhy')}</Muted>
      <Row>
        <Button
          size="sm"
          variant="secondary"
          loading={send.pending}
          disabled={send.pending || wait > 0}
          onClick={() => void sendCode()}
          data-testid="pay-password-send-code"
        >
          {wait > 0 ? t('wallet.payPassword.codeSent', { seconds: wait }) : t('wallet.payPassword.sendCode')}
        </Button>
      </Row>
      {sendError && <Muted role="alert">{sendError}</Muted>}
      <PayPasswordForm form={form} action={action} idPrefix="paypw-reset" testId="pay-password-reset" onSubmit={submit} />
    </Panel>
  );
}
