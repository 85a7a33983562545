import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import type { Withdrawal } from '@/api/models';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { Tabs } from '@/components/Tabs';
import { DynamicForm } from '@/forms/DynamicForm';
import { useForm } from '@/forms/useForm';
import { compareDecimal, subDecimal } from '@/lib/money';
import { Stack } from '@/components/Stack';
import { useMoney } from '@/components/useMoney';
import { useWalletAction } from '../hooks/useWalletAction';
import { amountMessageId, checkAmount } from '../lib/amount';
import { amountSpec } from '../lib/specs';
import { ProofPicker, type Proof } from './ProofPicker';
import { Facts } from './WalletParts';
import { Muted } from '@/components/Muted';

const POLL_MS = 30_000;
type Result = 'received' | 'partial' | 'notReceived';

/**
 * On any page (mounted by the app for a logged-in member): when a disbursed
 * withdrawal waits for the player, ask whether it arrived — received, partly
 * received (amount received, remainder shown) or not received (proof image).
 * Refetched every 30 s and when the tab regains focus.
 */
export function WithdrawalPrompt() {
  const waiting = useApiQuery('withdrawals', { query: { status: 'disbursed' }, staleMs: 5_000 });
  const { retry } = waiting;
  const [later, setLater] = useState<string[]>([]);

  useEffect(() => {
    const id = window.setInterval(retry, POLL_MS);
    const onFocus = () => retry();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('focus', onFocus);
    };
  }, [retry]);

  const current = waiting.data?.list.find((w) => !later.includes(w.orderNo));
  if (!current) return null;
  return <ConfirmDialog key={current.orderNo} withdrawal={current} onLater={() => setLater((l) => [...l, current.orderNo])} />;
}

function ConfirmDialog({ withdrawal: w, onLater }: { withdrawal: Withdrawal; onLater: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const money = useMoney();
  const [result, setResult] = useState<Result>('received');
  const [proof, setProof] = useState<Proof | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const specs = useMemo(() => [amountSpec('wallet.confirm.receivedAmount')], []);
  const form = useForm(specs);
  const action = useWalletAction('withdrawConfirm', result === 'partial' ? form : null, ['withdrawals', 'withdrawInfo']);

  const typed = checkAmount(form.values.amount ?? '', { decimals: money.decimals });
  const remainder = typed.ok && compareDecimal(typed.amount, w.amount) < 0 ? subDecimal(w.amount, typed.amount) : null;

  const send = (body: Record<string, unknown>) => action.run({ orderNo: w.orderNo, result, ...body });
  const submitPartial = async (v: Record<string, string>) => {
    const c = checkAmount(v.amount ?? '', { decimals: money.decimals, max: subDecimal(w.amount, '0.01') });
    if (!c.ok)
      return form.setError('amount', {
        id: c.error === 'aboveMax' ? 'wallet.confirm.partialTooMuch' : amountMessageId(c.error),
        values: { max: money.format(w.amount) },
      });
    await send({ receivedAmount: c.amount });
  };
  const submitOther = async () => {
    if (result === 'notReceived' && !proof) return setProofError(t('wallet.proof.empty'));
    await send(result === 'notReceived' ? { proof } : {});
  };

  return (
    <Modal open onClose={onLater} title={t('wallet.confirm.title')} size="sm" testId="withdrawal-prompt">
      <Stack>
        <Facts>
          <dt>{t('wallet.amount')}</dt>
          <dd data-testid="prompt-amount">{money.format(w.amount)}</dd>
          <dt>{t('wallet.withdraw.card')}</dt>
          <dd>{w.card}</dd>
          {w.confirmDeadline && (
            <>
              <dt>{t('wallet.confirm.deadline')}</dt>
              <dd>{w.confirmDeadline}</dd>
            </>
          )}
        </Facts>
        <Muted>{t('wallet.confirm.forced')}</Muted>
        <Tabs
          items={(['received', 'partial', 'notReceived'] as const).map((r) => ({ id: r, label: t(`wallet.confirm.${r}`) }))}
          value={result}
          onChange={(r) => setResult(r as Result)}
          ariaLabel={t('wallet.confirm.title')}
          idPrefix="confirm"
        />
        {result === 'partial' ? (
          <DynamicForm form={form} idPrefix="confirm" onSubmit={submitPartial} testId="confirm-partial-form">
            {remainder && <Muted data-testid="prompt-remainder">{t('wallet.confirm.remainder', { amount: money.format(remainder) })}</Muted>}
            <Button type="submit" fullWidth loading={action.pending} disabled={action.pending} data-testid="confirm-submit">
              {t('wallet.confirm.submit')}
            </Button>
          </DynamicForm>
        ) : (
          <>
            {result === 'notReceived' && (
              <ProofPicker
                serverError={proofError}
                onChange={(p) => {
                  setProof(p);
                  setProofError(null);
                }}
              />
            )}
            <Button fullWidth loading={action.pending} disabled={action.pending} onClick={() => void submitOther()} data-testid="confirm-submit">
              {t('wallet.confirm.submit')}
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={onLater} data-testid="confirm-later">
          {t('wallet.confirm.later')}
        </Button>
      </Stack>
      {action.dialog}
    </Modal>
  );
}

export default WithdrawalPrompt;
