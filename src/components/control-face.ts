import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/**
 * The face of a bordered control (a chip, a page number, a text box): the thin border, `radius` corners, a
 * `background` colour (or none: `transparent`), body text colour and the page's font. Size, padding, font size and states stay with each.
 */
export const controlFace = (radius: keyof typeof theme.radius, background: keyof typeof theme.colours | 'transparent') => css`
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius[radius]};
  background: ${background === 'transparent' ? background : theme.colours[background]};
  color: ${theme.colours.text};
  font: inherit;
`;
