import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/**
 * A page's sections one under the other, 16 px apart (`data-gap="wide"`: 32 px, home's strips; `"tight"`: 12 px,
 * a toolbar's or a block's own rows); never wider than its container (long tables scroll inside it).
 */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  min-width: 0;
  &[data-gap='wide'] {
    gap: ${theme.space(8)};
  }
  &[data-gap='tight'] {
    gap: ${theme.space(3)};
  }
`;
