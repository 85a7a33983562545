import styled from '@emotion/styled';

/** A square, 40px, icon-only control for the frame (menus, theme, refresh…). Always give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.theme.space(10)};
  height: ${(p) => p.theme.space(10)};
  border: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.colours.textMuted};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colours.primarySoft};
    color: ${(p) => p.theme.colours.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: progress;
  }
`;
