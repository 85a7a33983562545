import { memo, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { proxy, useSnapshot } from 'valtio';
import { AlertDialog } from '@/components/AlertDialog';
import { launchState } from '../stores/launch';
import { SubGamesModal } from './SubGamesModal';

/**
 * Renders what a launch may need to show: the sub-games popup and a failed
 * launch's message. Every screen that launches mounts it; only the first
 * mounted instance renders, so two strips on one page never stack two popups.
 */
const hosts = proxy({ ids: [] as number[] });
let nextId = 1;

// Memoised (no props): the page around it re-renders on every lobby click, and it need not.
export const LaunchHost = memo(function LaunchHost() {
  const intl = useIntl();
  const { error } = useSnapshot(launchState);
  const { ids } = useSnapshot(hosts);
  const [id] = useState(() => nextId++);

  useEffect(() => {
    hosts.ids.push(id);
    return () => {
      hosts.ids = hosts.ids.filter((x) => x !== id);
    };
  }, [id]);

  const active = ids[0] === id;
  if (!active) return null;
  return (
    <>
      <SubGamesModal />
      <AlertDialog
        open={Boolean(error)}
        title={intl.formatMessage({ id: 'lobby.launch.failed' })}
        message={error ? intl.formatMessage({ id: error }) : ''}
        onConfirm={() => {
          launchState.error = null;
        }}
      />
    </>
  );
});
