import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import { NavLink } from 'react-router-dom';
import { theme } from '@/theme/theme';

/** One look for every side-menu row, whether it is a link, a button or a menu trigger. */
export const rowCss = (t: Theme, collapsed: boolean) => css`
  display: flex;
  align-items: center;
  gap: ${t.space(3)};
  width: 100%;
  min-height: ${t.space(11)};
  padding: 0 ${collapsed ? '0' : t.space(3)};
  justify-content: ${collapsed ? 'center' : 'flex-start'};
  border: 0;
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.colours.textMuted};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${t.colours.primarySoft};
    color: ${t.colours.text};
  }
  &[aria-current='page'] {
    background: ${t.colours.primarySoft};
    color: ${t.colours.primary};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const RowLink = styled(NavLink, { shouldForwardProp: (p) => p !== 'collapsed' })<{ collapsed: boolean }>`
  ${(p) => rowCss(p.theme, p.collapsed)}
`;

export const RowButton = styled('button', { shouldForwardProp: (p) => p !== 'collapsed' })<{ collapsed: boolean }>`
  ${(p) => rowCss(p.theme, p.collapsed)}
`;

/** The row's text: hidden (but still the accessible name) when the menu is collapsed to icons. */
export const RowLabel = styled('span', { shouldForwardProp: (p) => p !== 'collapsed' })<{ collapsed: boolean }>`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  ${(p) =>
    p.collapsed &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    `}
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  padding: ${theme.space(2)} 0;
  & + & {
    border-top: 1px solid ${theme.colours.border};
  }
`;
