import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** The bordered surface of a card, panel or tile: border, corners and background. Padding and layout stay with each. */
export const surface = css`
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surface};
`;
