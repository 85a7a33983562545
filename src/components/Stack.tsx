import styled from '@emotion/styled';

/** A page's sections one under the other, 16 px apart; never wider than its container (long tables scroll inside it). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;
