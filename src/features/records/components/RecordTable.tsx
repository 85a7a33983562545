import styled from '@emotion/styled';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { controlFace } from '@/components/control-face';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { VisuallyHidden, visuallyHidden } from '@/components/VisuallyHidden';
import { stackedTable, stackedTableWide } from '@/components/stacked-table';
import type { Tone } from '@/lib/figures';
import type { RecordFormat } from '../hooks/useRecordFormat';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

export interface RecordField {
  label: string;
  value: ReactNode;
  tone?: Tone;
}

export interface RecordColumn<R> {
  id: string;
  /** Catalogue key of the header (also the card label on phones). */
  labelKey: string;
  render: (row: R, f: RecordFormat) => ReactNode;
  numeric?: boolean;
  /** Keep on one line in the table (times, statuses). */
  nowrap?: boolean;
  /** Table column width (the table lays out from its header row); the columns without one share the rest. */
  width?: string;
  tone?: (row: R, f: RecordFormat) => Tone;
}

const SKELETON_ROWS = 8;

/**
 * Phones first: each row is a card of label/value pairs (the header row is kept
 * for screen readers only); from the sm breakpoint up it is a plain table.
 */
const Table = styled.table`
  ${stackedTable};
  display: block;
  tr[data-row][data-open] {
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  td[data-action] {
    grid-column: 1 / -1;
  }
  tr[data-detail] {
    display: block;
    margin-top: -${theme.space(2)};
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colours.border};
    border-top: 0;
    border-radius: 0 0 ${theme.radius.md} ${theme.radius.md};
    background: ${theme.colours.surfaceSunken};
  }
  [data-tone='up'] {
    color: ${theme.colours.success};
    font-weight: ${theme.font.weight.bold};
  }
  [data-tone='down'] {
    color: ${theme.colours.danger};
    font-weight: ${theme.font.weight.bold};
  }
  [data-numeric] {
    font-variant-numeric: tabular-nums;
  }
  &[aria-busy='true'] tbody {
    opacity: 0.55;
    transition: opacity ${theme.motion.fast};
  }
  button[data-toggle] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space(1)};
    min-height: ${theme.space(9)};
    padding: 0 ${theme.space(2)};
    ${controlFace('sm', 'transparent')};
    color: ${theme.colours.primary};
    font-size: ${theme.font.size.sm};
    white-space: nowrap;
    cursor: pointer;
    &:focus-visible {
      outline: 2px solid ${theme.colours.focusRing};
      outline-offset: 2px;
    }
    svg {
      transition: transform ${theme.motion.fast};
    }
    &[aria-expanded='true'] svg {
      transform: rotate(180deg);
    }
  }

  ${theme.breakpoint.sm} {
    ${stackedTableWide};
    display: table;
    /* Column widths from the header row alone: a page turn never re-measures 50 rows of cells. */
    table-layout: fixed;
    tr[data-detail] {
      display: table-row;
      margin: 0;
      border: 0;
      border-bottom: 1px solid ${theme.colours.border};
    }
    th {
      font-size: ${theme.font.size.xs};
      border-bottom: 1px solid ${theme.colours.borderStrong};
    }
    td[data-action] {
      text-align: end;
    }
    /* In the table the row's toggle is a chevron; its words stay for screen readers. */
    [data-toggle-label] {
      ${visuallyHidden};
    }
    td[data-numeric],
    td[data-nowrap] {
      white-space: nowrap;
    }
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${theme.space(40)}, 1fr));
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    ${noteText('muted', 'xs')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

export interface RecordTableProps<R> {
  columns: RecordColumn<R>[];
  /** null: first load (skeleton rows of the final shape). */
  rows: R[] | null;
  /** The rows shown are the previous answer's while the next one loads (dimmed, aria-busy). */
  busy?: boolean;
  rowKey: (row: R) => string;
  detail: (row: R) => RecordField[];
  f: RecordFormat;
}

export function RecordTable<R>({ columns, rows, rowKey, detail, f, busy = false }: RecordTableProps<R>) {
  const [open, setOpen] = useState<string | null>(null);
  const idBase = useId();
  const width = columns.length + 1;
  // Built once per render of the table, not once per cell (a page is up to 100 rows).
  const labels = columns.map((c) => f.t(c.labelKey));
  const detailsLabel = f.t('records.details');
  const chevron = <Icon name="chevron-down" size={16} />;
  return (
    <Table data-testid="records-table" aria-busy={rows === null || busy || undefined}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={c.id} scope="col" data-numeric={c.numeric || undefined} style={c.width ? { width: c.width } : undefined}>
              {labels[i]}
            </th>
          ))}
          <th scope="col" style={{ width: '3.25rem' }}>
            <VisuallyHidden>{detailsLabel}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows === null
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i} data-row="">
                {columns.map((c) => (
                  <td key={c.id}>
                    <Skeleton width={c.numeric ? '60%' : '80%'} height={16} />
                  </td>
                ))}
                <td data-action="">
                  <Skeleton width={64} height={28} />
                </td>
              </tr>
            ))
          : rows.map((row, index) => {
              const key = rowKey(row);
              const expanded = open === key;
              const detailId = `${idBase}-detail-${index}`;
              return (
                // Keyed by position: a page turn rewrites the rows' text in place instead of rebuilding 50 rows of DOM.
                <Fragment key={index}>
                  <tr data-row="" data-record-id={key} data-open={expanded || undefined}>
                    {columns.map((c, i) => (
                      <td
                        key={c.id}
                        data-label={labels[i]}
                        data-numeric={c.numeric || undefined}
                        data-nowrap={c.nowrap || undefined}
                        data-tone={c.tone?.(row, f)}
                      >
                        {c.render(row, f)}
                      </td>
                    ))}
                    <td data-action="">
                      <button type="button" data-toggle="" aria-expanded={expanded} aria-controls={detailId} onClick={() => setOpen(expanded ? null : key)}>
                        <span data-toggle-label="">{detailsLabel}</span>
                        {chevron}
                      </button>
                    </td>
                  </tr>
                  {expanded && (
                    <tr data-detail="" id={detailId}>
                      <td colSpan={width}>
                        <Details aria-label={f.t('records.detail.title')}>
                          {detail(row).map((d) => (
                            <div key={d.label}>
                              <dt>{d.label}</dt>
                              <dd data-tone={d.tone}>{d.value}</dd>
                            </div>
                          ))}
                        </Details>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
      </tbody>
    </Table>
  );
}
