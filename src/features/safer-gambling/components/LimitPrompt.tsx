import { useState } from 'react';
import { useApiMutation } from '@/api/mutation';
import { invalidate } from '@/api/query';
import type { ProtectionState } from '@/api/types.generated';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form/TextField';
import { Stack } from '@/components/Stack';
import { currencyDecimals, parseAmount, toDecimalString } from '@/lib/money';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { errorText as refusalText } from '@/api/errors';
import { Row } from './SaferGamblingParts';
import { Muted } from '@/components/Muted';

/**
 * The deposit-limit prompt (UK RTS 12A, Ontario 2.23, Sweden, Denmark): one amount a period, set in one go;
 * "not now" only where the profile lets the player go on without a limit.
 */
export function LimitPrompt({ state, onDone }: { state: ProtectionState; onDone?: () => void }) {
  const f = useProtectionFormat();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = useApiMutation('protectionLimitSet');
  const decline = useApiMutation('protectionPrompt', { invalidates: ['protection'] });
  const calendar = state.rules.increaseWaitsPeriodEnd;
  const periods = state.limits.filter((l) => l.kind === 'deposit').map((l) => l.period);

  const save = async () => {
    setError(null);
    const chosen: [string, string][] = [];
    for (const p of periods) {
      const raw = values[p]?.trim();
      if (!raw) continue;
      const parsed = parseAmount(raw, Math.min(2, currencyDecimals(f.code)));
      if (!parsed.ok || parsed.minor <= 0n) return setError(f.t('protection.limit.invalid'));
      chosen.push([p, toDecimalString(parsed.minor, 2)]);
    }
    if (!chosen.length) return setError(f.t('protection.prompt.atLeastOne'));
    setBusy(true);
    try {
      // One call a period, in turn: each is idempotent, so a retry after a fault sets nothing twice.
      for (const [period, amount] of chosen) await set.run({ kind: 'deposit', period, amount });
      invalidate('protection');
      onDone?.();
    } catch (err) {
      setError(refusalText(err, f.t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack data-testid="limit-prompt">
      <Muted>{f.t(state.rules.limitRequired ? 'protection.prompt.required' : 'protection.prompt.intro')}</Muted>
      {periods.map((p) => (
        <Row key={p}>
          <TextField
            id={`prompt-${p}`}
            label={f.t(`protection.period.${calendar ? 'calendar' : 'rolling'}.${p}`)}
            value={values[p] ?? ''}
            onChange={(v) => setValues((prev) => ({ ...prev, [p]: v }))}
            inputMode="decimal"
            autoComplete="off"
          />
        </Row>
      ))}
      {error && (
        <Muted role="alert" data-testid="limit-prompt-error">
          {error}
        </Muted>
      )}
      <Row>
        <Button type="button" onClick={() => void save()} loading={busy}>
          {f.t('protection.prompt.save')}
        </Button>
        {!state.rules.limitRequired && (
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() =>
              void decline.run({ decision: 'declined' }).then(
                () => onDone?.(),
                (err: unknown) => setError(refusalText(err, f.t)),
              )
            }
          >
            {f.t('protection.prompt.later')}
          </Button>
        )}
      </Row>
    </Stack>
  );
}
