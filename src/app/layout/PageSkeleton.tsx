import styled from '@emotion/styled';
import { Skeleton } from '@/components/Skeleton';
import { theme } from '@/theme/theme';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(2, 1fr);
  margin-top: ${theme.space(4)};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

// At least a screen tall: the footer starts below the fold, so a page taller
// than its skeleton (every lobby) does not push a visible footer down (CLS).
const Frame = styled.div`
  min-height: 100vh;
`;

/** While a page chunk loads: the rough shape of a page, not a spinner, so the layout does not jump. */
export function PageSkeleton() {
  return (
    <Frame aria-busy="true" data-skeleton="page">
      <Skeleton width="40%" height={28} />
      <Grid>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} width="100%" height={120} radius={12} />
        ))}
      </Grid>
    </Frame>
  );
}
