import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '@/api/models';
import { gridList } from '@/components/grid-list';
import { Icon } from '@/components/Icon';
import { lazyImageBox, useLazyImage } from '@/components/LazyImage';
import { imageUrl } from '@/lib/image-cache';
import { insertStaticStyles } from '@/lib/static-styles';
import { theme } from '@/theme/theme';

// One static sheet (why: src/lib/static-styles.ts): the home shelf and the lottery lobby draw 20 or more cards at
// once, and as styled components each card was four components (plus Emotion's insertion for each) per render.
insertStaticStyles(
  'lottery-card',
  `.lc{position:relative;display:flex;flex-direction:column;min-width:0;border:1px solid ${theme.colours.border};border-radius:${theme.radius.md};background:${theme.colours.surface};overflow:hidden;transition:border-color ${theme.motion.fast},box-shadow ${theme.motion.fast}}
.lc:hover{border-color:${theme.colours.primary};box-shadow:${theme.shadow.sm}}
.lc[data-selected=true]{border-color:${theme.colours.primary};box-shadow:inset 0 0 0 1px ${theme.colours.primary}}
.lc-open{display:flex;flex-direction:column;padding:0;border:0;background:none;color:${theme.colours.text};font:inherit;text-align:start;cursor:pointer}
.lc-open:focus-visible{outline:3px solid ${theme.colours.focusRing};outline-offset:-3px}
.lc-name{display:block;padding:${theme.space(2)};font-size:${theme.font.size.sm};font-weight:${theme.font.weight.medium};line-height:1.3;min-height:calc(${theme.font.size.sm} * 1.3 * 2 + ${theme.space(4)});box-sizing:border-box;overflow-wrap:anywhere}
.lc-star{position:absolute;top:${theme.space(1)};inset-inline-end:${theme.space(1)};display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;border-radius:50%;background:color-mix(in srgb,${theme.colours.surface} 88%,transparent);color:${theme.colours.textMuted};cursor:pointer}
.lc-star[aria-pressed=true]{color:${theme.colours.warning}}
.lc-star[aria-pressed=true] svg path{fill:currentColor}
.lc-star:focus-visible{outline:3px solid ${theme.colours.focusRing}}
.lc-ball{display:flex;align-items:center;justify-content:center;width:100%;height:100%;color:${theme.colours.primary}}`,
);

/** What a card without a picture (or whose picture failed) shows: one element for every card. */
const ball = (
  <span className="lc-ball">
    <Icon name="ticket" size={32} />
  </span>
);

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
  // The picture in the card's own render (no component per image): a shelf mounts 20 cards at once.
  const picture = useLazyImage(imageUrl(game.smallIcon, imageCdn), '');
  return (
    <div className="lc" data-selected={selected || undefined} data-testid="lottery-card" data-game-code={game.gameCode}>
      <button type="button" className="lc-open" onClick={() => onOpen(game)} aria-current={selected || undefined}>
        {lazyImageBox(picture, { ratio: 4 / 3, fallback: ball })}
        <span className="lc-name">{game.gameName}</span>
      </button>
      {onFavourite && (
        <button
          type="button"
          className="lc-star"
          aria-pressed={Boolean(favourite)}
          aria-label={intl.formatMessage({ id: favourite ? 'lottery.favourite.remove' : 'lottery.favourite.add' }, { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          <Icon name="star" size={16} />
        </button>
      )}
    </div>
  );
});

export const LotteryGrid = styled.ul`
  ${gridList('120px')};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${theme.space(3)};
  }
`;
