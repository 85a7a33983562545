import styled from '@emotion/styled';
import { useMemo, useState, type ReactNode } from 'react';
import type { ResponseOf } from '@/api/contract';
import { useApiQuery, fetchQuery } from '@/api/query';
import { ApiError } from '@/api/errors';
import type { EndpointName } from '@/api/endpoints';
import { Chip, ChipGroup } from '@/components/Chip';
import { Pagination } from '@/components/Pagination';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Select } from '@/components/form/Select';
import { Skeleton } from '@/components/Skeleton';
import { Stack } from '@/components/Stack';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { localDay, presetRange, type DatePreset } from '../lib/date-range';
import type { TypeFilter } from '../lib/record-kinds';
import { useRecordFormat, type RecordFormat } from '../hooks/useRecordFormat';
import { RecordTable, type RecordColumn, type RecordField } from './RecordTable';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

/**
 * One record page (betting record, account record, profit and loss, bonus
 * details): date presets, a type filter, the totals of the whole filtered range,
 * a table of one server page (stacked cards on phones) with an expandable detail
 * per row, and paging. Everything it shows comes from one record call.
 */
export type RecordEndpoint = Extract<EndpointName, 'bettingRecords' | 'memberTransactionDetail' | 'profitLoss' | 'bonusDetails'>;
/** One record of an endpoint's page, and the totals of its whole filtered range. */
export type RecordOf<E extends RecordEndpoint> = ResponseOf<E>['list'][number];
export type TotalsOf<E extends RecordEndpoint> = ResponseOf<E>['totals'];

export type RecordPageConfig<E extends RecordEndpoint> = {
  endpoint: E;
  testId: string;
  presets: readonly DatePreset[];
  typeFilter: TypeFilter;
  columns: RecordColumn<RecordOf<E>>[];
  totals: (totals: TotalsOf<E>, f: RecordFormat) => RecordField[];
  detail: (row: RecordOf<E>, f: RecordFormat) => RecordField[];
} & RowKey<RecordOf<E>>;

/** A row's key: its `id` when its records have one (the page may still say otherwise), else the page must say. */
type RowKey<R> = [R] extends [{ id: string }] ? { rowKey?: (row: R) => string } : { rowKey: (row: R) => string };
/** Either branch of RowKey reads as this inside the page, where the endpoint is not known yet. */
function rowKeyOf<E extends RecordEndpoint>(config: RecordPageConfig<E>): (row: RecordOf<E>) => string {
  const { rowKey } = config as { rowKey?: (row: RecordOf<E>) => string };
  return rowKey ?? ((row) => (row as { id: string }).id);
}

export const RECORD_PAGE_SIZE = 20;
export const RECORD_PAGE_SIZES = [20, 50, 100] as const;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
`;

const Presets = styled(ChipGroup)`
  /* Presets on their own row; type and rows-per-page share the next one. */
  flex: 1 1 100%;
`;

const TypeField = styled.div`
  flex: 1 1 ${theme.space(40)};
  ${theme.breakpoint.sm} {
    flex: 0 0 ${theme.space(48)};
  }
`;

const SizeField = styled.div`
  flex: 0 0 ${theme.space(28)};
`;

const Range = styled.p`
  margin: 0;
  ${noteText('muted', 'sm')};
  font-variant-numeric: tabular-nums;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${theme.space(32)}, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  > div {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: ${theme.colours.surfaceSunken};
  }
  dt {
    ${noteText('muted', 'xs')};
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

function TotalsBar({ fields, loading, label }: { fields: RecordField[]; loading: boolean; label: string }) {
  return (
    <Totals aria-label={label} aria-busy={loading || undefined} data-testid="records-totals">
      {fields.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd data-tone={f.tone}>{loading ? <Skeleton width="70%" height={20} /> : f.value}</dd>
        </div>
      ))}
    </Totals>
  );
}

