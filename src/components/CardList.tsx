import styled from '@emotion/styled';
import { surface } from './surface';

/** A column of bordered cards (rewards, missions): the list's spacing; each page lays out its cards with `styled(Card)`. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a CardList: the bordered surface only. */
export const Card = styled.li`
  padding: ${(p) => p.theme.space(3)};
  ${surface};
`;
