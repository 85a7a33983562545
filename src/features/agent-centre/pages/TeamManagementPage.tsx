import { useEffect, useState } from 'react';
import type { ResponseOf } from '@/api/contract';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/StateMessage';
import { Select } from '@/components/form/Select';
import { usePageOf } from '@/components/usePageOf';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { agentCentre } from '../stores/agent-centre';
import { DownlineDialog } from '../components/DownlineDialog';
import { DataTable, PageNav, QueryView, SearchField, Toolbar, useSearch, type Column } from '../components/AgentParts';
import { StatusTag } from '@/components/StatusTag';
import { Muted } from '@/components/Muted';
import { Stack } from '@/components/Stack';

const PAGE_SIZE = 20;
const LEVELS = [1, 2, 3];
type Row = ResponseOf<'agentDownlines'>['list'][number];

/** Team management (§2 downline management): search, level filter, paging, per-downline detail with transfer and contracts. */
export function TeamManagementPage() {
  const f = useAgentFormat();
  // A search handed over by the register page ("show in team management"), used once.
  const [handed] = useState(() => agentCentre.search);
  // Typing: a short pause before asking.
  const search = useSearch(handed, 300);
  const keyword = search.term;
  const [level, setLevel] = useState('');
  const [pageNo, setPageNo] = usePageOf([keyword, level]);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    agentCentre.search = '';
  }, []);

  const q = useApiQuery('agentDownlines', { query: { keyword, level, pageNo, pageSize: PAGE_SIZE } });
  const columns: Column<Row>[] = [
    { id: 'account', label: f.t('agentCentre.field.account'), render: (r) => <strong>{r.account}</strong> },
    { id: 'nickname', label: f.t('agentCentre.field.nickname'), render: (r) => r.nickname },
    { id: 'level', label: f.t('agentCentre.field.level'), render: (r) => f.t('agentCentre.level', { level: r.level }) },
    {
      id: 'type',
      label: f.t('agentCentre.field.type'),
      render: (r) => (
        <StatusTag tone={r.type === 0 ? 'muted' : 'success'}>{f.t(r.type === 0 ? 'agentCentre.type.member' : 'agentCentre.type.agent')}</StatusTag>
      ),
    },
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
        <SearchField search={search} id="agent-team-search" label={f.t('agentCentre.team.search')} placeholder={f.t('agentCentre.team.searchHint')} />
        <Select
          id="agent-team-level"
          label={f.t('agentCentre.field.level')}
          value={level}
          onChange={setLevel}
          blank={f.t('agentCentre.team.allLevels')}
          options={LEVELS.map((l) => ({ value: String(l), label: f.t('agentCentre.level', { level: l }) }))}
        />
      </Toolbar>
      <QueryView q={q} rows={6}>
        {(d) => (
          <>
            <Muted aria-live="polite">{f.t('agentCentre.team.count', { total: d.total })}</Muted>
            <DataTable
              columns={columns}
              rows={d.list}
              rowKey={(r) => r.account}
              caption={f.t('agentCentre.page.agentTeamManagement')}
              testId="agent-downlines"
              empty={<EmptyState icon="users" title={f.t('agentCentre.team.empty')} />}
            />
            <PageNav page={d} onChange={setPageNo} f={f} />
          </>
        )}
      </QueryView>
      {open && <DownlineDialog account={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

export default TeamManagementPage;
