import styled from '@emotion/styled';

/** The one h1 of a page, same size and spacing everywhere. */
export const PageTitle = styled.h1`
  margin: 0 0 ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.font.size.xl};
  line-height: ${(p) => p.theme.font.lineHeight.tight};
  ${(p) => p.theme.breakpoint.md} {
    font-size: ${(p) => p.theme.font.size.xxl};
  }
`;
