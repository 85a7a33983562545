import { FormattedMessage } from 'react-intl';
import { StatusScreen, Detail, type StatusScreenProps } from './StatusScreen';

type Props = Pick<StatusScreenProps, 'logoUrl' | 'brandName' | 'onContactUs'> & { ip?: string; country?: string };

/** Status 2 (§2): the visitor's IP and country and the barred-access message. */
export function IpRestrictionScreen({ ip, country, ...rest }: Props) {
  return (
    <StatusScreen testId="ip-restriction-screen" icon="globe" title={<FormattedMessage id="status.ip.title" />} {...rest}>
      <Detail>
        <p data-testid="visitor-ip">
          <FormattedMessage id="status.ip.yourIp" /> <strong>{ip || '—'}</strong>
          {country ? <> ({country})</> : null}
        </p>
        <p>
          <FormattedMessage id="status.ip.body" />
        </p>
      </Detail>
    </StatusScreen>
  );
}
