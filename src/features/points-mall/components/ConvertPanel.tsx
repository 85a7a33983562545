import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Muted } from '@/components/Muted';
import { useApiMutation } from '@/api/mutation';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { TextField } from '@/components/form/TextField';
import { FormAlert, FormStack } from '@/components/form/FormLayout';
import { errorKey } from '@/api/errors';
import { toDecimalString, toMinor } from '@/lib/money';
import { useMoney } from '@/components/useMoney';
import { requireRealAccount } from '@/session/prompts';
import { checkConvert } from '../lib/redeem';
import { PasswordCheck, refusalOf } from './PasswordCheck';
import { theme } from '@/theme/theme';

const Panel = styled.div`
  max-width: 480px;
`;

const Quick = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const Result = styled.output`
  display: block;
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.text};
  font-size: ${theme.font.size.sm};
`;

/** Points to main-wallet balance at the platform's rate (pointsConfig), behind the login password; the header balance refreshes after. */
export function ConvertPanel({ points }: { points: number }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const n = (v: number) => intl.formatNumber(v);
  const id = useId();
  const config = useApiQuery('pointsConfig', { staleMs: 300_000 });
  const convert = useApiMutation('pointsConvert', { invalidates: ['pointsBalance', 'pointsReward'] });
  const [input, setInput] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState('');
  const money = useMoney().format;

  if (config.status === 'loading') return <Skeleton width="100%" height={220} />;
  if (config.status === 'error' || !config.data) return <ErrorState messageKey={errorKey(config.error)} onRetry={config.retry} />;
  const cfg = config.data;
  const check = checkConvert(input, points, cfg.minConvertPoints);
  // Exact: minor units per point x whole points (no float maths on money).
  const perPoint = toMinor(cfg.amountPerPoint, 2);
  const amount = check.value !== null && Number.isSafeInteger(check.value) && perPoint !== null ? toDecimalString(perPoint * BigInt(check.value), 2) : null;
  const refusal = convert.error ? refusalOf(convert.error) : null;
  const problem = touched && (check.problem ?? (check.value === null ? 'required' : null));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setResult('');
    if (!requireRealAccount() || check.problem || check.value === null || !password) return;
    try {
      const v = await convert.run({ points: check.value, password });
      setResult(t('pointsMall.convert.done', { points: n(v.converted), amount: money(v.amount), left: n(v.points) }));
      setInput('');
      setPassword('');
      setTouched(false);
    } catch {
      // Shown from convert.error.
    }
  };

  return (
    <Panel>
      <FormStack onSubmit={submit} noValidate data-testid="points-convert">
        <p style={{ margin: 0 }}>{t('pointsMall.convert.rate', { amount: money(cfg.amountPerPoint), min: n(cfg.minConvertPoints) })}</p>
        {/* §9: how points are earned, and that they never expire (or when they do, where a platform says so). */}
        <Muted data-testid="points-rules">
          {t('pointsMall.rules.earn')}{' '}
          {cfg.neverExpire || cfg.expiryDays === null ? t('pointsMall.rules.neverExpire') : t('pointsMall.rules.expire', { days: n(cfg.expiryDays) })}
        </Muted>
        <Quick aria-label={t('pointsMall.convert.quick')}>
          {cfg.exchangeTable.map((row) => (
            <Button
              key={row.points}
              size="sm"
              variant={input === String(row.points) ? 'primary' : 'secondary'}
              disabled={row.points > points}
              onClick={() => setInput(String(row.points))}
            >
              {t('pointsMall.points', { points: n(row.points) })}
            </Button>
          ))}
        </Quick>
        <TextField
          id={`${id}-points`}
          label={t('pointsMall.convert.points')}
          inputMode="numeric"
          value={input}
          onChange={setInput}
          onBlur={() => setTouched(true)}
          required
          error={problem ? t(`pointsMall.convert.problem.${problem}`, { min: n(cfg.minConvertPoints), points: n(points) }) : undefined}
          hint={amount ? t('pointsMall.convert.youGet', { amount: money(amount) }) : undefined}
        />
        <PasswordCheck
          id={`${id}-pw`}
          value={password}
          onChange={setPassword}
          error={touched && !password ? t('pointsMall.error.passwordRequired') : refusal?.field === 'password' ? t(refusal.key) : undefined}
        />
        <FormAlert role="alert">{refusal && !refusal.field ? t(refusal.key) : ''}</FormAlert>
        {result && <Result data-testid="points-converted">{result}</Result>}
        <Button type="submit" loading={convert.pending}>
          {t('pointsMall.convert.submit')}
        </Button>
      </FormStack>
    </Panel>
  );
}
