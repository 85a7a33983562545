import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** A list (`ul`, `ol`) without bullets or indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list (`ul`) of rows one under the other, `gap` spacing steps apart, without bullets or indent. */
export const rowsList = (gap: number) => css`
  display: grid;
  gap: ${theme.space(gap)};
  ${bareList};
`;

/** A list (`ul`) laid out as a grid of as many columns as fit at `minWidth` or more, without bullets or indent. */
export function gridList(minWidth: string) {
  return css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
    gap: ${theme.space(2)};
    ${bareList};
  `;
}

/** Columns at one breakpoint: a count of equal columns (or a whole grid-template-columns value) and the gap in theme space steps. */
export interface GridStep {
  columns: number | string;
  gap?: number;
}

const template = (columns: number | string) => (typeof columns === 'number' ? `repeat(${columns}, 1fr)` : columns);

const step = ({ columns, gap }: GridStep) => css`
  grid-template-columns: ${template(columns)};
  ${gap === undefined ? '' : `gap: ${theme.space(gap)};`}
`;

/**
 * A list (`ul`) laid out as a grid with a set number of columns on phones, from
 * the `sm` and from the `lg` breakpoint, without bullets or indent. A step
 * without a gap keeps the one before it.
 */
export function columnsList(phone: Required<GridStep>, sm: GridStep, lg: GridStep) {
  return css`
    display: grid;
    ${step(phone)}
    ${bareList};
    ${theme.breakpoint.sm} {
      ${step(sm)}
    }
    ${theme.breakpoint.lg} {
      ${step(lg)}
    }
  `;
}

/** `count` equal columns (which may shrink below their content) `gap` spacing steps apart, without the list's or fieldset's margin and padding. */
export function equalColumns(count: number, gap: number) {
  return css`
    display: grid;
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
    gap: ${theme.space(gap)};
    margin: 0;
    padding: 0;
  `;
}
