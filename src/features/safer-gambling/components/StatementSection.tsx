import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { theme } from '@/theme/theme';
import styled from '@emotion/styled';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { statementCsv } from '../lib/safer-gambling';
import { Row } from './SaferGamblingParts';
import { Muted } from '@/components/Muted';
import { Panel, PanelTitle } from '@/components/Panel';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${theme.space(1.5)} ${theme.space(2)};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${theme.colours.border};
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
  thead th {
    color: ${theme.colours.textMuted};
    font-weight: ${theme.font.weight.medium};
  }
`;

const COLUMNS = ['month', 'deposits', 'withdrawals', 'stakes', 'payouts', 'net'] as const;

/** Twelve months of account activity (UK RTS 1B), as a table and a CSV download. */
export function StatementSection() {
  const f = useProtectionFormat();
  const st = useApiQuery('activityStatement');
  const headers = COLUMNS.map((c) => f.t(`protection.statement.${c}`));

  const download = () => {
    if (!st.data) return;
    const blob = new Blob([statementCsv(st.data, headers)], { type: 'text/csv;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `activity-statement-${st.data.toTime.slice(0, 7)}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  };

  return (
    <Panel aria-labelledby="statement-title" data-testid="activity-statement">
      <Row>
        <PanelTitle id="statement-title">{f.t('protection.statement.title')}</PanelTitle>
        <Button type="button" variant="secondary" size="sm" onClick={download} disabled={!st.data}>
          {f.t('protection.statement.download')}
        </Button>
      </Row>
      <Muted>{f.t('protection.statement.intro')}</Muted>
      {st.status === 'loading' && <Skeleton width="100%" height={240} />}
      {st.status === 'error' && <ErrorState messageKey="error.network" onRetry={st.retry} />}
      {st.data && (
        <Scroll>
          <Table>
            <thead>
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...st.data.months].reverse().map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.month}</th>
                  <td>{f.money(m.deposits)}</td>
                  <td>{f.money(m.withdrawals)}</td>
                  <td>{f.money(m.stakes)}</td>
                  <td>{f.money(m.payouts)}</td>
                  <td>{f.money(m.net)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Panel>
  );
}
