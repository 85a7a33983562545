import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { gridList } from '@/components/grid-list';
import { surface } from '@/components/surface';
import type { OpenedDraw } from '../api/lottery-api';

/** Latest opened numbers per province (§7 "opened numbers"): a compact, readable results list. */
const List = styled.ul`
  ${gridList('260px')};
`;

const Draw = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(3)};
  ${surface};
  &[data-selected='true'] {
    border-color: ${(p) => p.theme.colours.primary};
  }
  header {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colours.text};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  time,
  span.issue {
    color: ${(p) => p.theme.colours.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: ${(p) => p.theme.font.weight.regular};
    font-variant-numeric: tabular-nums;
  }
`;

const Balls = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: ${(p) => p.theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colours.primarySoft};
    color: ${(p) => p.theme.colours.text};
    font-size: ${(p) => p.theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
  li:first-of-type {
    background: ${(p) => p.theme.colours.primary};
    color: ${(p) => p.theme.colours.onPrimary};
    font-weight: ${(p) => p.theme.font.weight.bold};
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
