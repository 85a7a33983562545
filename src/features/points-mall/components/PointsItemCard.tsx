import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { PointsItem } from '@/api/models';
import { CoverImage } from '@/components/CoverImage';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';

const Card = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colours.primary};
  }
`;

const Body = styled.span`
  ${column(1)};
  padding: ${theme.space(3)};
  strong {
    font-size: ${theme.font.size.sm};
  }
`;

export const Points = styled.span`
  color: ${theme.colours.primary};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Stock = styled.span<{ out: boolean }>`
  color: ${(p) => (p.out ? theme.colours.danger : theme.colours.textMuted)};
  font-size: ${theme.font.size.xs};
`;

export function PointsItemCard({ item, onOpen }: { item: PointsItem; onOpen: () => void }) {
  const intl = useIntl();
  const out = item.availableQuantity <= 0;
  return (
    <Card type="button" onClick={onOpen} data-testid="points-item" aria-haspopup="dialog">
      <CoverImage ratio="4 / 3" src={item.image} alt="" loading="lazy" width={240} height={180} />
      <Body>
        <strong>{item.name}</strong>
        <Points>{intl.formatMessage({ id: 'pointsMall.points' }, { points: intl.formatNumber(item.pointsRequirement) })}</Points>
        <Stock out={out}>
          {out ? intl.formatMessage({ id: 'pointsMall.soldOut' }) : intl.formatMessage({ id: 'pointsMall.available' }, { count: item.availableQuantity })}
        </Stock>
      </Body>
    </Card>
  );
}
