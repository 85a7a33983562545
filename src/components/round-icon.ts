import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** A 40 px circle centring one glyph or letter: the header's avatar, the side menu's social links. */
export const roundIcon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space(10)};
  height: ${theme.space(10)};
  border-radius: 50%;
`;
