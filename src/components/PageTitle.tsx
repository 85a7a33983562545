import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/** The one h1 of a page, same size and spacing everywhere. */
export const PageTitle = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: ${theme.font.size.xl};
  line-height: ${theme.font.lineHeight.tight};
  ${theme.breakpoint.md} {
    font-size: ${theme.font.size.xxl};
  }
`;
