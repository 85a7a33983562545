import { css, type Theme } from '@emotion/react';

/** The sticky bar at the top of the frame: the header, and on phones the lobbies' menu bar (§2). */
export const topBar = (theme: Theme, height: string) => css`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  height: ${height};
  padding: 0 ${theme.space(3)};
  background: ${theme.colours.surface};
  border-bottom: 1px solid ${theme.colours.border};
`;