export function RecordPage<E extends RecordEndpoint>({ config }: { config: RecordPageConfig<E> }) {
  const f = useRecordFormat();
  const [preset, setPreset] = useState<DatePreset>(config.presets[0]!);
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(RECORD_PAGE_SIZE);
  // "Today" is read once per page visit: a page left open past midnight keeps its range until the player picks again.
  const [today] = useState(() => localDay(new Date()));
  const range = useMemo(() => presetRange(preset, today), [preset, today]);
  const baseQuery = useMemo(() => ({ ...range, ...(type ? { type } : {}), size }), [range, type, size]);
  const query = useMemo(() => ({ ...baseQuery, page }), [baseQuery, page]);
  const state = useApiQuery(config.endpoint, { query });
  const data = state.data;
  const loading = state.status === 'loading';

  const choosePreset = (p: DatePreset) => {
    setPreset(p);
    setPage(1);
  };
  const chooseType = (t: string) => {
    setType(t);
    setPage(1);
  };
  const chooseSize = (s: string) => {
    setSize(Number(s));
    setPage(1);
  };
  const typeOptions = config.typeFilter.values.map((t) => ({ value: t, label: f.label(config.typeFilter.labelPrefix, t) }));
  // While the next page or filter loads, the last answer keeps the totals' labels and the pager in place (no jump, focus kept).
  const filterKey = JSON.stringify(baseQuery);
  const [last, setLast] = useState<{ data: ResponseOf<E>; filter: string } | undefined>(undefined);
  if (data && data !== last?.data) setLast({ data, filter: filterKey });
  const known = data ?? last?.data;
  // A page turn keeps the filter, so the totals stay; a new filter shows them loading.
  const totalsLoading = loading && last?.filter !== filterKey;
  const totals = known ? config.totals(known.totals, f) : null;

  let body: ReactNode;
  if (state.status === 'error') {
    const key = state.error instanceof ApiError ? state.error.messageKey : 'error.unknown';
    body = <ErrorState messageKey={key} onRetry={state.retry} />;
  } else if (known && known.total === 0 && !loading) {
    body = <EmptyState icon="search" title={f.t('records.empty.title')} description={f.t('records.empty.hint')} />;
  } else {
    body = (
      <RecordTable
        columns={config.columns}
        rows={known && known.total > 0 ? known.list : null}
        busy={loading}
        rowKey={rowKeyOf(config)}
        detail={(r) => config.detail(r, f)}
        f={f}
      />
    );
  }

  return (
    <Stack data-testid={config.testId}>
      <Filters>
        <Presets>
          <VisuallyHidden as="legend">{f.t('records.presets.label')}</VisuallyHidden>
          {config.presets.map((p) => (
            <Chip key={p} type="button" aria-pressed={p === preset} onClick={() => choosePreset(p)}>
              {f.t(`records.preset.${p}`)}
            </Chip>
          ))}
        </Presets>
        <TypeField>
          <Select label={f.t('records.type.label')} value={type} blank={f.t('records.type.all')} options={typeOptions} onChange={chooseType} />
        </TypeField>
        <SizeField>
          <Select
            label={f.t('records.size.label')}
            value={String(size)}
            options={RECORD_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            onChange={chooseSize}
          />
        </SizeField>
      </Filters>
      <Range data-testid="records-range">
        {f.t('records.range', { start: range.startDate, end: range.endDate })}
        {data && !loading ? ` · ${f.t('records.count', { count: data.total })}` : ''}
      </Range>
      {state.status !== 'error' &&
        (totals ? <TotalsBar fields={totals} loading={totalsLoading} label={f.t('records.totals.label')} /> : <Skeleton width="100%" height={56} />)}
      {body}
      {known && known.totalPages > 1 && state.status !== 'error' && !(data && data.total === 0) && (
        <Pagination
          page={Math.min(page, known.totalPages)}
          pageCount={known.totalPages}
          onChange={setPage}
          label={f.t('records.pagination')}
          onIntent={(p) => void fetchQuery(config.endpoint, { query: { ...baseQuery, page: p } }).catch(() => undefined)}
        />
      )}
    </Stack>
  );
}
