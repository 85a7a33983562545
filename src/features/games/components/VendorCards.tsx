import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { VendorCard } from '@/api/models';
import { LazyImage } from '@/components/LazyImage';
import { Skeleton } from '@/components/Skeleton';
import { surface } from '@/components/surface';
import { imageUrl } from '@/lib/image-cache';
import { DefaultGameIcon } from './DefaultGameIcon';
import { theme } from '@/theme/theme';

/**
 * A category's vendors as cards, hot ones marked (§4: isHot 1). A card either
 * picks the vendor's games (`selected`) or, for vendors whose lobby is the
 * game, launches it (the page decides through onSelect).
 */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 132px;
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(1)} 0 ${theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  &[data-wrap='true'] {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    overflow: visible;
  }
  ${theme.breakpoint.md} {
    grid-auto-columns: 156px;
    gap: ${theme.space(3)};
  }
`;

const Card = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  ${surface};
  color: ${theme.colours.text};
  font: inherit;
  overflow: hidden;
  cursor: pointer;
  scroll-snap-align: start;
  transition:
    border-color ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colours.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colours.primary};
    box-shadow: inset 0 0 0 1px ${theme.colours.primary};
    background: ${theme.colours.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
`;

const Label = styled.span`
  display: block;
  padding: ${theme.space(2)};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: 20px;
  height: 20px;
  box-sizing: content-box;
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Hot = styled.span`
  position: absolute;
  top: ${theme.space(1)};
  inset-inline-end: ${theme.space(1)};
  z-index: 1;
  padding: 1px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colours.danger};
  color: ${theme.colours.onDanger};
  font-size: 11px;
  font-weight: ${theme.font.weight.bold};
  text-transform: uppercase;
`;

export interface VendorCardsProps {
  cards: readonly VendorCard[];
  selected: string | null;
  imageCdn: string | null;
  /** Cards launch (true) or select (false): only selecting cards are toggle buttons. */
  launches: (card: VendorCard) => boolean;
  onSelect: (card: VendorCard) => void;
  /** Wrap into a grid (the cards are the page's content) instead of one scrolling row. */
  wrap?: boolean;
  label: string;
}

/** Placeholders built from the same card markup, so the real cards land without moving anything. */
export function VendorCardsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Row aria-hidden="true" data-testid="vendor-cards-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Card as="div">
            <LazyImage src={null} alt="" ratio={16 / 9} fallback={null} />
            <Label>
              <span style={{ display: 'flex', justifyContent: 'center' }}>
                <Skeleton width="70%" height={20} />
              </span>
            </Label>
          </Card>
        </li>
      ))}
    </Row>
  );
}

export const VendorCards = memo(function VendorCards({ cards, selected, imageCdn, launches, onSelect, wrap = false, label }: VendorCardsProps) {
  const intl = useIntl();
  return (
    <Row aria-label={label} data-wrap={wrap} data-testid="vendor-cards">
      {cards.map((c) => (
        <li key={c.vassalage}>
          <Card
            type="button"
            data-vendor={c.vassalage}
            aria-pressed={launches(c) ? undefined : selected === c.vassalage}
            aria-label={launches(c) ? intl.formatMessage({ id: 'lobby.vendor.play' }, { name: c.name }) : undefined}
            onClick={() => onSelect(c)}
          >
            {c.isHot === 1 && <Hot>{intl.formatMessage({ id: 'lobby.hot' })}</Hot>}
            <LazyImage src={imageUrl(c.logo, imageCdn)} alt="" ratio={16 / 9} fallback={<DefaultGameIcon />} />
            <Label>{c.name}</Label>
          </Card>
        </li>
      ))}
    </Row>
  );
});
