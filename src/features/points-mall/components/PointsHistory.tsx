import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ResponseOf } from '@/api/contract';
import { useApiQuery } from '@/api/query';
import { Pagination } from '@/components/Pagination';
import { plainTable } from '@/components/plain-table';
import { Skeleton } from '@/components/Skeleton';
import type { IconName } from '@/components/icon-glyphs';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

const PAGE_SIZE = 10;

export const Table = styled.table`
  ${plainTable};
  th,
  td {
    padding: ${theme.space(2.5)} ${theme.space(2)};
  }
  .muted {
    ${noteText('muted', 'xs')};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const statusColour = { 'in process': 'primary', rejected: 'danger', approved: 'success' } as const;
const Status = styled.span<{ status: keyof typeof statusColour }>`
  color: ${(p) => theme.colours[statusColour[p.status]]};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
`;

// Pagination draws nothing for a single page.
const Pages = styled(Pagination)`
  margin-top: ${theme.space(4)};
`;

function Loading() {
  return (
    <div aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} width="100%" height={40} />
      ))}
    </div>
  );
}

/** The two paged point histories; both answer `{ list, totalPages }`. */
type HistoryEndpoint = 'pointsRedeemList' | 'pointsReward';
type RowOf<N extends HistoryEndpoint> = ResponseOf<N>['list'][number];

interface Column<R> {
  /** Catalogue key of the column head. */
  head: string;
  /** Right-aligned figures. */
  num?: boolean;
  cell: (r: R, intl: IntlShape) => ReactNode;
}

/** One paged history: its call, its empty state, its columns. */
interface History<N extends HistoryEndpoint> {
  endpoint: N;
  testId: string;
  empty: { icon: IconName; title: string };
  columns: Column<RowOf<N>>[];
}

/** What both histories share: the paged read, loading rows, the error with retry, the empty sentence, the table in a scroller and the page bar. */
function HistoryTable<N extends HistoryEndpoint>({ history: { endpoint, testId, empty, columns } }: { history: History<N> }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const res = useApiQuery(endpoint, { query: { pageNo: page, pageSize: PAGE_SIZE } });
  // TypeScript does not narrow ResponseOf<N> for a generic N; both answers are this shape.
  const data = res.data as { list: RowOf<N>[]; totalPages: number } | undefined;
  if (res.status === 'loading') return <Loading />;
  if (res.status === 'error' || !data) return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  if (data.list.length === 0) return <EmptyState icon={empty.icon} title={intl.formatMessage({ id: empty.title })} />;
  const numClass = (c: Column<RowOf<N>>) => (c.num ? 'num' : undefined);
  return (
    <>
      <Scroll>
        <Table data-testid={testId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.head} scope="col" className={numClass(c)}>
                  {intl.formatMessage({ id: c.head })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.head} className={numClass(c)}>
                    {c.cell(r, intl)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Pages page={page} pageCount={data.totalPages} onChange={setPage} />
    </>
  );
}

/** Redemption history (§4 statuses: in process, rejected, approved), newest first. */
const redeemHistory: History<'pointsRedeemList'> = {
  endpoint: 'pointsRedeemList',
  testId: 'redeem-history',
  empty: { icon: 'gift', title: 'pointsMall.history.empty' },
  columns: [
    {
      head: 'pointsMall.history.item',
      cell: (r) => (
        <>
          {r.itemName}
          <div className="muted">{r.applyTime}</div>
          {r.remark && <div className="muted">{r.remark}</div>}
        </>
      ),
    },
    { head: 'pointsMall.quantity', num: true, cell: (r, intl) => intl.formatNumber(r.quantity) },
    { head: 'pointsMall.history.points', num: true, cell: (r, intl) => intl.formatNumber(r.points) },
    {
      head: 'pointsMall.history.status',
      cell: (r, intl) => <Status status={r.status}>{intl.formatMessage({ id: `pointsMall.status.${r.status.replace(' ', '')}` })}</Status>,
    },
  ],
};

/** Points details (pointsReward): every movement with its sign and the balance after. */
const pointsDetails: History<'pointsReward'> = {
  endpoint: 'pointsReward',
  testId: 'points-details',
  empty: { icon: 'list', title: 'pointsMall.details.empty' },
  columns: [
    {
      head: 'pointsMall.details.what',
      cell: (e, intl) => (
        <>
          {intl.formatMessage({ id: `pointsMall.details.type.${e.type}` })}
          <div className="muted">{e.remark}</div>
          <div className="muted">{e.time}</div>
        </>
      ),
    },
    { head: 'pointsMall.history.points', num: true, cell: (e, intl) => `${e.points > 0 ? '+' : ''}${intl.formatNumber(e.points)}` },
    { head: 'pointsMall.details.after', num: true, cell: (e, intl) => intl.formatNumber(e.balanceAfter) },
  ],
};

export const RedeemHistory = () => <HistoryTable history={redeemHistory} />;
export const PointsDetails = () => <HistoryTable history={pointsDetails} />;
