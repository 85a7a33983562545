import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** A list (`ul`) laid out as a grid of as many columns as fit at `minWidth` or more, without bullets or indent. */
export function gridList(minWidth: string) {
  return css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  `;
}
