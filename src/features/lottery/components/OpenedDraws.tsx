import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { gridList } from '@/components/grid-list';
import { surface } from '@/components/surface';
import type { OpenedDraw } from '../api/lottery-api';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';
import { column } from '@/components/column';
import { spread } from '@/components/spread';

/** Latest opened numbers per province (§7 "opened numbers"): a compact, readable results list. */
const List = styled.ul`
  ${gridList('260px')};
`;

const Draw = styled.li`
  ${column(1)};
  padding: ${theme.space(3)};
  ${surface};
  &[data-selected='true'] {
    border-color: ${theme.colours.primary};
  }
  header {
    ${spread({})};
    gap: ${theme.space(2)};
    color: ${theme.colours.text};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  time,
  span.issue {
    ${noteText('muted', 'xs')};
    font-weight: ${theme.font.weight.regular};
    font-variant-numeric: tabular-nums;
  }
`;

const Balls = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: ${theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${theme.space(2)};
    border-radius: ${theme.radius.pill};
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.text};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
  li:first-of-type {
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    font-weight: ${theme.font.weight.bold};
  }
`;

export const OpenedDraws = memo(function OpenedDraws({ draws, selected }: { draws: readonly OpenedDraw[]; selected: string | null }) {
  const intl = useIntl();
  return (
    <List>
      {draws.map((d) => (
        <Draw key={`${d.gameCode}-${d.issueNo}`} data-selected={d.gameCode === selected || undefined}>
          <header>
            <span>{d.gameName}</span>
            <time dateTime={d.openTime.replace(' ', 'T')}>{d.openTime}</time>
          </header>
          <span className="issue">{intl.formatMessage({ id: 'lottery.vn.issue' }, { issue: d.issueNo })}</span>
          <Balls aria-label={intl.formatMessage({ id: 'lottery.vn.numbersOf' }, { name: d.gameName })}>
            {d.numbers.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </Balls>
        </Draw>
      ))}
    </List>
  );
});
