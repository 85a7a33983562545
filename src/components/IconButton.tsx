import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

const compact = css`
  width: ${theme.space(9)};
  height: ${theme.space(9)};
  border-radius: ${theme.radius.sm};
`;

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
  width: ${theme.space(10)};
  height: ${theme.space(10)};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.colours.textMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: progress;
  }
  ${(p) => p.compact && compact};
`;

/** A 32px round icon control that sits on content (shelf arrows, a game's overlay controls). */
export const RoundIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border: 1px solid ${theme.colours.border};
  border-radius: 50%;
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colours.primary};
  }
`;
