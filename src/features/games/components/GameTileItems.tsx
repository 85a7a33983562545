import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { favourites, toggleFavourite } from '../stores/favourites';
import { launchState } from '../stores/launch';
import { GameTile } from './GameTile';

export interface GameTileItemsProps {
  games: readonly Game[];
  vendorNames: Readonly<Record<string, string>>;
  imageCdn: string | null;
  onLaunch: (game: Game) => void;
}

/**
 * The list items of a row or grid of game tiles (the lobby grid, the home hot
 * strip): favourite and launch state from the stores, keyed by node id so
 * React reuses tiles across pages and searches.
 */
export function GameTileItems({ games, vendorNames, imageCdn, onLaunch }: GameTileItemsProps) {
  const fav = useSnapshot(favourites);
  const { pending } = useSnapshot(launchState);
  const onToggle = useCallback((g: Game) => void toggleFavourite(g), []);
  return games.map((g) => (
    <li key={g.nodeId}>
      <GameTile
        game={g}
        vendorName={vendorNames[g.vassalage] ?? g.vassalage}
        imageCdn={imageCdn}
        favourite={fav.ids.includes(g.nodeId)}
        favouriteBusy={fav.busy.includes(g.nodeId)}
        launching={pending === g.nodeId}
        onLaunch={onLaunch}
        onToggleFavourite={onToggle}
      />
    </li>
  ));
}
