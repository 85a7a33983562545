import styled from '@emotion/styled';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';
import { spread } from '@/components/spread';

/** Layout pieces of the safer-gambling screens (the shared Panel, Muted and Notice are in src/components). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(2)};
  & > :first-child {
    flex: 1 1 160px;
    min-width: 0;
  }
`;

export const Pending = styled.p`
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colours.surfaceSunken};
  color: ${theme.colours.text};
  font-size: ${theme.font.size.sm};
`;

/** What will happen, one consequence a line. */
export const Consequences = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  ${column(1)};
  line-height: ${theme.font.lineHeight.normal};
`;

export const LimitBox = styled.div`
  ${column(2)};
  padding-top: ${theme.space(3)};
  border-top: 1px solid ${theme.colours.border};
`;

/** A limit's name and what is in force, side by side where there is room. */
export const Head = styled.div`
  ${spread({ wrap: true })};
  gap: ${theme.space(1)} ${theme.space(3)};
  font-size: ${theme.font.size.sm};
  span {
    color: ${theme.colours.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
