import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/Button';
import { theme } from '@/theme/theme';
import { PROVIDER_NAMES, type Provider } from '../third-party/pending';
import { signInConfig } from '../third-party/sign-in-config';
import { noteText } from '@/components/note-text';

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  ${noteText('muted', 'sm')};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.colours.border};
  }
`;

/** One provider a row: the labels stay whole in a 360 px dialog and in every language. */
const Row = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Mark = styled.svg`
  width: 20px;
  height: 20px;
  flex: none;
`;

/** The providers' own marks (drawn here: no request to the providers before the player chooses one). */
function ProviderMark({ provider }: { provider: Provider }) {
  if (provider === 'facebook')
    return (
      <Mark viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#0866FF" />
        <path fill="#fff" d="M15.1 15.5l.5-3.2h-3.1v-2.1c0-.9.4-1.7 1.8-1.7h1.4V5.8s-1.3-.2-2.5-.2c-2.6 0-4.2 1.5-4.2 4.3v2.4H6.2v3.2H9V24h3.5v-8.5h2.6z" />
      </Mark>
    );
  return (
    <Mark viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </Mark>
  );
}

/**
 * "Continue with Google / Facebook" under the login form (§6, issue 32): the providers the brand offers
 * (flags: manifest, else the settings tree). A press sends the browser to the provider (oauth-flow.ts, loaded
 * then); a provider the platform has no client for, or an unreachable one, says so in the form's alert.
 */
export function ThirdPartySignIn({ providers, fromPage, onFailure }: { providers: Provider[]; fromPage: boolean; onFailure: (message: string) => void }) {
  const intl = useIntl();
  const [going, setGoing] = useState<Provider | null>(null);
  if (!providers.length) return null;

  const go = async (provider: Provider) => {
    if (going) return;
    setGoing(provider);
    onFailure('');
    try {
      const client = (await signInConfig()).providers.find((p) => p.provider === provider);
      if (!client) throw new Error(`no ${provider} client`);
      const { startThirdPartySignIn } = await import('../third-party/oauth-flow');
      const here = window.location.pathname + window.location.search;
      await startThirdPartySignIn(client, { returnTo: fromPage ? '/' : here, fromPage });
      // The page is leaving for the provider: the button stays busy.
    } catch {
      setGoing(null);
      onFailure(intl.formatMessage({ id: 'auth.thirdParty.failed' }, { provider: PROVIDER_NAMES[provider] }));
    }
  };

  return (
    <>
      <Divider>{intl.formatMessage({ id: 'auth.thirdParty.or' })}</Divider>
      <Row>
        {providers.map((p) => (
          <Button
            key={p}
            variant="secondary"
            fullWidth
            loading={going === p}
            disabled={going !== null && going !== p}
            onClick={() => void go(p)}
            data-testid={`sign-in-${p}`}
          >
            <ProviderMark provider={p} />
            {intl.formatMessage({ id: 'auth.thirdParty.continueWith' }, { provider: PROVIDER_NAMES[p] })}
          </Button>
        ))}
      </Row>
    </>
  );
}
