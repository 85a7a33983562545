import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** Children centred in one column, `gap` spacing steps apart, their text centred too (state messages, status cards, tiles). */
export const centredColumn = (gap: number) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(gap)};
  text-align: center;
`;
