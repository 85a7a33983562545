import { css } from '@emotion/react';
import { theme } from '@/theme/theme';
import { noteText } from './note-text';

/**
 * An entry of a page's own menu (the centres' pages, the help sections): muted small text, tinted on hover
 * (and in `hoverColour` when given), tinted and in the primary colour when it is the current one (aria-current).
 */
export const navEntry = (hoverColour?: 'text') => css`
  flex: none;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  ${noteText('muted', 'sm')};
  white-space: nowrap;
  &:hover {
    background: ${theme.colours.primarySoft};
    ${hoverColour ? `color: ${theme.colours[hoverColour]};` : ''}
  }
  &[aria-current='page'],
  &[aria-current='true'] {
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.primary};
    font-weight: ${theme.font.weight.medium};
  }
`;
