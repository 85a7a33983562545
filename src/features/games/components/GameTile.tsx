import { memo, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '@/api/models';
import { Icon } from '@/components/Icon';
import { lazyImageBox, useLazyImage } from '@/components/LazyImage';
import { SKELETON_CLASS } from '@/components/Skeleton';
import { Spinner } from '@/components/Spinner';
import { imageUrl } from '@/lib/image-cache';
import { DefaultGameIcon } from './DefaultGameIcon';
import './tile-styles';

/**
 * One game in a grid. Memoised with primitive props and stable callbacks, so a
 * favourite toggled or a launch starting re-renders one tile, not 42; styled by
 * static classes (tile-styles.ts), so mounting 42 costs no CSS work.
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

const fallback = <DefaultGameIcon />;
const heart = <Icon name="heart" size={18} />;

export const GameTile = memo(function GameTile({
  game,
  vendorName,
  imageCdn,
  favourite,
  favouriteBusy,
  launching,
  onLaunch,
  onToggleFavourite,
}: GameTileProps) {
  const intl = useIntl();
  // The thumbnail in the tile's own render (no component per image): a grid mounts 42 tiles at once.
  const thumb = useLazyImage(imageUrl(game.smallIcon, imageCdn), '');
  return (
    <div className="gt" data-testid="game-tile" data-node-id={game.nodeId}>
      {/* Named by its visible text (name, vendor) after a hidden "Play": a spoken or typed command matches what is seen (WCAG 2.5.3). */}
      <button type="button" className="gt-play" onClick={() => onLaunch(game)} aria-busy={launching || undefined}>
        <span className="gt-sr">{intl.formatMessage({ id: 'game.deepLink.play' })} </span>
        <span className="gt-thumb">
          {lazyImageBox(thumb, { fallback })}
          {game.isHot === 1 && <span className="gt-hot">{intl.formatMessage({ id: 'lobby.hot' })}</span>}
          {launching && (
            <span className="gt-busy">
              <Spinner size={24} />
            </span>
          )}
        </span>
        <span className="gt-cap">
          <span className="gt-name">{game.gameName}</span>
          <span className="gt-vendor">{vendorName}</span>
        </span>
      </button>
      <button
        type="button"
        className="gt-heart"
        aria-pressed={favourite}
        aria-busy={favouriteBusy || undefined}
        aria-label={intl.formatMessage({ id: favourite ? 'lobby.favourite.remove' : 'lobby.favourite.add' }, { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
      >
        {heart}
      </button>
    </div>
  );
});

/**
 * A tile-sized placeholder (square image + two-line caption): no shift when the game lands. Plain elements with the
 * skeleton's class, built once: a loading grid shows up to 42, and a component per skeleton rendered each of them.
 */
const tilePlaceholder = (
  <div className="gt" aria-hidden="true">
    <span className="gt-thumb" style={{ aspectRatio: '1' }}>
      <span className={SKELETON_CLASS} style={{ width: '100%', height: '100%', borderRadius: 0 }} />
    </span>
    <span className="gt-cap">
      <span className={SKELETON_CLASS} style={{ width: '80%', height: 14 }} />
      <span className={SKELETON_CLASS} style={{ width: '45%', height: 12 }} />
    </span>
  </div>
);

/** `count` placeholder tiles as list items (a loading row or grid); the same elements for the same count. */
export function tilePlaceholderItems(count: number): ReactElement[] {
  let items = placeholderItems.get(count);
  if (!items) {
    items = Array.from({ length: count }, (_, i) => (
      <li key={i} aria-hidden="true">
        {tilePlaceholder}
      </li>
    ));
    placeholderItems.set(count, items);
  }
  return items;
}
const placeholderItems = new Map<number, ReactElement[]>();
