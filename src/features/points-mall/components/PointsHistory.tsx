import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '@/api/query';
import { Pagination } from '@/components/Pagination';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';

const PAGE_SIZE = 10;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.size.sm};
  th,
  td {
    padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(2)};
    border-bottom: 1px solid ${(p) => p.theme.colours.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${(p) => p.theme.colours.textMuted};
    font-weight: ${(p) => p.theme.font.weight.medium};
    white-space: nowrap;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .muted {
    color: ${(p) => p.theme.colours.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const statusColour = { 'in process': 'primary', rejected: 'danger', approved: 'success' } as const;
const Status = styled.span<{ status: keyof typeof statusColour }>`
  color: ${(p) => p.theme.colours[statusColour[p.status]]};
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: nowrap;
`;

const Pages = styled.div`
  margin-top: ${(p) => p.theme.space(4)};
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

/** Redemption history (§4 statuses: in process, rejected, approved), newest first. */
export function RedeemHistory() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = useState(1);
  const res = useApiQuery('pointsRedeemList', { query: { pageNo: page, pageSize: PAGE_SIZE } });
  if (res.status === 'loading') return <Loading />;
  if (res.status === 'error' || !res.data) return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  if (res.data.list.length === 0) return <EmptyState icon="gift" title={t('pointsMall.history.empty')} />;
  return (
    <>
      <Scroll>
        <Table data-testid="redeem-history">
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.history.item')}</th>
              <th scope="col" className="num">{t('pointsMall.quantity')}</th>
              <th scope="col" className="num">{t('pointsMall.history.points')}</th>
              <th scope="col">{t('pointsMall.history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {res.data.list.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.itemName}
                  <div className="muted">{r.applyTime}</div>
                  {r.remark && <div className="muted">{r.remark}</div>}
                </td>
                <td className="num">{intl.formatNumber(r.quantity)}</td>
                <td className="num">{intl.formatNumber(r.points)}</td>
                <td>
                  <Status status={r.status}>{t(`pointsMall.status.${r.status.replace(' ', '')}`)}</Status>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {res.data.totalPages > 1 && (
        <Pages>
          <Pagination page={page} pageCount={res.data.totalPages} onChange={setPage} />
        </Pages>
      )}
    </>
  );
}

/** Points details (pointsReward): every movement with its sign and the balance after. */
export function PointsDetails() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = useState(1);
  const res = useApiQuery('pointsReward', { query: { pageNo: page, pageSize: PAGE_SIZE } });
  if (res.status === 'loading') return <Loading />;
  if (res.status === 'error' || !res.data) return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  if (res.data.list.length === 0) return <EmptyState icon="list" title={t('pointsMall.details.empty')} />;
  return (
    <>
      <Scroll>
        <Table data-testid="points-details">
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.details.what')}</th>
              <th scope="col" className="num">{t('pointsMall.history.points')}</th>
              <th scope="col" className="num">{t('pointsMall.details.after')}</th>
            </tr>
          </thead>
          <tbody>
            {res.data.list.map((e) => (
              <tr key={e.id}>
                <td>
                  {t(`pointsMall.details.type.${e.type}`)}
                  <div className="muted">{e.remark}</div>
                  <div className="muted">{e.time}</div>
                </td>
                <td className="num">{`${e.points > 0 ? '+' : ''}${intl.formatNumber(e.points)}`}</td>
                <td className="num">{intl.formatNumber(e.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {res.data.totalPages > 1 && (
        <Pages>
          <Pagination page={page} pageCount={res.data.totalPages} onChange={setPage} />
        </Pages>
      )}
    </>
  );
}
