import { useState } from 'react';
import { useApiMutation } from '@/api/mutation';
import { invalidate } from '@/api/query';
import type { ProtectionState } from '@/api/types.generated';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form/TextField';
import { currencyDecimals, parseAmount, toDecimalString } from '@/lib/money';
import { errorText as refusalText } from '@/api/errors';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { Head, LimitBox, Pending, Row } from './SaferGamblingParts';
import { Muted } from '@/components/Muted';
import { Notice } from '@/components/Notice';
import { Panel, PanelTitle } from '@/components/Panel';

type Limit = ProtectionState['limits'][number];

/**
 * One limit: what is in force and used in its window, a pending change with the date it applies, and a field to
 * change it. A decrease applies at once; an increase or a removal waits (the platform decides, the answer says when).
 */
function LimitRow({ limit, calendar }: { limit: Limit; calendar: boolean }) {
  const f = useProtectionFormat();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useApiMutation('protectionLimitSet', { invalidates: ['protection'] });
  const id = `limit-${limit.kind}-${limit.period}`;
  const label = f.t(`protection.period.${calendar ? 'calendar' : 'rolling'}.${limit.period}`);

  const submit = async (amount: string | null) => {
    setError(null);
    setDone(null);
    try {
      const next = await save.run({ kind: limit.kind, period: limit.period, amount });
      const mine = next.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      setValue('');
      if (mine?.pending)
        setDone(
          f.t('protection.limit.savedPending', {
            amount: mine.pending.amount ? f.money(mine.pending.amount) : f.t('protection.limit.none'),
            date: f.dateTime(mine.pending.effectiveTime),
          }),
        );
      else setDone(f.t('protection.limit.savedNow'));
    } catch (err) {
      setError(refusalText(err, f.t));
    }
  };

  const onSave = () => {
    const parsed = parseAmount(value, Math.min(2, currencyDecimals(f.code)));
    if (!parsed.ok || parsed.minor <= 0n) return setError(f.t('protection.limit.invalid'));
    void submit(toDecimalString(parsed.minor, 2));
  };

  return (
    <LimitBox data-testid={id}>
      <Head>
        <strong>{label}</strong>
        <span data-testid={`${id}-current`}>
          {limit.amount ? f.t('protection.limit.current', { amount: f.money(limit.amount), used: f.money(limit.used) }) : f.t('protection.limit.none')}
        </span>
      </Head>
      <Row>
        <TextField
          id={`${id}-amount`}
          label={f.t('protection.limit.new', { period: label })}
          value={value}
          onChange={setValue}
          inputMode="decimal"
          autoComplete="off"
          error={error ?? undefined}
        />
        <Button type="button" onClick={onSave} loading={save.pending} disabled={!value.trim()}>
          {f.t('protection.limit.save')}
        </Button>
        {limit.amount && !limit.pending && (
          <Button type="button" variant="ghost" onClick={() => void submit(null)} disabled={save.pending}>
            {f.t('protection.limit.remove')}
          </Button>
        )}
      </Row>
      {limit.pending && (
        <Pending data-testid={`${id}-pending`}>
          {f.t('protection.limit.pending', {
            amount: limit.pending.amount ? f.money(limit.pending.amount) : f.t('protection.limit.none'),
            date: f.dateTime(limit.pending.effectiveTime),
          })}
        </Pending>
      )}
      {done && <Notice>{done}</Notice>}
    </LimitBox>
  );
}

/** Deposit and loss limits the profile offers, each per period; the lowest limit applies. */
export function LimitsSection({ state }: { state: ProtectionState }) {
  const f = useProtectionFormat();
  const calendar = state.rules.increaseWaitsPeriodEnd;
  return (
    <>
      {state.rules.limitKinds.map((kind) => (
        <Panel key={kind} aria-labelledby={`limits-${kind}`}>
          <PanelTitle id={`limits-${kind}`}>{f.t(`protection.limits.${kind}`)}</PanelTitle>
          <Muted>
            {f.t(calendar ? 'protection.limits.howCalendar' : 'protection.limits.how', {
              hours: state.rules.increaseDelayHours,
            })}
          </Muted>
          {state.limits
            .filter((l) => l.kind === kind)
            .map((l) => (
              <LimitRow key={l.period} limit={l} calendar={calendar} />
            ))}
        </Panel>
      ))}
    </>
  );
}

/** Refreshes the member's protection state (after a change made elsewhere: the prompt). */
export const refreshProtection = () => invalidate('protection');
