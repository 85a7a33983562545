import { useEffect, useState } from 'react';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/StateMessage';
import { TextField } from '@/components/form/TextField';
import { Select } from '@/components/form/Select';
import { Icon } from '@/components/Icon';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { agentCentre } from '../stores/agent-centre';
import { DownlineDialog } from '../components/DownlineDialog';
import { Badge, DataTable, LoadingRows, Muted, QueryError, Stack, Toolbar, type Column } from '../components/ui';

const PAGE_SIZE = 20;
type Row = { account: string; nickname: string; type: number; level: number; upline: string; balance: string; registerTime: string };

/** Team management (§2 downline management): search, level filter, paging, per-downline detail with transfer and contracts. */
export function TeamManagementPage() {
  const f = useAgentFormat();
  // A search handed over by the register page ("show in team management"), used once.
  const [handed] = useState(() => agentCentre.search);
  const [typed, setTyped] = useState(handed);
  const [keyword, setKeyword] = useState(handed);
  const [level, setLevel] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    agentCentre.search = '';
  }, []);
  // Typing: a short pause before asking.
  useEffect(() => {
    const id = setTimeout(() => {
      setKeyword(typed.trim());
      setPageNo(1);
    }, 300);
    return () => clearTimeout(id);
  }, [typed]);

  const q = useApiQuery('agentDownlines', { query: { keyword, level, pageNo, pageSize: PAGE_SIZE } });
  const columns: Column<Row>[] = [
    { id: 'account', label: f.t('agentCentre.field.account'), render: (r) => <strong>{r.account}</strong> },
    { id: 'nickname', label: f.t('agentCentre.field.nickname'), render: (r) => r.nickname },
    { id: 'level', label: f.t('agentCentre.field.level'), render: (r) => f.t('agentCentre.level', { level: r.level }) },
    { id: 'type', label: f.t('agentCentre.field.type'), render: (r) => <Badge tone={r.type === 0 ? 'muted' : 'success'}>{f.t(r.type === 0 ? 'agentCentre.type.member' : 'agentCentre.type.agent')}</Badge> },
    { id: 'balance', label: f.t('agentCentre.field.balance'), render: (r) => f.money(r.balance), numeric: true },
    { id: 'registered', label: f.t('agentCentre.field.registered'), render: (r) => f.minutes(r.registerTime) },
    {
      id: 'action',
      label: f.t('agentCentre.field.action'),
      render: (r) => (
        <Button size="sm" variant="secondary" onClick={() => setOpen(r.account)} aria-label={f.t('agentCentre.team.detailsOf', { account: r.account })}>
          {f.t('agentCentre.team.details')}
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <Toolbar>
        <TextField
          id="agent-team-search"
          label={f.t('agentCentre.team.search')}
          value={typed}
          onChange={setTyped}
          placeholder={f.t('agentCentre.team.searchHint')}
          before={<Icon name="search" size={16} />}
          type="search"
        />
        <Select
          id="agent-team-level"
          label={f.t('agentCentre.field.level')}
          value={level}
          onChange={(v) => {
            setLevel(v);
            setPageNo(1);
          }}
          options={[{ value: '', label: f.t('agentCentre.team.allLevels') }, ...[1, 2, 3].map((l) => ({ value: String(l), label: f.t('agentCentre.level', { level: l }) }))]}
        />
      </Toolbar>
      {q.status === 'loading' && <LoadingRows rows={6} />}
      {q.status === 'error' && <QueryError error={q.error} onRetry={q.retry} />}
      {q.data && (
        <>
          <Muted aria-live="polite">{f.t('agentCentre.team.count', { total: q.data.total })}</Muted>
          {q.data.list.length ? (
            <DataTable columns={columns} rows={q.data.list} rowKey={(r) => r.account} caption={f.t('agentCentre.page.agentTeamManagement')} testId="agent-downlines" />
          ) : (
            <EmptyState icon="users" title={f.t('agentCentre.team.empty')} />
          )}
          {q.data.totalPages > 1 && <Pagination page={q.data.pageNo} pageCount={q.data.totalPages} onChange={setPageNo} label={f.t('agentCentre.pages')} />}
        </>
      )}
      {open && <DownlineDialog account={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

export default TeamManagementPage;
