import styled from '@emotion/styled';
import { surface } from '@/components/surface';
import { theme } from '@/theme/theme';
import { column } from './column';

/** A titled block of a member-centre page (a wallet form, a limit, a statement): a raised surface, its parts 12 px apart. */
export const Panel = styled.section`
  ${column(3)};
  padding: ${theme.space(4)};
  ${surface};
  min-width: 0;
`;

export const PanelTitle = styled.h3`
  /* The member centre gives its pages' headings a bottom margin; the panel's gap spaces these. */
  && {
    margin: 0;
  }
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
`;
