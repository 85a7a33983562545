import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { NavLink } from '@/components/RouterLink';
import { theme } from '@/theme/theme';

const rowBase = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: ${theme.space(11)};
  padding: 0 ${theme.space(3)};
  justify-content: flex-start;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.colours.textMuted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.text};
  }
  &[aria-current='page'] {
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.primary};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const rowCollapsed = css`
  ${rowBase};
  padding: 0;
  justify-content: center;
`;

/** One look for every side-menu row, whether it is a link, a button or a menu trigger (blocks built once). */
export const rowCss = (collapsed: boolean) => (collapsed ? rowCollapsed : rowBase);

export const RowLink = styled(NavLink, { shouldForwardProp: (p) => p !== 'collapsed' })<{ collapsed: boolean }>`
  ${(p) => rowCss(p.collapsed)}
`;

export const RowButton = styled('button', { shouldForwardProp: (p) => p !== 'collapsed' })<{ collapsed: boolean }>`
  ${(p) => rowCss(p.collapsed)}
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
