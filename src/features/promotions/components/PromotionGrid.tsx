import styled from '@emotion/styled';

export const PromotionGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => p.theme.breakpoint.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${(p) => p.theme.breakpoint.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
