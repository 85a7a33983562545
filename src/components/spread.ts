import { css } from '@emotion/react';

/**
 * A row whose children are pushed to either end (a title and its note, a label and its value, a total and its
 * action), aligned on `align`; with `wrap` the last ones go under the first on a narrow screen.
 */
export const spread = ({ align, wrap = false }: { align?: 'center' | 'baseline' | 'flex-start' | 'flex-end'; wrap?: boolean } = {}) => css`
  display: flex;
  ${wrap ? 'flex-wrap: wrap;' : ''}
  ${align ? `align-items: ${align};` : ''}
  justify-content: space-between;
`;
