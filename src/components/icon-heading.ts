import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** A heading led by its icon (a centre page's title, an install guide's): icon and words on one line, `below` spaces under it. */
export const iconHeading = (below: number) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(below)};
  font-size: ${theme.font.size.lg};
`;
