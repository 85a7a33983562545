import { useMemo, useState } from 'react';
import { errorKey } from '@/api/errors';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import type { BankCard } from '@/api/models';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { Select } from '@/components/form/Select';
import { TextField } from '@/components/form/TextField';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { useWalletAction } from '../hooks/useWalletAction';
import { bankCardSpecs } from '../lib/specs';
import { Row } from './WalletParts';
import { Panel, PanelTitle } from '@/components/Panel';
import { Muted } from '@/components/Muted';

/** Bound bank cards (masked), bind by the server's field rules, unbind after a confirmation. */
export function BankCards() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const cards = useApiQuery('bankCards');
  const rules = cards.data?.rules;
  const specs = useMemo(() => (rules ? bankCardSpecs(rules) : []), [rules]);
  const form = useForm(specs);
  const [bank, setBank] = useState('');
  const [bankError, setBankError] = useState(false);
  const [adding, setAdding] = useState(false);
  const [unbinding, setUnbinding] = useState<BankCard | null>(null);
  const [unbindPassword, setUnbindPassword] = useState('');
  const closeUnbind = () => {
    setUnbinding(null);
    setUnbindPassword('');
  };
  const bind = useWalletAction('bankCardBind', form, ['bankCards', 'withdrawInfo']);
  const unbind = useWalletAction('bankCardUnbind', null, ['bankCards', 'withdrawInfo']);

  if (cards.status === 'loading') return <Skeleton width="100%" height={160} />;
  if (cards.status === 'error' || !cards.data) return <ErrorState messageKey={errorKey(cards.error)} onRetry={cards.retry} />;
  const { banks, maxCards } = cards.data;
  const list = cards.data.cards;

  const submit = async (v: Record<string, string>) => {
    if (!bank) return setBankError(true);
    const card = await bind.run({
      bankCode: bank,
      accountName: v.accountName ?? '',
      accountNo: (v.accountNo ?? '').replace(/\s+/g, ''),
      ...(v.branch ? { branch: v.branch } : {}),
      paymentPassword: v.paymentPassword ?? '',
    });
    if (card) {
      form.reset({});
      setBank('');
      setAdding(false);
    }
  };

  return (
    <Panel data-testid="bank-cards">
      <PanelTitle>{t('wallet.card.title')}</PanelTitle>
      {list.length === 0 && <Muted>{t('wallet.card.none')}</Muted>}
      {list.map((c) => (
        <Row key={c.id} data-testid="bank-card">
          <span style={{ flex: 1, minWidth: 0 }}>
            {c.bankName} · {c.accountNo} · {c.accountName}
          </span>
          <Button size="sm" variant="ghost" onClick={() => setUnbinding(c)} data-testid="bank-card-unbind">
            {t('wallet.card.unbind')}
          </Button>
        </Row>
      ))}
      {!adding && list.length < maxCards && (
        <Button variant="secondary" onClick={() => setAdding(true)} data-testid="bank-card-add">
          {t('wallet.card.add')}
        </Button>
      )}
      {adding && (
        <>
          <Select
            id="card-bank"
            label={t('wallet.card.bank')}
            required
            value={bank}
            options={[{ value: '', label: t('wallet.card.choose') }, ...banks.map((b) => ({ value: b.code, label: b.name }))]}
            onChange={(v) => {
              setBank(v);
              setBankError(false);
            }}
            error={bankError ? t('forms.required', { field: t('wallet.card.bank') }) : undefined}
          />
          <DynamicForm form={form} idPrefix="card" onSubmit={submit} testId="bank-card-form">
            <Row>
              <Button type="submit" loading={bind.pending} disabled={bind.pending} data-testid="bank-card-submit">
                {t('wallet.card.bind')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAdding(false)}>
                {t('wallet.cancel')}
              </Button>
            </Row>
          </DynamicForm>
        </>
      )}
      <AlertDialog
        open={unbinding !== null}
        title={t('wallet.card.unbind')}
        message={
          unbinding ? (
            <>
              {t('wallet.card.unbindConfirm', { card: `${unbinding.bankName} ${unbinding.accountNo}` })}
              <TextField
                id="card-unbind-password"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                label={t('wallet.card.stepUp')}
                value={unbindPassword}
                onChange={setUnbindPassword}
                data-testid="bank-card-unbind-password"
              />
            </>
          ) : (
            ''
          )
        }
        confirmLabel={t('wallet.card.unbind')}
        cancelLabel={t('wallet.cancel')}
        danger
        confirming={unbind.pending}
        onCancel={closeUnbind}
        onConfirm={async () => {
          if (unbinding) await unbind.run({ paymentPassword: unbindPassword }, { id: unbinding.id });
          closeUnbind();
        }}
      />
      {bind.dialog}
      {unbind.dialog}
    </Panel>
  );
}
