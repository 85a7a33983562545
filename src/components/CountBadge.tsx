import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/**
 * The small danger-coloured pill that carries a count (unread messages, open
 * missions, unread chat). Position and size tweaks stay with the caller:
 * `styled(CountBadge)`.
 */
export const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colours.danger};
  color: ${theme.colours.onDanger};
  font-size: 11px;
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
`;
