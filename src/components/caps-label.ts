import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** A small label set in bold spaced capitals (a vendor's name over a game, a group's name over its links). Size and colour stay with each. */
export const capsLabel = css`
  font-weight: ${theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
