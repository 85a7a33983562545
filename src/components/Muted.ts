import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/** A secondary line in muted text: a summary under a title, a date, a hint, an empty list's sentence. */
export const Muted = styled.p`
  margin: 0;
  color: ${theme.colours.textMuted};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
`;
