import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { TitledSection } from '@/components/TitledSection';
import { errorKey } from '@/api/errors';
import { useMoney } from '@/components/useMoney';
import { theme } from '@/theme/theme';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.colours.surface};
  font-size: ${theme.font.size.sm};
  th,
  td {
    padding: ${theme.space(2.5)} ${theme.space(3)};
    text-align: start;
    border-bottom: 1px solid ${theme.colours.border};
  }
  th {
    background: ${theme.colours.surfaceSunken};
    color: ${theme.colours.textMuted};
    font-weight: ${theme.font.weight.medium};
  }
  tr:last-of-type td {
    border-bottom: 0;
  }
  td:last-of-type,
  th:last-of-type {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  td:last-of-type {
    color: ${theme.colours.primary};
    font-weight: ${theme.font.weight.bold};
  }
`;

/** The winners list (§3 winner entry: player, game name, prize), players masked by the platform. */
export function WinnersBoard() {
  const intl = useIntl();
  const money = useMoney();
  const res = useApiQuery('winners', { staleMs: 60_000 });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <TitledSection title={t('promotions.winners.title')} level={2} testId="winners">
      {res.status === 'loading' && <Skeleton width="100%" height={240} radius={12} />}
      {res.status === 'error' && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
      {res.status === 'ready' && res.data && res.data.list.length === 0 && <EmptyState icon="trophy" title={t('promotions.winners.empty')} />}
      {res.status === 'ready' && res.data && res.data.list.length > 0 && (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('promotions.winners.player')}</th>
              <th scope="col">{t('promotions.winners.game')}</th>
              <th scope="col">{t('promotions.winners.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {res.data.list.map((w, i) => (
              <tr key={`${w.player}-${i}`}>
                <td>{w.player}</td>
                <td>{w.gameName}</td>
                <td>{money.format(w.prize)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </TitledSection>
  );
}
