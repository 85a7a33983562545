import styled from '@emotion/styled';
import { Skeleton } from '@/components/Skeleton';

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(2, 1fr);
  margin-top: ${(p) => p.theme.space(4)};
  ${(p) => p.theme.breakpoint.sm} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/** While a page chunk loads: the rough shape of a page, not a spinner, so the layout does not jump. */
export function PageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton width="40%" height={28} />
      <Grid>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} width="100%" height={120} radius={12} />
        ))}
      </Grid>
    </div>
  );
}
