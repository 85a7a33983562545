import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import { StatusScreen, Detail, type StatusScreenProps } from './StatusScreen';

type Props = Pick<StatusScreenProps, 'logoUrl' | 'brandName' | 'onContactUs'> & { endTime?: string | null };

/** Status 1 (§2): System Maintenance, subtitle 'RESTRICTION OF VISIT', the end time when the platform gives one. */
export function MaintenanceScreen({ endTime, ...rest }: Props) {
  const end = endTime ? new Date(endTime) : null;
  const valid = end && !Number.isNaN(end.getTime());
  return (
    <StatusScreen
      testId="maintenance-screen"
      icon="tool"
      title={<FormattedMessage id="status.maintenance.title" />}
      subtitle={<FormattedMessage id="status.maintenance.subtitle" />}
      {...rest}
    >
      <Detail>
        <p>
          <FormattedMessage id="status.maintenance.body" />
        </p>
        {valid && (
          <p data-testid="maintenance-end">
            <FormattedMessage
              id="status.maintenance.until"
              values={{
                time: (
                  <strong>
                    <FormattedDate value={end} year="numeric" month="short" day="numeric" /> <FormattedTime value={end} />
                  </strong>
                ),
              }}
            />
          </p>
        )}
      </Detail>
    </StatusScreen>
  );
}
