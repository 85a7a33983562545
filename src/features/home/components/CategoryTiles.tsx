import { theme } from '@/theme/theme';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import { Icon } from '@/components/Icon';
import { SKELETON_CLASS } from '@/components/Skeleton';
import { insertStaticStyles } from '@/lib/static-styles';
import { ErrorState } from '@/components/StateMessage';
import type { ErrorMessageKey } from '@/api/errors';
import type { GameCategory, GameVendorGroup } from '@/api/models';
import { categoryIcon, categoryLabelKey } from '@/components/category-meta';
import { categoryAction, menuCategories } from '@/lib/game-categories';
import { variant } from '@/theme/variants';

// One static sheet (why: src/lib/static-styles.ts): as styled components each tile was three components (styled
// wrapper, Emotion's insertion, the link) besides its icon, on the first paint and again when the menus land.
insertStaticStyles(
  'category-tiles',
  `.ct-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:${theme.space(2)};margin:0;padding:0;list-style:none}
${theme.breakpoint.sm}{.ct-grid{grid-template-columns:repeat(5,1fr);gap:${theme.space(3)}}}
${theme.breakpoint.lg}{.ct-grid{grid-template-columns:repeat(auto-fit,minmax(96px,1fr))}}
@media (max-width:599px){.ct-grid{grid-template-columns:repeat(var(--cols,3),minmax(0,1fr))}}
${variant('cats-rail')} .ct-grid{display:flex;gap:${theme.space(2)};overflow-x:auto;scroll-snap-type:x proximity;scrollbar-width:none;margin-inline:-${theme.space(3)};padding:2px ${theme.space(3)} ${theme.space(2)}}
${variant('cats-rail')} .ct-grid>li{flex:0 0 88px;scroll-snap-align:start}
.ct-tile{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${theme.space(2)};width:100%;height:calc(92px * var(--density,1));padding:${theme.space(2)};border:1px solid var(--border-card,${theme.colours.border});box-shadow:var(--shadow-card,none);border-radius:${theme.radius.lg};background:${theme.colours.surface};color:${theme.colours.text};font:inherit;font-size:${theme.font.size.sm};font-weight:${theme.font.weight.medium};text-align:center;text-decoration:none;cursor:pointer;transition:border-color ${theme.motion.fast},transform ${theme.motion.fast}}
.ct-tile svg{color:${theme.colours.primary}}
.ct-tile:hover{border-color:${theme.colours.primary};transform:translateY(-1px)}`,
);

/** The grid while the menus load: nine tile-sized skeletons, built once (plain elements, the skeleton's class). */
const loadingGrid = (
  <ul className="ct-grid" aria-busy="true">
    {Array.from({ length: 9 }, (_, i) => (
      <li key={i}>
        <span className={SKELETON_CLASS} style={{ width: '100%', height: 92, borderRadius: 12 }} />
      </li>
    ))}
  </ul>
);

/** Columns on phones for `count` tiles: 4 or 3, whichever fills the last row best (8 → 4 + 4, 9 → 3 × 3, 7 → 4 + 3, 5 → 3 + 2). */
export function phoneColumns(count: number): number {
  const fill = (c: number) => (count % c === 0 ? 1 : (count % c) / c);
  return fill(4) > fill(3) ? 4 : 3;
}

/** The game menus as the tiles need them (the games feature's useGameMenus state fits). */
export type TileMenus =
  { status: 'loading' } | { status: 'error'; error: ErrorMessageKey; reload: () => void } | { status: 'ready'; groups: readonly GameVendorGroup[] };

export interface CategoryTilesProps {
  menus: TileMenus;
  /** Lottery categories launch their vendor at once (§2): the games feature's launcher. */
  onLaunchCategory: (category: GameCategory) => void;
  /** The brand's side-menu order, if it gives one. */
  order?: readonly string[];
}

/**
 * One entry tile per game category with vendors, in the side menu's order (§2
 * home). The menus and the launcher belong to the games feature: src/app hands
 * them in (a feature never imports another).
 */
export function CategoryTiles({ menus, onLaunchCategory, order }: CategoryTilesProps) {
  const intl = useIntl();

  if (menus.status === 'loading') return loadingGrid;
  if (menus.status === 'error') return <ErrorState messageKey={menus.error} onRetry={menus.reload} />;

  const categories = menuCategories(menus.groups, order && order.length ? order : undefined);
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.categories' })}>
      <ul className="ct-grid" data-testid="category-tiles" style={{ '--cols': phoneColumns(categories.length) } as CSSProperties}>
        {categories.map((c) => {
          const action = categoryAction(c);
          const content = (
            <>
              <Icon name={categoryIcon[c]} size={28} />
              {intl.formatMessage({ id: categoryLabelKey(c) })}
            </>
          );
          return (
            <li key={c}>
              {action?.kind === 'navigate' ? (
                <Link className="ct-tile" to={action.path}>
                  {content}
                </Link>
              ) : (
                <button type="button" className="ct-tile" onClick={() => onLaunchCategory(c)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
