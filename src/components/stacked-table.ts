import { css } from '@emotion/react';
import { theme } from '@/theme/theme';
import { tableHead } from './plain-table';
import { surface } from './surface';
import { visuallyHidden, visuallyShown } from './VisuallyHidden';
import { noteText } from './note-text';
import { column } from './column';

/**
 * A data table that reads on a phone: each body row (`tr[data-row]`) is a card
 * of label/value pairs, every cell labelled by its `data-label`, and the header
 * row is kept for screen readers only. `stackedTableWide`, placed inside a
 * breakpoint, turns it back into a plain table. The record and agent tables
 * add their own touches (detail rows, tones, column widths) on top.
 */
export const stackedTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  thead {
    ${visuallyHidden};
  }
  tbody {
    ${column(2)};
  }
  tr[data-row] {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space(2)} ${theme.space(3)};
    padding: ${theme.space(3)};
    ${surface};
  }
  td {
    ${column(0.5)};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  td[data-label]::before {
    content: attr(data-label);
    ${noteText('muted', 'xs')};
  }
`;

export const stackedTableWide = css`
  thead {
    ${visuallyShown};
    display: table-header-group;
  }
  tbody {
    display: table-row-group;
  }
  tr[data-row] {
    display: table-row;
    border: 0;
    border-bottom: 1px solid ${theme.colours.border};
    background: transparent;
  }
  th,
  td {
    display: table-cell;
    padding: ${theme.space(2)};
    text-align: start;
    vertical-align: middle;
  }
  th {
    ${tableHead};
    border-bottom: 1px solid ${theme.colours.border};
  }
  td[data-label]::before {
    content: none;
  }
  th[data-numeric],
  td[data-numeric] {
    text-align: end;
  }
`;
