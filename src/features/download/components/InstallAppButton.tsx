import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/Button';
import { theme } from '@/theme/theme';

/** Chromium's install prompt event (not in the DOM typings yet). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const Slot = styled.div`
  margin-top: ${theme.space(4)};
`;

/**
 * "Install <brand>" where the browser offers it (Chromium on Android and
 * desktop fire beforeinstallprompt once the manifest and service worker
 * qualify); nothing where it does not (iOS Safari: the written guide applies).
 */
export function InstallAppButton({ brand }: { brand: string }) {
  const intl = useIntl();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const offer = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPromptEvent);
    };
    const done = () => {
      setInstalled(true);
      setPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  if (installed) {
    return (
      <Slot>
        <output>{intl.formatMessage({ id: 'download.installed' }, { brand })}</output>
      </Slot>
    );
  }
  if (!prompt) return null;
  return (
    <Slot>
      <Button
        variant="primary"
        onClick={() => {
          void prompt.prompt();
          void prompt.userChoice.then(() => setPrompt(null));
        }}
      >
        {intl.formatMessage({ id: 'download.install' }, { brand })}
      </Button>
    </Slot>
  );
}
