import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '@/api/models';
import { gridList } from '@/components/grid-list';
import { Icon } from '@/components/Icon';
import { LazyImage } from '@/components/LazyImage';
import { surface } from '@/components/surface';
import { imageUrl } from '@/lib/image-cache';
import { theme } from '@/theme/theme';

/** One lottery game: its ball-style icon, name and an optional favourite star. */
const Card = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${surface};
  overflow: hidden;
  transition:
    border-color ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colours.primary};
    box-shadow: ${theme.shadow.sm};
  }
  &[data-selected='true'] {
    border-color: ${theme.colours.primary};
    box-shadow: inset 0 0 0 1px ${theme.colours.primary};
  }
`;

const Open = styled.button`
  display: flex;
  flex-direction: column;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colours.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: -3px;
  }
`;

const Name = styled.span`
  display: block;
  padding: ${theme.space(2)};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: 1.3;
  min-height: calc(${theme.font.size.sm} * 1.3 * 2 + ${theme.space(4)});
  box-sizing: border-box;
  overflow-wrap: anywhere;
`;

const Star = styled.button`
  position: absolute;
  top: ${theme.space(1)};
  inset-inline-end: ${theme.space(1)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: color-mix(in srgb, ${theme.colours.surface} 88%, transparent);
  color: ${theme.colours.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${theme.colours.warning};
    svg path {
      fill: currentColor;
    }
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
  }
`;

const Ball = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${theme.colours.primary};
`;

export interface LotteryCardProps {
  game: Game;
  imageCdn: string | null;
  favourite?: boolean;
  selected?: boolean;
  onOpen: (game: Game) => void;
  onFavourite?: (game: Game) => void;
}

export const LotteryCard = memo(function LotteryCard({ game, imageCdn, favourite, selected, onOpen, onFavourite }: LotteryCardProps) {
  const intl = useIntl();
  return (
    <Card data-selected={selected || undefined} data-testid="lottery-card" data-game-code={game.gameCode}>
      <Open type="button" onClick={() => onOpen(game)} aria-current={selected || undefined}>
        <LazyImage
          src={imageUrl(game.smallIcon, imageCdn)}
          alt=""
          ratio={4 / 3}
          fallback={
            <Ball>
              <Icon name="ticket" size={32} />
            </Ball>
          }
        />
        <Name>{game.gameName}</Name>
      </Open>
      {onFavourite && (
        <Star
          type="button"
          aria-pressed={Boolean(favourite)}
          aria-label={intl.formatMessage({ id: favourite ? 'lottery.favourite.remove' : 'lottery.favourite.add' }, { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          <Icon name="star" size={16} />
        </Star>
      )}
    </Card>
  );
});

export const LotteryGrid = styled.ul`
  ${gridList('120px')};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${theme.space(3)};
  }
`;
