import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/** The sticky bar at the top of the frame: the header, and on phones the lobbies' menu bar (§2). Each sets its own height. */
export const topBar = css`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: 0 ${theme.space(3)};
  background: ${theme.colours.surface};
  border-bottom: 1px solid ${theme.colours.border};
`;
