import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { QrCode } from '@/components/QrCode';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { isSafeExternalUrl } from '@/lib/safe-link';
import { APP_RESOURCE_TYPES, findResource } from '../api/get-resources';
import { theme } from '@/theme/theme';

const Row = styled.div`
  display: flex;
  gap: ${theme.space(4)};
  justify-content: center;
  flex-wrap: wrap;
`;

const Cell = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(2)};
  figcaption {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  a {
    font-size: ${theme.font.size.xs};
  }
`;

/** Android and iOS download QR codes (size 100, §9) from the platform's resources. */
export function AppQrCodes({ showLinks = false }: { showLinks?: boolean }) {
  const intl = useIntl();
  const res = useApiQuery('resources', { staleMs: Number.POSITIVE_INFINITY });
  const list = res.data ?? [];
  if (res.status === 'loading') {
    return (
      <Row aria-busy="true">
        <Skeleton width={112} height={140} />
        <Skeleton width={112} height={140} />
      </Row>
    );
  }
  if (res.status === 'error') return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  const apps = [
    { key: 'android', label: intl.formatMessage({ id: 'download.android' }), res: findResource(list, APP_RESOURCE_TYPES.android) },
    { key: 'ios', label: intl.formatMessage({ id: 'download.ios' }), res: findResource(list, APP_RESOURCE_TYPES.ios) },
  ].filter((a) => a.res && isSafeExternalUrl(a.res.url));
  if (apps.length === 0) return <p>{intl.formatMessage({ id: 'download.none' })}</p>;
  return (
    <Row>
      {apps.map((a) => (
        <Cell key={a.key} data-testid={`qr-${a.key}`}>
          <QrCode value={a.res!.url} label={intl.formatMessage({ id: 'download.qrLabel' }, { app: a.label })} />
          <figcaption>{a.label}</figcaption>
          {showLinks && (
            <a href={a.res!.url} rel="noopener noreferrer">
              {intl.formatMessage({ id: 'download.direct' })}
            </a>
          )}
        </Cell>
      ))}
    </Row>
  );
}
