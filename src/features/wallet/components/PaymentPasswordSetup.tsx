import { useMemo, type ReactNode } from 'react';
import { errorKey } from '@/api/errors';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm, type FormController } from '@/forms/useForm';
import { useWalletAction } from '../hooks/useWalletAction';
import { setPayPasswordSpecs } from '../lib/specs';
import { Panel, PanelTitle } from '@/components/Panel';
import { Muted } from '@/components/Muted';

/** Set (or change) the payment password, by the platform's rule; `onDone` after success. */
export function PaymentPasswordSetup({ onDone }: { onDone?: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useApiQuery('paymentPassword');
  const isSet = state.data?.isSet ?? false;
  const specs = useMemo(() => setPayPasswordSpecs(state.data?.rule, isSet), [state.data, isSet]);
  const form = useForm(specs);
  const action = useWalletAction('paymentPasswordSet', form, ['paymentPassword', 'withdrawInfo', 'uplineInfo']);

  if (state.status === 'loading') return <Skeleton width="100%" height={200} />;
  if (state.status === 'error') return <ErrorState messageKey={errorKey(state.error)} onRetry={state.retry} />;

  const submit = async (v: Record<string, string>) => {
    const done = await action.run({ password: v.password, ...(isSet ? { oldPassword: v.oldPassword } : {}) });
    if (done !== undefined) {
      form.reset({});
      onDone?.();
    }
  };

  return (
    <Panel data-testid="pay-password-setup">
      <PanelTitle>{t(isSet ? 'wallet.payPassword.change' : 'wallet.payPassword.set')}</PanelTitle>
      {!isSet && <Muted>{t('wallet.payPassword.why')}</Muted>}
      <PayPasswordForm form={form} action={action} idPrefix="paypw" testId="pay-password" onSubmit={submit} />
    </Panel>
  );
}

/**
 * A payment-password form (set, change or reset) with its save button and the action's result dialog;
 * `testId` names the form (`<testId>-form`) and the button (`<testId>-submit`).
 */
export function PayPasswordForm({
  form,
  action,
  idPrefix,
  testId,
  onSubmit,
}: {
  form: FormController;
  action: { pending: boolean; dialog: ReactNode };
  idPrefix: string;
  testId: string;
  onSubmit: (values: Record<string, string>) => void | Promise<void>;
}) {
  const intl = useIntl();
  return (
    <>
      <DynamicForm form={form} idPrefix={idPrefix} onSubmit={onSubmit} testId={`${testId}-form`}>
        <Button type="submit" loading={action.pending} disabled={action.pending} data-testid={`${testId}-submit`}>
          {intl.formatMessage({ id: 'wallet.save' })}
        </Button>
      </DynamicForm>
      {action.dialog}
    </>
  );
}
