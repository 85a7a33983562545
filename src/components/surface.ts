import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** The bordered surface of a card, panel or tile: border, corners and background. Padding and layout stay with each. */
export const surface = css`
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surface};
`;

/** The edge of a layer that floats above the page (a dialog, a pop-up list, a status card): border, corners and shadow. */
export const raisedEdge = (radius: keyof typeof theme.radius, shadow: keyof typeof theme.shadow) => css`
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius[radius]};
  box-shadow: ${theme.shadow[shadow]};
`;
