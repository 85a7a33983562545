import { useState } from 'react';
import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { DataTable, PageNav, QueryView } from '../components/AgentParts';
import { Stack } from '@/components/Stack';

/** Transaction details (§2): the agent's transfers to and from downlines and the upline. */
export function TransactionsPage() {
  const f = useAgentFormat();
  const [pageNo, setPageNo] = useState(1);
  const q = useApiQuery('agentTransactions', { query: { pageNo, pageSize: 20 } });
  return (
    <QueryView q={q} rows={5}>
      {(d) => (
        <Stack>
          <DataTable
            testId="agent-transactions"
            caption={f.t('agentCentre.page.agentTransactions')}
            rows={d.list}
            rowKey={(r) => r.id}
            empty={<EmptyState icon="share" title={f.t('agentCentre.tx.empty')} description={f.t('agentCentre.tx.emptyHint')} />}
            columns={[
              { id: 'time', label: f.t('agentCentre.bets.time'), render: (r) => f.minutes(r.time) },
              { id: 'type', label: f.t('agentCentre.field.type'), render: (r) => f.t(`agentCentre.tx.${r.direction}.${r.flow}`) },
              { id: 'counterpart', label: f.t('agentCentre.tx.counterpart'), render: (r) => r.counterpart },
              { id: 'amount', label: f.t('agentCentre.salary.amount'), render: (r) => f.signed(r.amount), numeric: true, tone: (r) => f.tone(r.amount) },
            ]}
          />
          <PageNav page={d} onChange={setPageNo} f={f} />
        </Stack>
      )}
    </QueryView>
  );
}

export default TransactionsPage;
