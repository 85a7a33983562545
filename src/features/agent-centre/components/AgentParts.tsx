import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Pagination } from '@/components/Pagination';
import { Skeleton } from '@/components/Skeleton';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { stackedTable, stackedTableWide } from '@/components/stacked-table';
import { Tabs } from '@/components/Tabs';
import { TextField } from '@/components/form/TextField';
import { Icon } from '@/components/Icon';
import { useDebouncedValue } from '@/components/useDebouncedValue';
import { usePageOf } from '@/components/usePageOf';
import { ErrorState } from '@/components/StateMessage';
import { surface } from '@/components/surface';
import { ApiError } from '@/api/errors';
import type { QueryState } from '@/api/query';
import type { Tone } from '@/lib/figures';
import type { AgentFormat } from '../hooks/useAgentFormat';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';
import { headingText } from '@/components/heading-text';

/** Small pieces shared by the agent-centre pages (theme tokens only). */

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  > * {
    flex: 1 1 180px;
  }
  > button {
    flex: 0 0 auto;
  }
`;

/** As many columns as fit at 150 px or more (two on a 390 px phone): amounts stay on one line. */
export const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(150px, 100%), 1fr));
  gap: ${theme.space(3)};
  margin: 0;
`;

const StatBox = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)};
  ${surface};
  min-width: 0;
  dt {
    ${noteText('muted', 'xs')};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: break-word;
  }
  dd[data-tone='up'] {
    color: ${theme.colours.success};
  }
  dd[data-tone='down'] {
    color: ${theme.colours.danger};
  }
`;

export function Stat({ label, value, tone, testId }: { label: ReactNode; value: ReactNode; tone?: Tone; testId?: string }) {
  return (
    <StatBox data-testid={testId}>
      <dt>{label}</dt>
      <dd data-tone={tone}>{value}</dd>
    </StatBox>
  );
}

/** The money figures of a team or a downline, in a fixed order; profit and loss signed and coloured (players' view). */
export type MoneyFigure = 'deposit' | 'withdrawal' | 'betAmount' | 'validBet' | 'profitLoss';

function figureValue(k: MoneyFigure, amount: string, f: AgentFormat): string {
  return k === 'profitLoss' ? f.signed(amount) : f.money(amount);
}

function figureTone(k: MoneyFigure, amount: string, f: AgentFormat): Tone | undefined {
  return k === 'profitLoss' ? f.tone(amount) : undefined;
}

export function MoneyStats<K extends MoneyFigure>({ values, figures, f }: { values: Record<K, string>; figures: readonly K[]; f: AgentFormat }) {
  return figures.map((k) => <Stat key={k} label={f.t(`agentCentre.field.${k}`)} value={figureValue(k, values[k], f)} tone={figureTone(k, values[k], f)} />);
}

/** The same money figures as table columns (right-aligned), for report rows that carry them. */
export function moneyColumns<K extends MoneyFigure, R extends Record<K, string>>(figures: readonly K[], f: AgentFormat): Column<R>[] {
  return figures.map((k) => ({
    id: k,
    label: f.t(`agentCentre.field.${k}`),
    render: (r: R) => figureValue(k, r[k], f),
    numeric: true,
    tone: (r: R) => figureTone(k, r[k], f),
  }));
}

/** What is typed in a search box, and the trimmed term to ask with once typing pauses for `pauseMs`. */
export function useSearch(initial = '', pauseMs = 400) {
  const [typed, setTyped] = useState(initial);
  const term = useDebouncedValue(typed.trim(), pauseMs);
  return { typed, setTyped, term };
}

export type Search = ReturnType<typeof useSearch>;

/** The search box of a list page: a labelled search input with the magnifier, bound to a useSearch. */
export function SearchField({ search, ...props }: { search: Search; id: string; label: string; placeholder?: string }) {
  return <TextField {...props} value={search.typed} onChange={search.setTyped} before={<Icon name="search" size={16} />} type="search" />;
}

export const Card = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  ${surface};
  h4 {
    ${headingText('md')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

// --- tables: cards on phones, a table from sm up ----------------------------

const Table = styled.table`
  ${stackedTable};
  td[data-tone='up'] {
    color: ${theme.colours.success};
  }
  td[data-tone='down'] {
    color: ${theme.colours.danger};
  }
  ${theme.breakpoint.md} {
    ${stackedTableWide};
    th[data-numeric],
    td[data-numeric],
    th[data-nowrap],
    td[data-nowrap] {
      white-space: nowrap;
    }
    th[data-numeric],
    td[data-numeric] {
      font-variant-numeric: tabular-nums;
    }
  }
