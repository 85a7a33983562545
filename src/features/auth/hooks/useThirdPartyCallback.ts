import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { openLoginPopup } from '@/session/prompts';
import { authApi } from '../api/auth-api';
import { refusalText } from '../lib/server-errors';
import { authUi } from '../stores/auth-ui';
import { isCallbackSearch, PROVIDER_NAMES, type PendingSignIn, type Provider } from '../third-party/pending';
import { useSignIn } from './useSignIn';

/**
 * The way back from Facebook or Google (issue 32): the provider sends the browser to /login with a code (or an
 * error) and the state. Checked and exchanged (oauth-flow.ts), the ID token goes to the platform's login, which
 * links or creates the member; the player lands where they started. Cancelled or failed, they are back at the
 * login dialog (or page) where they started, with a sentence saying which. Runs after hydration (the first
 * render is the pre-rendered login page); answers the provider being finished, for the page's status line.
 */
export function useThirdPartyCallback(): Provider | 'pending' | null {
  const intl = useIntl();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [finishing, setFinishing] = useState<Provider | 'pending' | null>(null);

  useEffect(() => {
    if (!isCallbackSearch(window.location.search)) return;
    setFinishing('pending');
    let pending: PendingSignIn | null = null;
    let provider: Provider | null = null;
    const fail = (message: string) => {
      const onPage = !pending || pending.fromPage;
      authUi.thirdPartyFailure = { message, onPage };
      navigate(onPage ? '/login' : pending!.returnTo, { replace: true });
      // Back to the page's own form, or to the dialog over the page the player started on.
      if (onPage) setFinishing(null);
      else openLoginPopup('login');
    };
    const sentence = (kind: 'cancelled' | 'failed') =>
      intl.formatMessage({ id: provider ? `auth.thirdParty.${kind}` : 'auth.thirdParty.expired' }, { provider: provider ? PROVIDER_NAMES[provider] : '' });

    void (async () => {
      const { finishThirdPartySignIn, ThirdPartyFailure } = await import('../third-party/oauth-flow');
      try {
        const done = await finishThirdPartySignIn(new URL(window.location.href));
        ({ pending, provider } = done);
        setFinishing(provider);
        const value = await authApi.login({ type: done.provider, idToken: done.idToken });
        await signIn(value, done.provider, undefined, done.pending.fromPage ? '/' : done.pending.returnTo);
      } catch (err) {
        if (err instanceof ThirdPartyFailure) {
          ({ pending, provider } = err);
          return fail(sentence(err.kind));
        }
        // The platform refused the token (THIRD_PARTY_FAILED) or the member (a lock, a non-agent…): its own words.
        if (err instanceof ApiError && err.code !== 'THIRD_PARTY_FAILED') return fail(refusalText(err, (id) => intl.formatMessage({ id })));
        fail(sentence('failed'));
      }
    })();
    // Once per arrival: the address is replaced as soon as the answer is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return finishing;
}
