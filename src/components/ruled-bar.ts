import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/**
 * A row of controls ruled off from the body it serves (a dialog's title bar and its buttons, the chat's
 * header, a page's tool bar): one centred line with a rule on `edge`. Gap, padding and wrapping stay with each.
 */
export const ruledBar = (edge: 'top' | 'bottom') => css`
  display: flex;
  align-items: center;
  border-${edge}: 1px solid ${theme.colours.border};
`;
