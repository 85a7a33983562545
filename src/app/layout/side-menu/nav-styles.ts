import { css } from '@emotion/react';
import { staticSheet } from '@/lib/static-sheet';
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

const label = css`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
`;

// One static sheet (src/lib/static-sheet.ts): the menu's rows render on hydration and again when the menus land, and as
// styled components each row was its styled wrapper and Emotion's insertion, and its label two more.
staticSheet('side-menu-rows', {
  'sm-row': rowBase,
  'sm-row-c': css`
    ${rowBase};
    padding: 0;
    justify-content: center;
  `,
  'sm-label': label,
  // Collapsed to icons: the text stays the row's accessible name.
  'sm-label-c': css`
    ${label};
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  `,
  'sm-section': css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space(0.5)};
    padding: ${theme.space(2)} 0;
    & + & {
      border-top: 1px solid ${theme.colours.border};
    }
  `,
});

/** One look for every side-menu row, whether it is a link, a button or a menu trigger. */
export const rowClass = (collapsed: boolean) => (collapsed ? 'sm-row-c' : 'sm-row');
/** The row's text: hidden (but still the accessible name) when the menu is collapsed to icons. */
export const labelClass = (collapsed: boolean) => (collapsed ? 'sm-label-c' : 'sm-label');
export const SECTION_CLASS = 'sm-section';
