import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/**
 * A heading's words at a step of the type scale, with no margin of its own (its container spaces it); `tight` for a
 * heading that may wrap onto a second line. Colour and weight stay with each.
 */
export const headingText = (size: keyof typeof theme.font.size, leading?: 'tight') => css`
  margin: 0;
  font-size: ${theme.font.size[size]};
  ${leading && `line-height: ${theme.font.lineHeight[leading]};`}
`;
