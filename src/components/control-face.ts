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

/**
 * No face of its own (a field inside its row, a button that reads as a link): no border or background, the
 * page's font, text in `colour`.
 */
export const noFace = (colour: 'text' | 'primary') => css`
  border: 0;
  background: transparent;
  color: ${theme.colours[colour]};
  font: inherit;
`;
