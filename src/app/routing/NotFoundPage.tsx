import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/StateMessage';
import { ButtonLink } from '@/components/ButtonLink';

/** Unknown paths: a friendly page with the way home (never a blank screen). */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <div data-testid="not-found">
      <EmptyState
        titleAs="h1"
        icon="search"
        title={intl.formatMessage({ id: 'shell.notFound.title' })}
        description={intl.formatMessage({ id: 'shell.notFound.body' })}
        action={<ButtonLink to="/">{intl.formatMessage({ id: 'common.backHome' })}</ButtonLink>}
      />
    </div>
  );
}
