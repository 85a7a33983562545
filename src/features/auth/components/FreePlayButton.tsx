import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { authApi } from '../api/auth-api';
import { useSignIn } from '../hooks/useSignIn';
import { refusalText } from '../lib/server-errors';

/** Free play (§6, FREEPLAY3): the platform makes a trial account (type 4) and logs it in. */
export function FreePlayButton() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const signIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const play = async () => {
    setBusy(true);
    try {
      await signIn(await authApi.loginFreePlay(), 'freePlay');
    } catch (err) {
      setFailure(refusalText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" size="lg" fullWidth loading={busy} onClick={play} data-testid="free-play">
        {t('auth.freePlay')}
      </Button>
      <AlertDialog open={failure !== null} title={t('auth.freePlay')} message={failure} onConfirm={() => setFailure(null)} />
    </>
  );
}
