import { useIntl } from 'react-intl';
import { PasswordField } from '@/components/form/PasswordField';
import { errorKey } from '@/api/errors';

/** The login-password check in front of redeem and convert (§7: they "go through a password check"). */
export function PasswordCheck({ value, onChange, error, id }: { value: string; onChange: (v: string) => void; error?: string; id: string }) {
  const intl = useIntl();
  return (
    <PasswordField
      id={id}
      label={intl.formatMessage({ id: 'pointsMall.password' })}
      hint={intl.formatMessage({ id: 'pointsMall.passwordHint' })}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="current-password"
      required
      data-testid="points-password"
    />
  );
}

/** A refusal of redeem / convert as a sentence: a wrong password goes under the field, the rest above the buttons. */
export function refusalOf(error: unknown): { field: 'password' | null; key: string } {
  const e = error as { code?: string } | null;
  if (e?.code === 'WRONG_PASSWORD') return { field: 'password', key: 'pointsMall.error.wrongPassword' };
  if (e?.code === 'INSUFFICIENT_POINTS') return { field: null, key: 'pointsMall.error.notEnoughPoints' };
  if (e?.code === 'OUT_OF_STOCK') return { field: null, key: 'pointsMall.error.soldOut' };
  return { field: null, key: errorKey(error) };
}
