import styled from '@emotion/styled';

/**
 * An icon-only control on the page's background (menus, theme, refresh, close,
 * show password): 40px square, or 36px with `compact` inside dense places
 * such as dialog titles and fields. Always give it an aria-label.
 */
export const IconButton = styled('button', { shouldForwardProp: (p) => p !== 'compact' })<{ compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.theme.space(p.compact ? 9 : 10)};
  height: ${(p) => p.theme.space(p.compact ? 9 : 10)};
  border: 0;
  border-radius: ${(p) => (p.compact ? p.theme.radius.sm : p.theme.radius.md)};
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

/** A 32px round icon control that sits on content (shelf arrows, a game's overlay controls). */
export const RoundIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border: 1px solid ${(p) => p.theme.colours.border};
  border-radius: 50%;
  background: ${(p) => p.theme.colours.surface};
  color: ${(p) => p.theme.colours.text};
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colours.primary};
  }
`;
