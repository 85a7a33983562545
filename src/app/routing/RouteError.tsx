import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/StateMessage';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { isChunkLoadError } from './lazy-chunk';

/**
 * What a route's error boundary shows (RouteErrorBoundary): a broken page shows this inside the frame, the rest
 * of the portal keeps working. A page chunk that failed or timed out (§8) asks
 * for a reload, the only thing that can fetch the new build's chunks.
 */
export function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" data-testid={chunk ? 'reload-prompt' : 'route-error'}>
      <EmptyState
        icon={chunk ? 'refresh' : 'alert-triangle'}
        title={intl.formatMessage({ id: chunk ? 'error.pageTimeout' : 'error.unknown' })}
        description={intl.formatMessage({ id: chunk ? 'shell.reload.body' : 'shell.routeError.body' })}
        action={
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'shell.reload.action' })}</Button>
            {!chunk && (
              <ButtonLink to="/" variant="secondary" reloadDocument>
                {intl.formatMessage({ id: 'common.backHome' })}
              </ButtonLink>
            )}
          </div>
        }
      />
    </div>
  );
}
