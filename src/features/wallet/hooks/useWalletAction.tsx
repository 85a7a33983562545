import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '@/components/AlertDialog';
import type { EndpointName } from '@/api/endpoints';
import type { Query } from '@/api/client';
import { useApiMutation } from '@/api/mutation';
import type { FormController } from '@/forms/useForm';
import { refusalOf, type Refusal } from '../lib/refusals';
import { useMoney } from '@/components/useMoney';

const MONEY_VALUES = ['min', 'max', 'available', 'required', 'done'];

/**
 * A money call from a wallet form: one request per intent (useApiMutation:
 * double click = one call, the same Idempotency-Key on a retry after a fault),
 * the balance refreshed after success. A refusal naming a field of `form` goes
 * under it; anything else (fault, time-out, daily limit…) opens a dialog. The
 * form keeps its values either way, so nothing typed is lost.
 */
export function useWalletAction<N extends EndpointName>(name: N, form: FormController | null, invalidates: EndpointName[] = []) {
  const intl = useIntl();
  const money = useMoney();
  const mutation = useApiMutation(name, { invalidates });
  const [dialog, setDialog] = useState<Refusal | null>(null);

  const values = useCallback(
    (r: Refusal) =>
      Object.fromEntries(
        Object.entries(r.values).map(([k, v]) => [
          k,
          MONEY_VALUES.includes(k) && typeof v === 'string'
            ? money.format(v)
            : k === 'lockedUntil' && typeof v === 'number'
              ? intl.formatTime(v, { hour: '2-digit', minute: '2-digit' })
              : v,
        ]),
      ),
    [money, intl],
  );

  const run = useCallback(
    async (body?: unknown, query?: Query) => {
      try {
        return await mutation.run(body, query);
      } catch (err) {
        const r = refusalOf(err);
        if (r.field && form?.specs.some((s) => s.name === r.field && s.shown)) form.setError(r.field, { id: r.messageId, values: values(r) });
        else setDialog(r);
        return undefined;
      }
    },
    [mutation, form, values],
  );

  const element = (
    <AlertDialog
      open={dialog !== null}
      title={intl.formatMessage({ id: 'wallet.error.title' })}
      message={dialog ? intl.formatMessage({ id: dialog.messageId }, { ...values(dialog), field: dialog.field ?? '' }) : ''}
      confirmLabel={intl.formatMessage({ id: 'wallet.ok' })}
      onConfirm={() => setDialog(null)}
    />
  );
  return { run, pending: mutation.pending, dialog: element };
}
