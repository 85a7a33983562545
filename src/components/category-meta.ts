import type { GameCategory } from '@/api/models';
import type { IconName } from '@/components/Icon';

/** Icon and message key of each game category (§9 list), shared by the side menu and the home tiles. */
export const categoryIcon: Record<GameCategory, IconName> = {
  ELOTT: 'star',
  LOTT: 'ticket',
  LIVE: 'cards',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'dice',
  PVP: 'users',
  ESPORTS: 'trophy',
  COCKFIGHT: 'flame',
  VASSALAGE: 'list',
};

export const categoryLabelKey = (c: GameCategory) => `shell.category.${c}`;
