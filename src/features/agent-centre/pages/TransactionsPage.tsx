import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/StateMessage';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, LoadingRows, QueryError, Stack } from '../components/ui';

type Row = { id: number; time: string; direction: 'DOWN' | 'UP'; flow: 'IN' | 'OUT'; counterpart: string; amount: string };

/** Transaction details (§2): the agent's transfers to and from downlines and the upline. */
export function TransactionsPage() {
  const f = useAgentFormat();
  const [pageNo, setPageNo] = useState(1);
  const q = useApiQuery('agentTransactions', { query: { pageNo, pageSize: 20 } });
  if (q.status === 'loading') return <LoadingRows rows={5} />;
  if (q.status === 'error') return <QueryError error={q.error} onRetry={q.retry} />;
  const d = q.data!;
  return (
    <Stack>
      {d.list.length ? (
        <DataTable<Row>
          testId="agent-transactions"
          caption={f.t('agentCentre.page.agentTransactions')}
          rows={d.list}
          rowKey={(r) => r.id}
          columns={[
            { id: 'time', label: f.t('agentCentre.bets.time'), render: (r) => f.minutes(r.time) },
            { id: 'type', label: f.t('agentCentre.field.type'), render: (r) => f.t(`agentCentre.tx.${r.direction}.${r.flow}`) },
            { id: 'counterpart', label: f.t('agentCentre.tx.counterpart'), render: (r) => r.counterpart },
            { id: 'amount', label: f.t('agentCentre.salary.amount'), render: (r) => f.signed(r.amount), numeric: true, tone: (r) => f.tone(r.amount) },
          ]}
        />
      ) : (
        <EmptyState icon="share" title={f.t('agentCentre.tx.empty')} description={f.t('agentCentre.tx.emptyHint')} />
      )}
      {d.totalPages > 1 && <Pagination page={d.pageNo} pageCount={d.totalPages} onChange={setPageNo} label={f.t('agentCentre.pages')} />}
    </Stack>
  );
}

export default TransactionsPage;
