import styled from '@emotion/styled';
import { surface } from './surface';
import { bareList } from './grid-list';
import { theme } from '@/theme/theme';
import { column } from './column';

/** A column of bordered cards (rewards, missions): the list's spacing; each page lays out its cards with `styled(Card)`. */
export const CardList = styled.ul`
  ${column(2)};
  ${bareList};
`;

/** One card of a CardList: the bordered surface only. */
export const Card = styled.li`
  padding: ${theme.space(3)};
  ${surface};
`;
