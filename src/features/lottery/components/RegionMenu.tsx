import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { VnRegion } from '../api/lottery-api';
import { controlFace } from '@/components/control-face';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';
import { capsLabel } from '@/components/caps-label';

/** The Vietnamese lottery menu (§7): provinces grouped by region; picking one selects its game code. */
/* On a phone the provinces are chip rows that scroll sideways; from md up, a vertical list. */
const Nav = styled.nav`
  ${column(3)};
  ${theme.breakpoint.md} {
    gap: ${theme.space(4)};
  }
  h3 {
    margin: 0 0 ${theme.space(1)};
    padding: 0 ${theme.space(2)};
    font-size: ${theme.font.size.xs};
    ${capsLabel};
    color: ${theme.colours.textMuted};
  }
  ul {
    display: flex;
    gap: ${theme.space(1)};
    margin: 0;
    padding: 0 0 ${theme.space(1)};
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
    ${theme.breakpoint.md} {
      display: block;
      padding: 0;
      overflow: visible;
    }
  }
  li {
    flex: none;
  }
`;

const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${theme.space(2)} ${theme.space(3)};
  ${controlFace('pill', 'transparent')};
  white-space: nowrap;
  ${theme.breakpoint.md} {
    padding: ${theme.space(2)};
    border-color: transparent;
    border-radius: ${theme.radius.sm};
    white-space: normal;
  }
  font-size: ${theme.font.size.sm};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${theme.colours.primarySoft};
  }
  &[aria-current='true'] {
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    font-weight: ${theme.font.weight.medium};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: -3px;
  }
`;

export const RegionMenu = memo(function RegionMenu({
  regions,
  selected,
  onSelect,
}: {
  regions: readonly VnRegion[];
  selected: string | null;
  onSelect: (gameCode: string) => void;
}) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'lottery.vn.menu' })}>
      {regions.map((r) => (
        <div key={r.region}>
          <h3>{intl.formatMessage({ id: `lottery.region.${r.region}`, defaultMessage: r.region })}</h3>
          <ul>
            {r.games.map((g) => {
              const code = g.gameCode ?? g.code;
              return (
                <li key={g.nodeId}>
                  <Item type="button" aria-current={selected === code} onClick={() => onSelect(code)}>
                    {g.gameName}
                  </Item>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Nav>
  );
});
