import { css } from '@emotion/react';
import { theme } from '@/theme/theme';

/**
 * Small text in a tone: `muted` for a secondary line (a summary under a title, a date, a hint), `danger` for
 * what went wrong (a refused file, a failed action). Margins and weight stay with each.
 */
export const noteText = (tone: 'muted' | 'danger', size: 'xs' | 'sm') => css`
  color: ${tone === 'danger' ? theme.colours.danger : theme.colours.textMuted};
  font-size: ${theme.font.size[size]};
`;
