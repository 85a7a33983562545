import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/StateMessage';
import { ButtonLink } from '@/components/ButtonLink';

/** A route whose page module has not shipped yet: say so, and offer the way home. */
export function MissingPage() {
  const intl = useIntl();
  return (
    <EmptyState
      titleAs="h1"
      icon="clock"
      title={intl.formatMessage({ id: 'shell.comingSoon.title' })}
      description={intl.formatMessage({ id: 'shell.comingSoon.body' })}
      action={
        <ButtonLink to="/" variant="secondary">
          {intl.formatMessage({ id: 'common.backHome' })}
        </ButtonLink>
      }
    />
  );
}
