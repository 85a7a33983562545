import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/** The outcome of an action, read out when it appears: an <output> is a polite live region. */
export const Notice = styled.output`
  display: block;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.text};
  font-size: ${theme.font.size.sm};
`;
