import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/** A page's sections one under the other, 16 px apart; never wider than its container (long tables scroll inside it). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  min-width: 0;
`;
