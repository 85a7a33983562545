import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** Children one under the other, `gap` spacing steps apart, each as wide as the column (a card's lines, a form's rows, a list). */
export const column = (gap: number) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(gap)};
`;
