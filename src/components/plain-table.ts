import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** How a column head reads in every data table: muted, medium weight, on one line. */
export const tableHead = css`
  color: ${theme.colours.textMuted};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
`;

/**
 * A plain data table (points history, mission leaderboard): full width, ruled rows, `.num` cells
 * right-aligned in tabular figures. A table that turns into cards on a phone is stacked-table.ts.
 */
export const plainTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  th,
  td {
    padding: ${theme.space(2)};
    border-bottom: 1px solid ${theme.colours.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    ${tableHead};
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
