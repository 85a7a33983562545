import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { theme } from '@/theme/theme';
import styled from '@emotion/styled';
import { stackedTable, stackedTableWide } from '@/components/stacked-table';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { statementCsv } from '../lib/safer-gambling';
import { Row } from './SaferGamblingParts';
import { Muted } from '@/components/Muted';
import { Panel, PanelTitle } from '@/components/Panel';

/** A card per month on a phone (label and amount pairs), the plain table from 600 px. */
const Table = styled.table`
  ${stackedTable};
  font-variant-numeric: tabular-nums;
  tr[data-row] > th {
    grid-column: 1 / -1;
    text-align: start;
    font-weight: ${theme.font.weight.bold};
  }
  ${theme.breakpoint.sm} {
    ${stackedTableWide};
    th,
    td {
      white-space: nowrap;
    }
    tr[data-row] > th {
      font-weight: ${theme.font.weight.regular};
    }
  }
`;

const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'net'] as const;
const COLUMNS = ['month', ...AMOUNTS] as const;

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
        <Table>
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th key={h} scope="col" data-numeric={i > 0 || undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...st.data.months].reverse().map((m) => (
              <tr key={m.month} data-row="">
                <th scope="row">{m.month}</th>
                {AMOUNTS.map((c, i) => (
                  <td key={c} data-label={headers[i + 1]} data-numeric="">
                    {f.money(m[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
