import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '@/api/models';
import { Icon } from '@/components/Icon';
import { LazyImage } from '@/components/LazyImage';
import { Spinner } from '@/components/Spinner';
import { imageUrl } from '@/lib/image-cache';
import { DefaultGameIcon } from './DefaultGameIcon';

/**
 * One game in a grid. Memoised with primitive props and stable callbacks, so a
 * favourite toggled or a launch starting re-renders one tile, not 42.
 */
export interface GameTileProps {
  game: Game;
  vendorName: string;
  imageCdn: string | null;
  favourite: boolean;
  favouriteBusy: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

export const TILE_NAME_LINES = 2;

export const Tile = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.colours.surface};
  border: 1px solid ${(p) => p.theme.colours.border};
  overflow: hidden;
  transition: transform ${(p) => p.theme.motion.fast}, box-shadow ${(p) => p.theme.motion.fast}, border-color ${(p) => p.theme.motion.fast};
  @media (hover: hover) {
    &:hover {
      transform: translateY(-2px);
      box-shadow: ${(p) => p.theme.shadow.md};
      border-color: ${(p) => p.theme.colours.primary};
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Play = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colours.focusRing};
    outline-offset: -3px;
    border-radius: ${(p) => p.theme.radius.md};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Name and vendor: fixed height (two lines of name) so every tile is the same size. */
export const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${(p) => p.theme.space(2)};
  min-height: calc(${(p) => p.theme.font.size.sm} * 1.3 * ${TILE_NAME_LINES} + ${(p) => p.theme.font.size.xs} * 1.3 + 2px + ${(p) => p.theme.space(4)});
  box-sizing: border-box;
`;

const Name = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: ${TILE_NAME_LINES};
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${(p) => p.theme.colours.text};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.medium};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Vendor = styled.span`
  color: ${(p) => p.theme.colours.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
  line-height: 1.3;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Heart = styled.button`
  position: absolute;
  top: ${(p) => p.theme.space(1)};
  inset-inline-end: ${(p) => p.theme.space(1)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: color-mix(in srgb, ${(p) => p.theme.colours.surface} 88%, transparent);
  color: ${(p) => p.theme.colours.textMuted};
  box-shadow: ${(p) => p.theme.shadow.sm};
  cursor: pointer;
  svg {
    transition: transform ${(p) => p.theme.motion.fast};
  }
  &[aria-pressed='true'] {
    color: ${(p) => p.theme.colours.danger};
    svg path {
      fill: currentColor;
    }
  }
  &:hover svg {
    transform: scale(1.12);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colours.focusRing};
    outline-offset: 1px;
  }
  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

const HotBadge = styled.span`
  position: absolute;
  top: ${(p) => p.theme.space(2)};
  inset-inline-start: ${(p) => p.theme.space(2)};
  padding: 2px ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.colours.danger};
  color: ${(p) => p.theme.colours.onDanger};
  font-size: 11px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  pointer-events: none;
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${(p) => p.theme.colours.surface} 70%, transparent);
  color: ${(p) => p.theme.colours.primary};
`;

const Thumb = styled.span`
  position: relative;
  display: block;
`;

export const GameTile = memo(function GameTile({ game, vendorName, imageCdn, favourite, favouriteBusy, launching, onLaunch, onToggleFavourite }: GameTileProps) {
  const intl = useIntl();
  return (
    <Tile data-testid="game-tile" data-node-id={game.nodeId}>
      <Play type="button" onClick={() => onLaunch(game)} aria-busy={launching || undefined} aria-label={intl.formatMessage({ id: 'lobby.game.play' }, { name: game.gameName })}>
        <Thumb>
          <LazyImage src={imageUrl(game.smallIcon, imageCdn)} alt="" fallback={<DefaultGameIcon />} />
          {game.isHot === 1 && <HotBadge>{intl.formatMessage({ id: 'lobby.hot' })}</HotBadge>}
          {launching && (
            <Busy>
              <Spinner size={24} />
            </Busy>
          )}
        </Thumb>
        <Caption>
          <Name>{game.gameName}</Name>
          <Vendor>{vendorName}</Vendor>
        </Caption>
      </Play>
      <Heart
        type="button"
        aria-pressed={favourite}
        aria-busy={favouriteBusy || undefined}
        aria-label={intl.formatMessage({ id: favourite ? 'lobby.favourite.remove' : 'lobby.favourite.add' }, { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        <Icon name="heart" size={18} />
      </Heart>
    </Tile>
  );
});
