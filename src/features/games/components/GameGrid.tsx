import styled from '@emotion/styled';
import type { Game } from '@/api/models';
import { gridList } from '@/components/grid-list';
import { tilePlaceholderItems } from './GameTile';
import { GameTileItems } from './GameTileItems';
import { theme } from '@/theme/theme';

/**
 * The lobby's grid. Tiles are keyed by node id (stable across pages and
 * searches) and get only primitives and stable callbacks, so React reuses them.
 */
export const Grid = styled.ul`
  ${gridList('100px')};
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
    gap: ${theme.space(3)};
  }
  ${theme.breakpoint.lg} {
    grid-template-columns: repeat(auto-fill, minmax(156px, 1fr));
    gap: ${theme.space(4)};
  }
  /* Dimmed as one layer while a page's answer is on its way: 42 tiles each fading in the click's frame were 42 layers to paint. */
  transition: opacity ${theme.motion.normal};
  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

export interface GameGridProps {
  games: readonly Game[];
  vendorNames: Readonly<Record<string, string>>;
  imageCdn: string | null;
  busy: boolean;
  onLaunch: (game: Game) => void;
  label: string;
}

export function GameGrid({ games, vendorNames, imageCdn, busy, onLaunch, label }: GameGridProps) {
  return (
    <Grid aria-label={label} aria-busy={busy || undefined} data-testid="game-grid">
      <GameTileItems games={games} vendorNames={vendorNames} imageCdn={imageCdn} onLaunch={onLaunch} />
    </Grid>
  );
}

/** Placeholders with exactly a tile's box (square image + two-line caption): no shift when games land. */
export function GridSkeleton({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true" data-testid="game-grid-skeleton">
      {tilePlaceholderItems(count)}
    </Grid>
  );
}