`;

/**
 * The agent centre is a dialog: its pane is about 600 px wide on a desktop, narrower than a wide table (the
 * dividend periods: seven columns). Such a table scrolls sideways inside its own box instead of pushing the pane
 * past the dialog's edge; one that fits is unchanged. Chromium makes a box that scrolls focusable for the keyboard.
 */
const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export interface Column<R> {
  id: string;
  label: string;
  render: (row: R) => ReactNode;
  numeric?: boolean;
  /** Kept on one line in the wide table (a date range, a time): the table scrolls instead of breaking it at every hyphen. */
  nowrap?: boolean;
  tone?: (row: R) => Tone | undefined;
}

export function DataTable<R>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
  empty,
}: {
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  caption: string;
  testId?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}) {
  if (!rows.length && empty) return empty;
  return (
    <TableScroll>
      <Table data-testid={testId}>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" data-numeric={c.numeric || undefined} data-nowrap={c.nowrap || undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} data-row>
              {columns.map((c) => (
                <td key={c.id} data-label={c.label} data-numeric={c.numeric || undefined} data-nowrap={c.nowrap || undefined} data-tone={c.tone?.(r)}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

export function LoadingRows({ rows = 5, height = 56 }: { rows?: number; height?: number }) {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 8 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} width="100%" height={height} radius={8} />
      ))}
    </div>
  );
}

/** Refusals that asking again cannot change (what was typed or switched off): no retry button under them. */
const FINAL_REFUSALS = new Set(['NOT_IN_TEAM', 'FUNCTION_DISABLED', 'AGENT_ONLY']);

export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const final = error instanceof ApiError && FINAL_REFUSALS.has(error.code);
  return <ErrorState messageKey={error instanceof ApiError ? error.messageKey : 'error.unknown'} onRetry={final ? undefined : onRetry} />;
}

/** An agent read as the page shows it: skeleton rows while it loads, the error with a retry, then the answer. */
export function QueryView<D>({
  q,
  rows,
  height,
  children,
}: {
  q: QueryState<D> & { retry: () => void };
  rows: number;
  height?: number;
  children: (data: D) => ReactNode;
}) {
  if (q.status === 'loading') return <LoadingRows rows={rows} height={height} />;
  if (q.status === 'error') return <QueryError error={q.error} onRetry={q.retry} />;
  return q.data === undefined ? null : children(q.data);
}

/** The pager under an agent list, when it has more than one page. */
export function PageNav({ page, onChange, f }: { page: { pageNo: number; totalPages: number }; onChange: (pageNo: number) => void; f: AgentFormat }) {
  return page.totalPages > 1 ? <Pagination page={page.pageNo} pageCount={page.totalPages} onChange={onChange} label={f.t('agentCentre.pages')} /> : null;
}

export type ReportPeriod = 'today' | 'yesterday' | 'week' | 'month';
export const PERIODS: readonly ReportPeriod[] = ['today', 'yesterday', 'week', 'month'];

export function PeriodTabs({ value, onChange, f, idPrefix }: { value: ReportPeriod; onChange: (p: ReportPeriod) => void; f: AgentFormat; idPrefix: string }) {
  return (
    <Tabs
      items={PERIODS.map((p) => ({ id: p, label: f.t(`agentCentre.period.${p}`) }))}
      value={value}
      onChange={(id) => onChange(id as ReportPeriod)}
      ariaLabel={f.t('agentCentre.period.label')}
      idPrefix={idPrefix}
    />
  );
}

/** A report's period and search; a new period or term goes back to page 1. */
export function useReportFilters(initialPeriod: ReportPeriod) {
  const [period, setPeriod] = useState(initialPeriod);
  const search = useSearch();
  const [pageNo, setPageNo] = usePageOf([period, search.term]);
  return { period, setPeriod, search, pageNo, setPageNo };
}

/** The period tabs and the search box over a report (team betting, user profit and loss). */
export function ReportFilters({
  filters,
  f,
  idPrefix,
  search,
}: {
  filters: ReturnType<typeof useReportFilters>;
  f: AgentFormat;
  idPrefix: string;
  search: { id: string; label: string; placeholder?: string };
}) {
  return (
    <>
      <PeriodTabs value={filters.period} onChange={filters.setPeriod} f={f} idPrefix={idPrefix} />
      <Toolbar>
        <SearchField search={filters.search} {...search} />
      </Toolbar>
    </>
  );
}
